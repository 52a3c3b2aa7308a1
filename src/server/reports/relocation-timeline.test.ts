import { publicSource } from "@server/facts/citation";
import { describe, expect, it } from "vitest";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import type { CountryRoutes, ResidenceRoute } from "@server/knowledge/knowledge.schema";
import { planTimeline, routeToPlan, type TimelinePerson } from "./relocation-timeline";
import { TEST_SOURCE } from "../../../tests/support/knowledge";

const ALONE: TimelinePerson = { incomeKind: null, household: { adults: 1, children: 0 }, recognition: null, schoolYearStarts: null };

const route = (kind: ResidenceRoute["kind"], name: string, needsLocalJobOffer = false): ResidenceRoute => ({
  id: name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
  kind,
  name,
  whoFor: "People in this test fixture.",
  minimumAge: null,
  needsLocalJobOffer,
  threshold: { kind: "income", amount: 1000, currency: "USD", period: "month", basis: "fixture", source: TEST_SOURCE },
  fee: { value: null, note: "No fee in this fixture." },
  processingTime: { text: "About 60 days in this fixture.", source: TEST_SOURCE },
  durationAndRenewal: { value: null, note: "No duration in this fixture." },
  permanentResidence: { value: null, note: "Not in this fixture." },
  citizenship: { value: null, note: "Not in this fixture." },
  officialPage: "https://fixture.example/route",
});
const routes = (...list: ResidenceRoute[]): CountryRoutes => ({ country: "portugal", checked: "2026-11", routes: list, absent: [] });
const verdict = (r: ResidenceRoute, status: RouteVerdict["status"]): RouteVerdict => ({
  routeId: r.id,
  route: r.name,
  kind: r.kind,
  status,
  decidedBy: "money",
  forYou: true,
  summary: `Fixture verdict ${status}.`,
  threshold: "USD 1,000 a month",
  shortfallUsd: null,
  source: publicSource(TEST_SOURCE),
  officialPage: r.officialPage,
});

const work = route("work", "Fixture work permit", true);
const nomad = route("remote-work", "Fixture nomad visa");
const retire = route("retirement", "Fixture retirement visa");

