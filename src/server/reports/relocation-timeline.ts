/**
 * The month-by-month relocation plan, tailored to the residence route that fits the buyer best. Pure: the same
 * facts give the same plan. Months are the usual order of steps, not promises: the route's own processing time
 * (quoted, never parsed) decides how long the wait lasts.
 */
import { monthName } from "@shared/format";
import type { IncomeKind } from "@shared/constants";
import type { Assessment, MoneyAnswers } from "@shared/contracts/assessments";
import type { Destination } from "@server/destinations/catalog";
import { isResearched } from "@server/knowledge/index";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { readTopic } from "@server/facts/catalogue/read-facts";
import { emergencyNumbersInWords } from "@server/knowledge/emergency/numbers-in-words";
import { matchOccupation } from "@server/knowledge/occupations/match-occupation";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import type { CountryRoutes, ResidenceRoute } from "@server/knowledge/knowledge.schema";
import type { ApplicationChannel } from "@server/knowledge/residence-routes/route-conditions.schema";

/** `by`: the month (from the start of the plan) by whose end the steps are due, for the hub's checklist and calendar. */
export type TimelineMonth = { when: string; by: number; title: string; steps: string[] };

export type PlannedRoute = { route: ResidenceRoute; verdict: RouteVerdict | undefined; why: string };

const STATUS_RANK: Record<RouteVerdict["status"], number> = { meets: 0, "points-tested": 1, unknown: 2, below: 3, "not-open": 4 };

/** Route kinds in the order a person with this occupation would usually look at them. */
function kindOrder(occupation: string): ResidenceRoute["kind"][] {
  return /retire/i.test(occupation) ? ["retirement", "remote-work", "work", "investment"] : ["remote-work", "work", "retirement", "investment"];
}

/**
 * The route to plan around: among the routes meant for the person (RouteVerdict.forYou: their kind of income, or
 * age and occupation), one the answers likely meet, else the closest fit; other routes only when none is meant
 * for them.
 */
export function routeToPlan(routes: CountryRoutes, verdicts: readonly RouteVerdict[], occupation: string): PlannedRoute | null {
  const order = kindOrder(occupation);
  const ranked = routes.routes
    .map((route) => ({ route, verdict: verdicts.find((verdict) => verdict.route === route.name) }))
    .sort(
      (a, b) =>
        Number(b.verdict?.forYou ?? false) - Number(a.verdict?.forYou ?? false) ||
        STATUS_RANK[a.verdict?.status ?? "unknown"] - STATUS_RANK[b.verdict?.status ?? "unknown"] ||
        order.indexOf(a.route.kind) - order.indexOf(b.route.kind),
    );
  const best = ranked[0];
  if (!best) return null;
  const why =
    best.verdict?.status === "meets"
      ? "your answers likely meet its money threshold"
      : best.verdict?.status === "points-tested"
        ? "nothing in your answers rules it out, and its points test decides"
        : best.verdict?.status === "below"
          ? "it is the closest fit, although your answers fall below its threshold"
          : best.verdict?.status === "not-open"
            ? "it is the closest route listed, although a condition in your answers rules it out"
            : "your answers cannot settle its threshold, and it is the closest fit for your occupation";
  return { route: best.route, verdict: best.verdict, why };
}

/** Who moves, as the plan needs it: the kind of income (for the US tax step), the household, a regulated qualification. */
export type TimelinePerson = {
  incomeKind: IncomeKind | null;
  household: { adults: number; children: number };
  /** The body that recognises the person's regulated qualification in the country, when the work is regulated. */
  recognition: { body: string; url: string; steps: string } | null;
  /** When children move: the month the country's school year starts, where the schools knowledge has it. */
  schoolYearStarts: number | null;
};

export type TimelineInput = {
  country: string;
  city: string | null;
  planned: PlannedRoute | null;
  person: TimelinePerson;
  /** The local emergency numbers line ("112", or "police 104; ambulance and fire 911"), when the knowledge base has them. */
  emergencyNumber: string | null;
};

/** The whole timeline input for an assessment: the route to plan around, the person, the emergency number (report and hub alike). */
export function timelineInputFor(
  assessment: Pick<Assessment, "user_job" | "preferred_city"> & Partial<MoneyAnswers>,
  destination: Pick<Destination, "name" | "slug">,
  catalogue: FactCatalogue,
  verdicts: readonly RouteVerdict[],
): TimelineInput {
  const routes = readTopic(catalogue, "residenceRoutes", destination.slug).record;
  const planned = isResearched(routes) ? routeToPlan(routes, verdicts, assessment.user_job) : null;
  const emergency = readTopic(catalogue, "emergency", destination.slug).record;
  const emergencyNumber = isResearched(emergency) && isResearched(emergency.numbers) ? emergencyNumbersInWords(emergency.numbers).text : null;
  const recognitionEntry = readTopic(catalogue, "recognition", destination.slug).record;
  const match = matchOccupation(assessment.user_job);
  const body =
    match.kind === "regulated" && isResearched(recognitionEntry) ? recognitionEntry.professions.find((profession) => profession.group === match.group) : undefined;
  return {
    country: destination.name,
    city: assessment.preferred_city,
    planned,
    emergencyNumber,
    person: {
      incomeKind: assessment.income_kind ?? null,
      household: { adults: assessment.household_adults ?? 1, children: assessment.household_children ?? 0 },
      recognition: body ? { body: body.body, url: body.url, steps: body.steps } : null,
      schoolYearStarts: schoolYearMonth(catalogue, destination.slug),
    },
  };
}

