/**
 * The knowledge-base chapters of the report: each shows the country's sourced facts when the knowledge base
 * has them, and says plainly that the topic is not researched (with the reason) when it does not.
 */
import { describe, expect, it } from "vitest";
import type { Block, ReportSection } from "@server/report-pdf/report-document";
import { validateKnowledgeBase, type KnowledgeBase } from "@server/knowledge/index";
import {
  knowledgeBase,
  knowledgeWith,
  knowledgeWithout,
  NOT_RESEARCHED_NOTE,
  testCulture,
  testDirectory,
  testEmergency,
  testHealthcare,
  testHousing,
  testTax,
  TEST_SOURCE,
} from "../../../tests/support/knowledge";
import { reportFor } from "../../../tests/support/report-documents";

const chapter = (id: string, knowledge: KnowledgeBase, overrides: Parameters<typeof reportFor>[0] = {}): ReportSection => {
  const section = reportFor(overrides, { knowledge: validateKnowledgeBase(knowledge) }).document.sections.find((entry) => entry.id === id);
  if (!section) throw new Error(`no ${id} chapter`);
  return section;
};
const rows = (section: ReportSection) => section.blocks.flatMap((block) => (block.kind === "keyValues" ? block.rows : []));
const row = (section: ReportSection, label: string) => rows(section).find((entry) => entry.label === label);
const tables = (section: ReportSection) => section.blocks.filter((block): block is Extract<Block, { kind: "table" }> => block.kind === "table");
const callouts = (section: ReportSection) => section.blocks.filter((block): block is Extract<Block, { kind: "callout" }> => block.kind === "callout");

