/**
 * Issue 19 as its personas meet it in the report: each route checked against the quantity it asks for, the
 * licensing body for a regulated occupation, the retirement-income paragraph for a retiree, a household's amount.
 */
import { describe, expect, it } from "vitest";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import type { Block, ReportSection } from "@server/report-pdf/report-document";
import { rawDestinationData } from "@server/destinations/data/index";
import { reportFor } from "../../../tests/support/report-documents";
import { LICENSING_HEADING } from "./licensing-blocks";
import { RETIREE_TAX_HEADING } from "./retiree-tax-blocks";

type Overrides = Parameters<typeof reportFor>[0];

const sectionOf = (overrides: Overrides, id: string): ReportSection => {
  const section = reportFor(overrides).document.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no ${id} chapter`);
  return section;
};
const lines = (section: ReportSection): string[] =>
  section.blocks.flatMap((block: Block) => {
    if (block.kind === "paragraph" || block.kind === "subheading") return [block.text];
    if (block.kind === "callout") return [`${block.title ?? ""}: ${block.text}`];
    if (block.kind === "keyValues") return block.rows.map((row) => `${row.label}: ${row.value}`);
    if (block.kind === "link") return [`${block.label} <${block.url}>`];
    return [];
  });
const countryName = (slug: (typeof COUNTRY_SLUGS)[number]) => rawDestinationData.places[slug].name;
const anyCity = { preferred_city: null };

const retiree: Overrides = { user_age: 67, user_job: "Retired teacher", monthly_budget: 2800, monthly_income: 4000, income_kind: "pension", climate_preference: "mediterranean" };

describe("personas in the report", () => {
  it("the retired teacher ($2,800 housing, $4,000 pension) meets Portugal's D7, a route meant for her", () => {
    const text = lines(sectionOf(retiree, "immigration")).join("\n");
    expect(text).toMatch(/Your answers: likely meets \(a route meant for you\): Your income \(\$4,000 a month before tax\) is at or above the minimum income of EUR [\d,]+ a month/);
    expect(text).toContain("monthly income $4,000 before tax (pension, Social Security included)");
  });

  it("the budget chapter compares the sourced monthly costs with the income told, and budgets for the household that moves", () => {
    const text = lines(sectionOf({ ...retiree, preferred_city: "Lisbon", household_adults: 2, household_children: 0 }, "budget")).join("\n");
    expect(text).toMatch(/Against your income: The (sourced items above|items above \(sourced figures and country estimates\)) come to \$[\d,]+ a month, \d+% of the monthly income before tax you told us \(\$4,000\)/);
    expect(text).toContain("A monthly budget for 2 adults");
    const table = sectionOf({ ...retiree, preferred_city: "Lisbon", household_adults: 2, household_children: 0 }, "budget").blocks.find(
      (block) => block.kind === "table" && block.rows.some((row) => row[0]?.startsWith("Total for the household")),
    );
    expect(table?.kind === "table" && table.rows.map((row) => row[0])).toEqual(expect.arrayContaining([expect.stringMatching(/^Groceries( \(country estimate\))?, times 1\.5$/)]));
    expect(table?.kind === "table" && table.caption).toContain("counted at 1.5 times one adult's (the modified OECD equivalence scale");
    expect(lines(sectionOf({ preferred_city: "Lisbon" }, "budget")).join("\n")).not.toContain("Against your income");
  });

  it("every city's monthly budget has utilities, groceries and transport: the city's figure or a labelled country estimate, never an empty line", () => {
    const engineer: Overrides = { user_age: 29, user_job: "Software engineer", monthly_income: 9000, income_kind: "salary", climate_preference: "seasonal" };
    const cases: NonNullable<Overrides>[] = [
      { ...engineer, preferred_country: "Japan", preferred_city: "Tokyo" },
      { ...retiree, preferred_country: "Portugal", preferred_city: "Lisbon" },
      { ...engineer, preferred_country: "Germany", preferred_city: "Berlin", climate_preference: "temperate" },
    ];
    for (const overrides of cases) {
      const budget = sectionOf(overrides, "budget");
      const table = budget.blocks.find((block) => block.kind === "table" && block.columns.join() === "Item,Monthly (USD)");
      if (!table || table.kind !== "table") throw new Error(`no monthly budget for ${overrides.preferred_city}`);
      const labels = table.rows.map((row) => row[0] ?? "");
      for (const item of ["Utilities", "Groceries", "Public transport pass"]) expect(labels.some((label) => label.startsWith(item)), `${overrides.preferred_city} ${item}`).toBe(true);
      for (const row of table.rows) expect(row[1], `${overrides.preferred_city} ${row[0]}`).toMatch(/^\$[\d,]+$/);
      expect(table.caption ?? "").not.toContain("Left out of the total");
    }
    // Tokyo has no sourced groceries figure: the line says it is the country estimate, and the chapter explains how it is made.
    const tokyo = sectionOf(cases[0], "budget");
    const text = lines(tokyo).join("\n");
    expect(text).toMatch(/Groceries, one person: \$[\d,]+ \(country estimate\)/);
    expect(text).toContain("Country estimate, not a city figure: a one-person US household spends about");
    expect(text).toContain("How the estimates are made");
    expect(text).not.toContain("no sourced figure");
  });

  it("the healthcare chapter gives health cover by age band, marks the person's band, and labels an estimate as one", () => {
    const section = sectionOf({ ...retiree, preferred_country: "Morocco", preferred_city: null, climate_preference: "dry" }, "healthcare");
    const table = section.blocks.find((block) => block.kind === "table" && block.columns[0] === "Age");
    if (!table || table.kind !== "table") throw new Error("no age-band table");
    expect(table.rows.map((row) => row[0])).toEqual(["Under 40", "40 to 59", "60 and over (your age)"]);
    expect(table.rows[0]?.[1]).toMatch(/^EUR 621 a year \(about \$\d+ a month\)$/);
    expect(table.rows[2]?.[1]).toMatch(/\(estimate\)$/);
    expect(table.rows[2]?.[2]).toMatch(/^Estimate for age 64: the premium quoted for age 30 .* scaled by the US federal default age curve/);
  });

  it("the budget chapter lists the first year's one-off costs, each sourced or saying it has no figure, and totals only the sourced ones", () => {
    const budget = sectionOf({ ...retiree, preferred_city: "Lisbon" }, "budget");
    const table = budget.blocks.find((block) => block.kind === "table" && block.columns[0] === "Item" && block.columns[2] === "Basis");
    if (!table || table.kind !== "table") throw new Error("no first-year table");
    const byItem = Object.fromEntries(table.rows.map((row) => [row[0], row]));
    expect(byItem["FBI record check"]?.[1]).toBe("$18");
    expect(byItem["Visa and residence fees"]?.[2]).toContain("D7");
    expect(byItem["First month's rent"]?.[1]).toMatch(/^\$[\d,]+$/);
    expect(byItem["Flights and shipping"]?.[1]).toBe("No sourced figure");
    const sourced = table.rows.slice(0, -1).map((row) => row[1] ?? "").filter((amount) => amount.startsWith("$") || amount.includes("(about $"));
    const sum = sourced.reduce((total, amount) => total + Number((amount.match(/\$([\d,]+)/)?.[1] ?? "0").replace(/,/g, "")), 0);
    expect(table.rows.at(-1)?.[1]).toBe(`$${sum.toLocaleString("en-US")}`);
  });

  it("a route with its own fee per dependant is multiplied out that way in the first-year costs, not as the main applicant's fee per person", () => {
    const couple = { ...retiree, preferred_country: "Philippines", climate_preference: "tropical" as const, ...anyCity, household_adults: 2, household_children: 1 };
    const table = sectionOf(couple, "budget").blocks.find((block) => block.kind === "table" && block.columns[0] === "Item" && block.columns[2] === "Basis");
    if (!table || table.kind !== "table") throw new Error("no first-year table");
    const fee = table.rows.find((row) => row[0] === "Visa and residence fees");
    expect(fee?.[2]).toContain("USD 1,400 for you and USD 300 for each of the 2 who join you");
    expect(fee?.[1]).toBe("$2,000");
  });

  it("a buyer for Perth is given Western Australia's bond rule, not New South Wales's (each state sets its own)", () => {
    const perth = { ...retiree, preferred_country: "Australia", preferred_city: "Perth", climate_preference: "mediterranean" as const };
    const table = sectionOf(perth, "budget").blocks.find((block) => block.kind === "table" && block.columns[0] === "Item" && block.columns[2] === "Basis");
    if (!table || table.kind !== "table") throw new Error("no first-year table");
    const deposit = table.rows.find((row) => row[0] === "Rental deposit")?.[2] ?? "";
    expect(deposit).toContain("Western Australia");
    expect(deposit).not.toContain("New South Wales");
  });

  it("a family of four on the D7 is told the household's amount (+50% for a spouse, +30% per child)", () => {
    const text = lines(sectionOf({ ...retiree, monthly_income: 1500, household_adults: 2, household_children: 2 }, "immigration")).join("\n");
    expect(text).toMatch(/For 2 adults and 2 children the route asks for \$[\d,]+ a month/);
  });

  it("the software engineer for Tokyo has Japan's engineer status and the Highly Skilled Professional route checked against his salary", () => {
    const engineer: Overrides = { user_age: 29, user_job: "Software engineer", preferred_country: "Japan", ...anyCity, climate_preference: "temperate", monthly_income: 8000, income_kind: "salary" };
    const section = sectionOf(engineer, "immigration");
    const text = lines(section).join("\n");
    expect(text).toContain("Engineer / Specialist in Humanities / International Services");
    expect(text).toMatch(/Highly Skilled Professional/);
    expect(text).toMatch(/Your salary \(\$8,000 a month before tax\) is at or above the minimum salary of JPY 3,000,000 a year/);
    expect(text).toContain(LICENSING_HEADING);
    expect(text).toContain("ISCO-08 2512, Software developers");
  });

  it("the nurse for Germany learns who recognises her licence, with steps", () => {
    const nurse: Overrides = { user_age: 45, user_job: "Registered nurse", preferred_country: "Germany", ...anyCity, climate_preference: "temperate", monthly_income: 5000, income_kind: "salary" };
    const text = lines(sectionOf(nurse, "immigration")).join("\n");
    expect(text).toContain("ISCO-08 2221, Nursing professionals");
    expect(text).toMatch(/Who recognises it: .+/);
    expect(text).toMatch(/Steps: .{20,}/);
  });

  it("a remote worker for Spain has the digital-nomad visa checked against remote income", () => {
    const nomad: Overrides = { user_age: 34, user_job: "Web developer", preferred_country: "Spain", ...anyCity, monthly_income: 9000, income_kind: "remote-work" };
    const text = lines(sectionOf(nomad, "immigration")).join("\n");
    expect(text).toMatch(/likely meets \(a route meant for you\): Your income \(\$9,000 a month before tax\) is at or above the minimum income/);
  });

  it("every country names a recognition body or its contact point for a regulated occupation, and says when an answer is not matched", () => {
    for (const slug of COUNTRY_SLUGS) {
      const destination = { preferred_country: countryName(slug), ...anyCity };
      const nurse = reportFor({ ...destination, user_job: "Nurse", ...climateFor(slug) }).document.sections.find((s) => s.id === "immigration");
      const text = lines(nurse as ReportSection).join("\n");
      expect(text, slug).toContain(LICENSING_HEADING);
      expect(text, slug).toMatch(/Who recognises it: |Contact point: /);
      const unmatched = lines(reportFor({ ...destination, user_job: "Astronaut", ...climateFor(slug) }).document.sections.find((s) => s.id === "immigration") as ReportSection).join("\n");
      expect(unmatched, slug).toContain('Your occupation ("Astronaut") was not matched to an occupation group');
    }
  });

  it("every country gives a retiree the retirement-income paragraph, and a worker does not get it", () => {
    for (const slug of COUNTRY_SLUGS) {
      const overrides = { ...retiree, preferred_country: countryName(slug), ...anyCity, ...climateFor(slug) };
      const text = lines(sectionOf(overrides, "tax")).join("\n");
      expect(text, slug).toContain(RETIREE_TAX_HEADING);
      expect(text, slug).toMatch(/US Social Security: .+/);
      expect(text, slug).toMatch(/IRA and 401\(k\) withdrawals: .+/);
    }
    const worker = lines(sectionOf({ user_job: "Software engineer", monthly_income: 8000, income_kind: "salary" }, "tax")).join("\n");
    expect(worker).not.toContain(RETIREE_TAX_HEADING);
  });
});

/** A climate the country has, so no persona is refused for a climate conflict. */
function climateFor(slug: (typeof COUNTRY_SLUGS)[number]): { climate_preference: string } {
  const types = rawDestinationData.places[slug].climate.types;
  return { climate_preference: types[0] ?? "temperate" };
}