function schoolYearMonth(catalogue: FactCatalogue, slug: Destination["slug"]): number | null {
  const schools = readTopic(catalogue, "schools", slug).record;
  return isResearched(schools) && isResearched(schools.schoolYearStarts) ? schools.schoolYearStarts.month : null;
}


/**
 * The steps for the children (issue 29.5), by the month they belong to. They come after each month's other steps, so
 * the ids of a plan's existing steps (the hub's checklist keeps them) never move.
 */
function childrenSteps(children: number, country: string, schoolYearStarts: number | null): Record<2 | 5 | 6, string[]> {
  if (children === 0) return { 2: [], 5: [], 6: [] };
  const start = schoolYearStarts ? `the school year in ${country} starts in ${monthName(schoolYearStarts)}, so plan the move to let them start near the beginning of a term if you can` : `the schools chapter says when the school year starts`;
  return {
    2: [
      "Ask your children's doctor for their vaccination records, and their schools for the last two years' reports: schools and health services ask for both, translated where needed.",
      "Make sure the health insurance covers each child from the day you arrive.",
    ],
    5: [`Choose schools for the children and ask them (or the local education office) about places: ${start}.`],
    6: ["Enrol the children in school as soon as your address is registered (the schools chapter says how and with which documents)."],
  };
}

/** Where and how the application is made, from the route's conditions; said plainly when the data has none. */
function applyStep(route: ResidenceRoute | null, name: string): string {
  const applies = route?.conditions?.applies;
  if (!applies) return `Apply for the ${name} the way its official page says: some routes are applied for online, some at a consulate, some by the employer.`;
  const lead: Record<ApplicationChannel, string> = {
    online: `Apply online for the ${name}.`,
    consulate: `Apply for the ${name} at the consulate.`,
    direct: `Send the application for the ${name} to the authority yourself, from the United States.`,
    "in-country": `Apply for the ${name} in the country.`,
    employer: `Your employer applies for the ${name}: give them the documents they ask for.`,
  };
  return `${lead[applies.via]} ${applies.how}`;
}

/** The US tax step that fits the kind of income: the earned-income exclusion is for earned income only. */
function usTaxStep(incomeKind: IncomeKind | null): string {
  if (incomeKind === "pension") {
    return "Meet a tax adviser who knows both countries: plan your last US state return and the FBAR. A pension or Social Security is not foreign earned income, so the foreign earned income exclusion does not apply to it: the tax chapter says how each kind of retirement income is taxed there.";
  }
  if (incomeKind === "passive") {
    return "Meet a tax adviser who knows both countries: plan your last US state return and the FBAR. Rents, dividends and interest are not earned income, so the foreign earned income exclusion does not apply to them; the foreign tax credit and the tax treaty decide how they are taxed (see the tax chapter).";
  }
  if (incomeKind === "salary" || incomeKind === "remote-work") {
    return "Meet a tax adviser who knows both countries: plan your last US state return, the FBAR, and the choice between the foreign earned income exclusion and the foreign tax credit for your earnings (see the tax chapter).";
  }
  return "Meet a tax adviser who knows both countries: plan your last US state return and the FBAR; earnings may use the foreign earned income exclusion or the foreign tax credit, while pensions and Social Security cannot use the exclusion (see the tax chapter).";
}

function routeSteps(planned: PlannedRoute | null, country: string) {
  if (!planned) {
    return {
      route: null,
      name: "the residence route that fits you",
      check: `Pick the residence route: the chapter "Residence routes and US ties at a glance" lists the kinds ${country} offers, with their official sources.`,
      money: "Gather proof of the income or savings the route asks for.",
      wait: "Processing times for this country are not in this report: ask the consulate when you book the appointment.",
      jobOffer: false,
      page: null as string | null,
    };
  }
  const { route, verdict } = planned;
  const threshold = verdict?.threshold ? `proof of the ${"kind" in route.threshold ? route.threshold.kind : "money"} the route asks for, ${verdict.threshold}` : "proof of the means the route asks for";
  return {
    route,
    name: route.name,
    check: `Plan around the ${route.name}, because ${planned.why}.${verdict ? ` ${verdict.summary}` : ""}`,
    money: `Gather ${threshold}. Typical evidence: bank statements, pension or employer letters, tax returns.`,
    wait: "value" in route.processingTime ? "The usual processing time is not in this report: ask the authority that takes the application." : `Usual processing time: ${route.processingTime.text}`,
    jobOffer: route.needsLocalJobOffer,
    page: route.officialPage,
  };
}