describe("the relocation timeline", () => {
  it("plans around a route the answers meet, before any closer fit for the occupation", () => {
    const planned = routeToPlan(routes(nomad, retire), [verdict(nomad, "below"), verdict(retire, "meets")], "Software engineer");
    expect(planned?.route.name).toBe("Fixture retirement visa");
    expect(planned?.why).toBe("your answers likely meet its money threshold");
  });

  it("among equal verdicts, prefers the retirement route for a retiree and the remote-work route otherwise", () => {
    const both = routes(nomad, retire);
    const unknown = [verdict(nomad, "unknown"), verdict(retire, "unknown")];
    expect(routeToPlan(both, unknown, "Retired teacher")?.route.name).toBe("Fixture retirement visa");
    expect(routeToPlan(both, unknown, "Designer")?.route.name).toBe("Fixture nomad visa");
  });

  it("goes month by month from decision to arrival, quoting the route's processing time and official page", () => {
    const planned = routeToPlan(routes(work), [verdict(work, "unknown")], "Nurse");
    const months = planTimeline({ country: "Portugal", city: "Porto", planned, person: ALONE, emergencyNumber: "112" });
    expect(months.map((month) => month.when)).toEqual(["Month 1", "Month 2", "Month 3", "Month 4", "Month 5", "Month 6", "Months 7 to 9"]);
    const steps = months.flatMap((month) => month.steps);
    expect(steps).toContain("Usual processing time: About 60 days in this fixture.");
    expect(steps.some((step) => step.includes("https://fixture.example/route"))).toBe(true);
    expect(steps).toContain("Start the job search now: this route needs an offer from an employer in Portugal.");
    expect(steps.some((step) => step.includes("in Porto for the first one to three months"))).toBe(true);
    expect(steps.some((step) => step.includes("(112)"))).toBe(true);
  });

  it("says where and how to apply as the route's conditions say: the employer, online, never a consulate by default (issue 28.4)", () => {
    const conditions = (via: "online" | "employer" | "consulate" | "in-country", how: string) => ({
      incomeKinds: ["salary" as const],
      skill: { rule: "any" as const },
      maximumAge: null,
      points: null,
      applies: { via, how, source: TEST_SOURCE },
      dependants: { who: "a spouse or partner and children under 18", source: TEST_SOURCE, partner: "spouse-or-partner" as const, children: { underYears: 18 } },
    });
    const sponsored: ResidenceRoute = { ...work, name: "Fixture highly skilled migrant", conditions: conditions("employer", "The recognised sponsor files the application with the authority.") };
    const steps = (entry: ResidenceRoute, person = ALONE) =>
      planTimeline({ country: "Netherlands", city: "Amsterdam", planned: routeToPlan(routes(entry), [verdict(entry, "meets")], "Engineer"), person, emergencyNumber: "112" }).flatMap((month) => month.steps);
    const employerSteps = steps(sponsored);
    expect(employerSteps).toContain("Your employer applies for the Fixture highly skilled migrant: give them the documents they ask for. The recognised sponsor files the application with the authority.");
    expect(employerSteps.join(" ")).not.toMatch(/consulate that serves your US state/);
    const online: ResidenceRoute = { ...work, name: "Fixture online visa", conditions: conditions("online", "Apply through the authority's online portal.") };
    expect(steps(online)).toContain("Apply online for the Fixture online visa. Apply through the authority's online portal.");
    const unknownChannel = steps(work);
    expect(unknownChannel.some((step) => step.includes("the way its official page says"))).toBe(true);

    const family = { incomeKind: "salary" as const, household: { adults: 2, children: 2 }, recognition: { body: "Fixture nursing board", url: "https://fixture.example/board", steps: "Apply with your diploma and licence." }, schoolYearStarts: 9 };
    const familySteps = steps(sponsored, family);
    expect(familySteps.some((step) => step.includes("children's birth certificates") && step.includes("a spouse or partner and children under 18"))).toBe(true);
    expect(familySteps).toContain("Apply for your family members' permits as dependants at the same time, so they can travel with you.");
    expect(familySteps[familySteps.findIndex((step) => step.includes("Fixture nursing board"))]).toContain("https://fixture.example/board");
    expect(familySteps.findIndex((step) => step.includes("Fixture nursing board"))).toBeLessThan(familySteps.findIndex((step) => step.startsWith("Your employer applies")));
  });

  it("plans a family that may join only after a waiting period to follow the applicant: no joint application, reunification and school steps after the wait", () => {
    const waiting: ResidenceRoute = {
      ...work,
      name: "Fixture employee permit",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: { via: "employer", how: "The employer files the application.", source: TEST_SOURCE },
        dependants: { who: "after 18 months, a spouse and children under 18", source: TEST_SOURCE, partner: "spouse", children: { underYears: 18 }, joinsAfterMonths: 18 },
      },
    };
    const months = planTimeline({
      country: "France",
      city: null,
      planned: routeToPlan(routes(waiting), [verdict(waiting, "meets")], "Engineer"),
      person: { ...ALONE, household: { adults: 2, children: 1 }, schoolYearStarts: 9 },
      emergencyNumber: null,
    });
    const stepsOf = (when: string) => months.find((month) => month.when === when)?.steps ?? [];
    expect(stepsOf("Month 3").join(" ")).toContain("they may join you only after you have held your permit for 18 months, through family reunification");
    expect(stepsOf("Month 3").join(" ")).not.toContain("at the same time, so they can travel with you");
    expect(stepsOf("Month 6").join(" ")).not.toContain("Enrol the children");
    const later = stepsOf("Months 7 to 9");
    const reunify = later.findIndex((step) => step.includes("held your permit for 18 months: apply then for your family to join you"));
    expect(reunify).toBeGreaterThanOrEqual(0);
    expect(later.findIndex((step) => step.startsWith("Enrol the children"))).toBeGreaterThan(reunify);
  });

  it("adds the children's steps after each month's other steps: records, health cover, schools by the school year's start, enrolment", () => {
    const plan = (children: number) => planTimeline({ country: "Portugal", city: null, planned: null, person: { ...ALONE, household: { adults: 2, children }, schoolYearStarts: 9 }, emergencyNumber: null });
    const withChildren = plan(2);
    const without = plan(0);
    for (const [index, month] of without.entries()) {
      expect(withChildren[index]?.steps.slice(0, month.steps.length), `${month.when}: the existing steps keep their places`).toEqual(month.steps);
    }
    const added = withChildren.flatMap((month) => month.steps).filter((step) => !without.flatMap((month) => month.steps).includes(step));
    expect(added).toEqual([
      "Ask your children's doctor for their vaccination records, and their schools for the last two years' reports: schools and health services ask for both, translated where needed.",
      "Make sure the health insurance covers each child from the day you arrive.",
      "Choose schools for the children and ask them (or the local education office) about places: the school year in Portugal starts in September, so plan the move to let them start near the beginning of a term if you can.",
      "Enrol the children in school as soon as your address is registered (the schools chapter says how and with which documents).",
    ]);
  });

  it("plans the US tax step for the kind of income: no earned-income exclusion for a pension", () => {
    const plan = (incomeKind: "pension" | "salary" | null) =>
      planTimeline({ country: "Portugal", city: null, planned: null, person: { ...ALONE, incomeKind }, emergencyNumber: null }).flatMap((month) => month.steps).find((step) => step.startsWith("Meet a tax adviser")) ?? "";
    expect(plan("pension")).toContain("the foreign earned income exclusion does not apply to it");
    expect(plan("salary")).toContain("the choice between the foreign earned income exclusion and the foreign tax credit for your earnings");
    expect(plan(null)).toContain("pensions and Social Security cannot use the exclusion");
  });

  it("without researched routes, names only the steps every route shares", () => {
    const steps = planTimeline({ country: "Ghana", city: null, planned: null, person: ALONE, emergencyNumber: null }).flatMap((month) => month.steps);
    expect(steps.some((step) => step.includes("Residence routes and US ties at a glance"))).toBe(true);
    expect(steps.some((step) => step.includes("job search"))).toBe(false);
    expect(steps.some((step) => step.includes("in Ghana for the first one to three months"))).toBe(true);
  });
});