describe("the knowledge-base chapters", () => {
  it.each(["tax", "healthcare", "housing", "culture", "emergency", "directory"] as const)("%s: says the topic is not researched, with the reason", (topic) => {
    const section = chapter(topic, knowledgeWithout("portugal", topic));
    expect(callouts(section)[0]).toMatchObject({ title: "Not yet covered for this country", text: NOT_RESEARCHED_NOTE });
  });

  it("tax: the bands as a table, the treaty and totalization answers and the US rules, each sourced", () => {
    const section = chapter("tax", knowledgeWith("tax", testTax("portugal")));
    const bands = tables(section)[0];
    expect(bands?.rows).toEqual([
      ["0", "10,000", "10%"],
      ["10,000", "and above", "40%"],
    ]);
    expect(bands?.caption).toBe("Plus a fixture surtax.");
    const illustration = tables(section)[1];
    expect(illustration?.rows.map((cells) => cells[0])).toEqual(["$30,000", "$60,000", "$120,000"]);
    expect(illustration?.caption).toMatch(/^An illustration, not a tax bill/);
    expect(illustration?.sources).toContainEqual(TEST_SOURCE);
    expect(row(section, "US income-tax treaty")).toMatchObject({ value: "Yes, in force", source: TEST_SOURCE });
    expect(row(section, "US totalization (social security) agreement")?.value).toBe("No. None signed in this fixture.");
    expect(row(section, "Special regime for newcomers")?.value).toBe("No sourced figure: No newcomer regime in this fixture.");
  });

  it("healthcare: the system, public access and the private premium with its currency and period", () => {
    const section = chapter("healthcare", knowledgeWith("healthcare", testHealthcare("portugal")));
    expect(row(section, "Typical private insurance")).toMatchObject({
      value: "EUR 85 a month (fixture plan for a 40-year-old). Quoted for a 40-year-old, not for your age (32): you may pay less, and some insurers stop taking new customers at older ages.",
      source: TEST_SOURCE,
    });
    expect(row(section, "Joining the public system")?.value).toBe("Residents join after registering an address.");
  });

  it("housing: the renting rules and every city's rent judged against the buyer's budget", () => {
    const section = chapter("housing", knowledgeWith("housing", testHousing("portugal")), { monthly_budget: 100 });
    expect(row(section, "Deposit")?.value).toBe("Two months' rent in this fixture.");
    expect(row(section, "Agency fees")?.value).toMatch(/^No sourced figure/);
    const rents = tables(section)[0]?.rows ?? [];
    expect(rents.length).toBeGreaterThan(1);
    for (const rent of rents) expect(["above your budget", "no sourced rent"]).toContain(rent[3]);
    const generous = tables(chapter("housing", knowledgeWith("housing", testHousing("portugal")), { monthly_budget: 50000 }))[0]?.rows ?? [];
    for (const rent of generous) expect(["within your budget", "no sourced rent"]).toContain(rent[3]);
  });

  it("culture: derives the adaptor and voltage advice and the driving side from the sourced facts", () => {
    const section = chapter("culture", knowledgeWith("culture", testCulture("portugal")));
    expect(row(section, "Electricity")?.value).toBe("Plug types C, F, 230 V. US plugs do not fit: bring adaptors. The voltage differs from the US 120 V: check that each device says 100-240 V before plugging it in.");
    expect(row(section, "Driving side")?.value).toBe("Left: unlike the US");
    expect(row(section, "English proficiency")?.value).toBe("High proficiency: ranked 7 of 100 (Fixture English Index 2026)");
    const american = chapter("culture", knowledgeWith("culture", testCulture("portugal", { electricity: { plugTypes: ["A", "B"], voltages: [120], source: TEST_SOURCE } })));
    expect(row(american, "Electricity")?.value).toBe("Plug types A, B, 120 V. US plugs fit some sockets.");
  });

  it("emergency: the numbers, the embassy first, and a warning for an advisory of level 3 or more", () => {
    const calm = chapter("emergency", knowledgeWith("emergency", testEmergency("portugal", 1)));
    expect(row(calm, "General emergency")?.value).toBe("112");
    expect(tables(calm)[0]?.rows[0]).toEqual(["Embassy", "Fixture City", "+1 555 0100", "https://fixture.example/embassy"]);
    expect(tables(calm)[0]?.rows[1]?.[2]).toBe("see website");
    expect(callouts(calm).find((c) => c.title?.startsWith("US travel advisory"))?.tone).toBe("info");
    const tense = chapter("emergency", knowledgeWith("emergency", testEmergency("portugal", 3)));
    expect(callouts(tense).find((c) => c.title?.startsWith("US travel advisory"))).toMatchObject({ tone: "warning", title: "US travel advisory: level 3, Fixture advisory" });
  });

  it("emergency: an advisory that rates some areas higher than the country names those areas, in the chapter and in the key facts", () => {
    const base = testEmergency("portugal", 2);
    if (!("level" in base.advisory)) throw new Error("fixture has an advisory");
    const areas = "Do Not Travel to the fixture border region, due to crime.";
    const knowledge = knowledgeWith("emergency", { ...base, advisory: { ...base.advisory, areas } });
    const callout = callouts(chapter("emergency", knowledge)).find((c) => c.title?.startsWith("US travel advisory"));
    expect(callout?.text).toContain(`Some areas have a higher level: ${areas} Advisories change`);
    expect(row(chapter("summary", knowledge), "US travel advisory")?.value).toBe("Level 2: Fixture advisory (2026-06-01); higher in some areas (see Emergency contacts and support)");
    const plain = callouts(chapter("emergency", knowledgeWith("emergency", base))).find((c) => c.title?.startsWith("US travel advisory"));
    expect(plain?.text).not.toContain("higher level");
  });

  it("emergency: each service's number as the publisher words it, and where a second source gives other numbers, says the sources differ", () => {
    const base = testEmergency("portugal", 1);
    if (!("police" in base.numbers)) throw new Error("fixture has numbers");
    const second = { ...TEST_SOURCE, publisher: "Second fixture source", title: "Second fixture source" };
    const entry = {
      ...base,
      numbers: { ...base.numbers, general: undefined, police: "104", ambulance: "911", fire: "911", said: { fire: "911 or 103" }, note: "Fixture note for callers in English.", crossCheck: { source: second, differs: "911 for the police as well" } },
    };
    const section = chapter("emergency", knowledgeWith("emergency", entry));
    expect(row(section, "General emergency")).toBeUndefined();
    expect([row(section, "Police")?.value, row(section, "Ambulance")?.value, row(section, "Fire")?.value]).toEqual(["104", "911", "911 or 103"]);
    expect(section.blocks).toContainEqual(expect.objectContaining({ kind: "paragraph", text: "Fixture note for callers in English." }));
    const differ = callouts(section).find((c) => c.title === "Sources differ");
    expect(differ?.text).toContain("Second fixture source gives 911 for the police as well");
    // A second source that agrees is not a warning.
    const agrees = chapter("emergency", knowledgeWith("emergency", { ...entry, numbers: { ...entry.numbers, crossCheck: { source: second } } }));
    expect(callouts(agrees).find((c) => c.title === "Sources differ")).toBeUndefined();
  });

  it("immigration: a route's fee whose second source gives another amount says the sources differ, with both named", () => {
    const portugal = knowledgeBase.residenceRoutes.portugal;
    if (!("routes" in portugal)) throw new Error("Portugal's routes are researched");
    const second = { ...TEST_SOURCE, publisher: "Second fixture source", title: "Second fixture source" };
    const priced = portugal.routes.findIndex((route) => !("value" in route.fee));
    const withSecond = portugal.routes.map((route, index) =>
      index === priced && !("value" in route.fee) ? { ...route, fee: { ...route.fee, crossCheck: { source: second, differs: "EUR 110 for the same visa" } } } : route,
    );
    const section = chapter("immigration", { ...knowledgeBase, residenceRoutes: { ...knowledgeBase.residenceRoutes, portugal: { ...portugal, routes: withSecond } } }, { preferred_country: "Portugal" });
    const differ = rows(section).find((entry) => entry.label === "Sources differ on the fee");
    expect(differ?.value).toBe("Second fixture source gives EUR 110 for the same visa; confirm on the official page before you rely on it.");
    expect(differ?.source).toEqual(second);
  });

  it("immigration: a base figure whose second source gives another value says the sources differ under 'Base figure used'", () => {
    const portugal = knowledgeBase.residenceRoutes.portugal;
    if (!("routes" in portugal)) throw new Error("Portugal's routes are researched");
    const second = { ...TEST_SOURCE, publisher: "Second fixture source", title: "Second fixture source" };
    const derived = portugal.routes.findIndex((route) => !("value" in route.threshold) && route.threshold.edition);
    const withSecond = portugal.routes.map((route, index) =>
      index === derived && !("value" in route.threshold) && route.threshold.edition
        ? { ...route, threshold: { ...route.threshold, edition: { ...route.threshold.edition, crossCheck: { source: second, differs: "EUR 900 a month" } } } }
        : route,
    );
    const section = chapter("immigration", { ...knowledgeBase, residenceRoutes: { ...knowledgeBase.residenceRoutes, portugal: { ...portugal, routes: withSecond } } }, { preferred_country: "Portugal" });
    const labels = rows(section).map((entry) => entry.label);
    expect(labels[labels.indexOf("Base figure used") + 1]).toBe("Sources differ on the base figure");
    expect(rows(section).find((entry) => entry.label === "Sources differ on the base figure")?.value).toContain("Second fixture source gives EUR 900 a month");
  });

  it("directory: official bodies grouped by what they are for, each with its own page", () => {
    const section = chapter("directory", knowledgeWith("directory", testDirectory("portugal")));
    const headings = section.blocks.flatMap((block) => (block.kind === "subheading" ? [block.text] : []));
    expect(headings.slice(0, 2)).toEqual(["Immigration authority", "Finding a licensed lawyer"]);
    expect(tables(section)[1]?.rows).toEqual([["Fixture Bar Association", "search the fixture register of lawyers", "https://fixture.example/bar"]]);
  });

  it("healthcare: tells a buyer of 60 or more to settle Medicare Part B before leaving, with the Medicare source", () => {
    const knowledge = { ...knowledgeBase, usPreparations: { ...knowledgeBase.usPreparations, medicare: { topic: "Fixture Medicare", rule: { text: "Fixture Part B rule.", source: TEST_SOURCE } } } };
    const older = chapter("healthcare", knowledge, { user_age: 64 });
    expect(older.blocks).toContainEqual({ kind: "paragraph", text: expect.stringContaining("You are 64: decide about Medicare Part B before you leave") });
    expect(row(older, "Fixture Medicare")).toMatchObject({ value: "Fixture Part B rule.", source: TEST_SOURCE });
    const younger = chapter("healthcare", knowledge, { user_age: 30 });
    expect(younger.blocks).toContainEqual({ kind: "paragraph", text: expect.stringContaining("You are 30: this matters later") });
  });

  it("timeline: the US paperwork to start early (FBI record, apostille, pets), each with its official source", () => {
    const section = chapter("timeline", knowledgeBase);
    const { criminalRecord, apostille, pets } = knowledgeBase.usPreparations;
    for (const fact of [apostille, pets]) expect(row(section, fact.topic)).toMatchObject({ value: fact.rule.text, source: fact.rule.source });
    // The FBI fee is a figure of its own (one place), stated after the rule.
    expect(row(section, criminalRecord.topic)).toMatchObject({ value: `${criminalRecord.rule.text} Fee: USD 18 for each sealed response.`, source: criminalRecord.rule.source });
  });

  it("summary: key facts for day one from the researched topics, each with its source", () => {
    const knowledge = validateKnowledgeBase({
      ...knowledgeWith("emergency", testEmergency("portugal", 2)),
      tax: knowledgeWith("tax", testTax("portugal")).tax,
    });
    const summary = chapter("summary", knowledge);
    expect(row(summary, "Emergency number")).toMatchObject({ value: "112", source: TEST_SOURCE });
    expect(row(summary, "US embassy")?.value).toBe("Fixture City, +1 555 0100");
    expect(row(summary, "US travel advisory")?.value).toBe("Level 2: Fixture advisory (2026-06-01)");
    expect(row(summary, "Top income-tax rate (no regional or local income tax added)")?.value).toBe("40% (2026)");
  });
});