export function planTimeline(input: TimelineInput): TimelineMonth[] {
  const { country, city, person } = input;
  const place = city ?? country;
  const route = routeSteps(input.planned, country);
  const family = person.household.adults > 1 || person.household.children > 0;
  const dependants = route.route?.conditions?.dependants;
  const recognition = person.recognition;
  const forChildren = childrenSteps(person.household.children, country, person.schoolYearStarts);
  /** Months the family waits before it may join (family reunification), when the route makes it wait. */
  const familyWaits = family ? (dependants?.joinsAfterMonths ?? null) : null;
  const childrenOnArrival = familyWaits ? { 5: [], 6: [] } : forChildren;
  return [
    {
      when: "Month 1",
      by: 1,
      title: "Decide and check",
      steps: [
        route.check,
        ...(route.page ? [`Read the official page (${route.page}) and note every document it lists; rules and fees change.`] : []),
        ...(route.jobOffer ? [`Start the job search now: this route needs an offer from an employer in ${country}.`] : []),
        ...(recognition
          ? [`Start the recognition of your qualification with ${recognition.body} (${recognition.url}) now: you need it to work in your occupation, and employers and work routes often ask for it before the visa. ${recognition.steps}`]
          : []),
        "Book a first consultation with a licensed immigration lawyer or adviser (see the professional services directory).",
        "Check your US passport's expiry date: renew it before you go if it would expire during your first permit.",
      ],
    },
    {
      when: "Month 2",
      by: 2,
      title: "Gather your documents",
      steps: [
        route.money,
        "If the route asks for a criminal record certificate, request the FBI Identity History Summary early: it is the US record consulates usually accept.",
        "Ask the authority that takes your application whether your US documents need an apostille and a certified translation, and order them.",
        ...(family
          ? [`Gather the family documents too: marriage certificate and children's birth certificates, apostilled and translated${dependants ? `; the route lets ${dependants.who} join you` : ""}.`]
          : []),
        "Get a quote for health insurance that covers you in the country from day one (see the healthcare chapter).",
        ...forChildren[2],
      ],
    },
    {
      when: "Month 3",
      by: 3,
      title: "Apply",
      steps: [
        applyStep(route.route, route.name),
        ...(family
          ? [
              familyWaits
                ? `Your family cannot apply with you: on this route they may join you only after you have held your permit for ${familyWaits} months, through family reunification. Plan for them to follow you, or look for a route they can come on with you.`
                : "Apply for your family members' permits as dependants at the same time, so they can travel with you.",
            ]
          : []),
        route.wait,
        "Keep copies of everything you file, and the receipt.",
      ],
    },
    {
      when: "Month 4",
      by: 4,
      title: "While you wait",
      steps: [
        usTaxStep(person.incomeKind),
        "Decide what to ship and what to sell; ask movers for quotes (the directory lists the movers' associations).",
        "Start language lessons if the country's language is not English.",
      ],
    },
    {
      when: "Month 5",
      by: 5,
      title: "Approval and logistics",
      steps: [
        `Book a furnished rental in ${place} for the first one to three months, so you can choose a neighbourhood before you sign a long lease.`,
        "Tell your US banks and card issuers you are moving, keep one US account and a US mailing address, and set up mail forwarding.",
        "Book your flight within the validity dates of your visa.",
        ...childrenOnArrival[5],
      ],
    },
    {
      when: "Month 6",
      by: 6,
      title: "Arrival",
      steps: [
        "Enter the country within your visa's dates and book the residence-permit appointment the visa tells you to make.",
        "Register your address and get the local tax number; open a local bank account.",
        input.emergencyNumber
          ? `Save the emergency ${/;/.test(input.emergencyNumber) ? "numbers" : "number"} (${input.emergencyNumber}) and the US embassy's number in your phone.`
          : "Save the local emergency number and the US embassy's number in your phone.",
        "Enroll in the State Department's Smart Traveler Enrollment Program (STEP).",
        ...childrenOnArrival[6],
      ],
    },
    {
      when: "Months 7 to 9",
      by: 9,
      title: "Settling in",
      steps: [
        "Join the public health system when the rules in the healthcare chapter allow it, and keep private cover until then.",
        `Sign a long-term lease in ${place} once you know the area (see the housing chapter for deposits and contracts).`,
        "Check how long your US driving licence is valid there and whether it can be exchanged.",
        "Put the renewal date of your permit in your calendar, with time to gather the renewal documents.",
        ...(familyWaits
          ? [
              `Mark the day you will have held your permit for ${familyWaits} months: apply then for your family to join you (family reunification; the official page lists the income, housing and documents it asks for).`,
              ...forChildren[5],
              ...forChildren[6],
            ]
          : []),
      ],
    },
  ];
}
