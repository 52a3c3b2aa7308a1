/**
 * Issue 28: ten people (the five buyers who tried the product, and five more of other ages, occupations, incomes and
 * destinations). For each, the eligibility answer the results page shows and the paid report agree on which routes are
 * for the person, each with its deciding condition, on both databases; and the condition that decides is the one an
 * immigration adviser would name.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "@server/app";
import type { Block } from "@server/report-pdf/report-document";
import type { EligibilityResponse, RouteVerdict } from "@shared/contracts/eligibility";
import { catalog, knowledge, reportFor } from "../support/report-documents";
import { ROUTE_PROFILES as PROFILES } from "../support/route-profiles";
import { buildTestApp, portugalRequest } from "../support/test-app";
import { testDatabases, type TestDatabase } from "../support/test-databases";

/** The report's immigration chapter: each route's verdict callout title and text, by route heading. */
function reportVerdicts(blocks: Block[]): Map<string, string> {
  const found = new Map<string, string>();
  let route: string | null = null;
  for (const block of blocks) {
    if (block.kind === "subheading") route = block.text;
    if (block.kind === "callout" && route && block.title?.startsWith("Your answers:")) found.set(route, `${block.title} ${block.text}`);
  }
  return found;
}

/** How the plan's "Apply" step opens for each application channel (relocation-timeline.ts). */
const APPLY_LEADS = { online: "Apply online for the", consulate: "at the consulate", direct: "to the authority yourself", "in-country": "in the country", employer: "Your employer applies for the" } as const;

/** The plan's route and its "Apply" step, read off the report's timeline chapter. */
function plannedRoute(blocks: Block[]): { route: string | null; applyStep: string | undefined; steps: string[] } {
  const steps = blocks.flatMap((block) => (block.kind === "list" ? block.items : []));
  const route = steps.map((step) => /^Plan around the (.+?), because/.exec(step)?.[1]).find(Boolean) ?? null;
  return { route, applyStep: steps.find((step) => /^(Apply |Your employer applies|Send the application)/.test(step)), steps };
}

const STATUS_TITLES: Record<RouteVerdict["status"], string> = {
  meets: "Your answers: likely meets",
  below: "Your answers: below the threshold",
  "not-open": "Your answers: not open to you",
  "points-tested": "Your answers: points-tested, check your points",
  unknown: "Your answers: cannot tell",
};

describe.each(testDatabases())("routes judged for the person on $name", ({ open }) => {
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it.each(PROFILES)("agrees for $who: results page, eligibility answer and report", async (profile) => {
    const created = await app.inject({ method: "POST", url: "/api/assessments", payload: { ...portugalRequest, ...profile.answers } });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const answer = (await app.inject(`/api/assessments/${id}/eligibility`)).json<EligibilityResponse>();
    expect(answer.researched).toBe(true);

    for (const [fragment, wanted] of Object.entries(profile.expect)) {
      const verdict = answer.verdicts.find((entry) => entry.route.includes(fragment));
      expect(verdict, `${profile.who}: a route named like "${fragment}"`).toBeDefined();
      expect(verdict, `${profile.who}: ${verdict?.route}`).toMatchObject(wanted);
    }
    for (const verdict of answer.verdicts) {
      if (verdict.forYou) expect(["meets", "unknown", "points-tested"]).toContain(verdict.status);
      if (verdict.status === "below") expect(verdict.shortfallUsd).toBeGreaterThan(0);
    }

    // The paid report, built from the same answers, says the same of every route: status, "meant for you" and why.
    const { document } = reportFor(profile.answers as never);
    const chapter = document.sections.find((section) => section.id === "immigration");
    const inReport = reportVerdicts(chapter?.blocks ?? []);
    for (const verdict of answer.verdicts) {
      const text = [...inReport.entries()].find(([heading]) => heading.includes(verdict.route))?.[1];
      expect(text, `${profile.who}: report on ${verdict.route}`).toBeDefined();
      expect(text).toContain(STATUS_TITLES[verdict.status]);
      expect(text?.includes("(a route meant for you)")).toBe(verdict.forYou);
      expect(text).toContain(verdict.summary);
    }

    // The plan is built around a route open to the person where one exists, and applies the way that route does.
    const timeline = plannedRoute(document.sections.find((section) => section.id === "timeline")?.blocks ?? []);
    const open = answer.verdicts.filter((verdict) => verdict.forYou);
    if (open.length > 0) expect(open.map((verdict) => verdict.route), `${profile.who}: planned ${timeline.route}`).toContain(timeline.route);
    const slug = catalog.findByName(document.cover.country)?.slug;
    const routes = slug ? knowledge.residenceRoutes[slug] : undefined;
    const route = routes && "routes" in routes ? routes.routes.find((entry) => entry.name === timeline.route) : undefined;
    const via = route?.conditions?.applies.via;
    if (open.length > 0) expect(via, `${profile.who}: the planned route says how it is applied for`).toBeDefined();
    if (via) expect(timeline.applyStep, `${profile.who}: applying for ${route?.name}`).toContain(APPLY_LEADS[via]);
    expect(timeline.steps.join(" "), "no plan sends everyone to the consulate").not.toContain("consulate that serves your US state");
  });
});
