/**
 * "Immigration requirements": each residence route of the country in full (who it is for, money threshold,
 * fee, processing time, duration, paths to permanent residence and citizenship), with the buyer's eligibility
 * verdict. A country without researched routes gets a plain statement instead of filler.
 */
import { factIdsOf, factIdsUnder, readRoutes, readTopic, type Read } from "@server/facts/catalogue/read-facts";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { householdInWords, householdOf } from "@server/households/household";
import { occupationInWords } from "@shared/person-words";
import { formatDay } from "@server/facts/base-quantities/base-quantity";
import type { IncomeKind } from "@shared/constants";
import type { MoneyAnswers } from "@shared/contracts/assessments";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import { formatAmount, formatUsd } from "@shared/format";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, KeyValueRow, ReportSection } from "@server/report-pdf/report-document";
import { isResearched } from "@server/knowledge/index";
import type { CountryRoutes, Fee, ResidenceRoute, SourcedYears, Threshold, Unknown } from "@server/knowledge/knowledge.schema";
import { differRow, amountPage, isUnknown, noFigure, oneSourceRow, textRow } from "./fact-rows";
import { licensingBlocks } from "./licensing-blocks";
import { ageBandWords, inAgeBand, routeAtAge } from "@server/knowledge/residence-routes/route-at-age";
import { statedThreshold } from "@server/eligibility/check-eligibility";
import type { ReportFacts } from "./report-facts";

const KIND_TITLES: Record<ResidenceRoute["kind"], string> = {
  work: "Work",
  retirement: "Retirement and passive income",
  "remote-work": "Remote work",
  investment: "Investment",
};

const INCOME_WORDS: Record<IncomeKind, string> = {
  salary: "salary",
  "remote-work": "remote-work income",
  pension: "pension, Social Security included",
  passive: "passive income (rents, dividends, interest)",
};

/** The money answers as the report states them: what was told, and that the rest was not. */
/** What the law adds for each member of the family, in words. */
function familyShareWords(rule: NonNullable<Threshold["household"]>, currency: string): string {
  if ("perDependant" in rule) {
    const covered = rule.includedDependants === 0 ? "" : ` beyond the first ${rule.includedDependants === 1 ? "one" : rule.includedDependants}, which the amount covers`;
    return `The law adds ${formatAmount(rule.perDependant, currency)} for each dependant${covered}`;
  }
  return `The law adds ${Math.round(rule.perAdditionalAdult * 100)}% of the main applicant's amount for each further adult and ${Math.round(rule.perChild * 100)}% for each child`;
}

function moneyAnswersText(assessment: MoneyAnswers): string {
  const income =
    assessment.monthly_income !== null && assessment.income_kind !== null
      ? `monthly income ${formatUsd(assessment.monthly_income)} before tax (${INCOME_WORDS[assessment.income_kind]})`
      : "monthly income not given";
  const savings = assessment.savings !== null ? `savings ${formatUsd(assessment.savings)}` : "savings not given";
  const household = `${householdInWords(householdOf(assessment))} moving`;
  return `${income}, ${savings}, ${household}`;
}

const VERDICT_TONES: Record<RouteVerdict["status"], { tone: "success" | "warning" | "info"; title: string }> = {
  meets: { tone: "success", title: "Your answers: likely meets" },
  below: { tone: "warning", title: "Your answers: below the threshold" },
  "not-open": { tone: "warning", title: "Your answers: not open to you" },
  "points-tested": { tone: "info", title: "Your answers: points-tested, check your points" },
  unknown: { tone: "info", title: "Your answers: cannot tell" },
};

function yearsRow(label: string, fact: SourcedYears | Unknown, printed: FactCatalogue): KeyValueRow {
  if (isUnknown(fact)) return { label, value: noFigure(fact) };
  const years =
    fact.years === 0
      ? "From the start"
      : Number.isInteger(fact.years)
        ? `${fact.years} ${fact.years === 1 ? "year" : "years"}`
        : `${Math.round(fact.years * 12)} months`;
  return { label, value: `${years}${fact.note ? `. ${fact.note}` : ""}`, source: fact.source, facts: factIdsOf(printed, fact) };
}

/**
 * The thresholds the route sets for other ages than the buyer's (issue 30): the band's, or the general one when a
 * band holds for the buyer, so a reader sees that the figure quoted depends on age and what it is for others.
 */
function otherAgeRows(route: ResidenceRoute, age: number, printed: FactCatalogue): KeyValueRow[] {
  const bands = route.thresholdForAge ?? [];
  if (bands.length === 0) return [];
  const mine = bands.find((band) => inAgeBand(band, age));
  const others = bands.filter((band) => band !== mine).map((band) => ({ label: ageBandWords(band), value: `${statedThreshold(band.threshold)}: ${band.threshold.basis}`, source: band.threshold.source, facts: factIdsOf(printed, band.threshold) }));
  if (!mine) return others;
  const general: KeyValueRow = isUnknown(route.threshold)
    ? { label: "Applicants of other ages", value: noFigure(route.threshold) }
    : { label: "Applicants of other ages", value: `${statedThreshold(route.threshold)}: ${route.threshold.basis}`, source: route.threshold.source, facts: factIdsOf(printed, route.threshold) };
  return [general, ...others];
}

/**
 * A fee's rows on a route card: the amount with the page that states it; for a fee a rule re-sets, the rule and the
 * day the amount applies from; then "Sources differ" or "One source only" where either holds.
 */
function feeRows(fee: Fee, { label, figure }: { label: string; figure: string }, facts: string[]): KeyValueRow[] {
  return [
    { label, value: fee.amount === 0 ? `None (${fee.what})` : `${formatAmount(fee.amount, fee.currency)} (${fee.what})`, source: amountPage(fee), facts },
    ...(fee.edition && fee.basis
      ? [{ label: `How ${figure} is set`, value: `${fee.basis} The amount above applies from ${formatDay(fee.edition.appliesFrom)}.`, source: fee.source, facts }]
      : []),
    ...differRow(fee.edition?.crossCheck ?? fee.crossCheck, figure, facts),
    ...oneSourceRow(fee, figure, facts),
  ];
}

/** A route's card, each row tagged with the ids of the facts it prints (`printed` names them). */
function routeBlocks({ id, record: routeForAnyAge }: Read<ResidenceRoute>, verdict: RouteVerdict | undefined, age: number, printed: FactCatalogue): Block[] {
  // The threshold quoted is the one for the buyer's age, where the route sets one by age; the others follow it.
  const route = routeAtAge(routeForAnyAge, age);
  const fee = route.fee;
  const ids = (...records: (object | undefined)[]) => factIdsOf(printed, ...records);
  const dependants = route.conditions?.dependants;
  const rows: KeyValueRow[] = [
    { label: "Who it is for", value: route.whoFor },
    isUnknown(route.threshold)
      ? { label: "Money threshold", value: noFigure(route.threshold) }
      : { label: "Money threshold", value: `${verdict?.threshold ?? ""}: ${route.threshold.basis}`, source: route.threshold.source, facts: ids(route.threshold) },
    ...otherAgeRows(routeForAnyAge, age, printed),
    ...differRow(isUnknown(route.threshold) ? undefined : route.threshold.crossCheck, "the money threshold", ids(route.threshold)),
    ...(isUnknown(route.threshold) ? [] : oneSourceRow(route.threshold, "the money threshold", ids(route.threshold))),
    ...differRow(isUnknown(route.threshold) || !route.threshold.household || !("crossCheck" in route.threshold.household) ? undefined : route.threshold.household.crossCheck, "the amount for each dependant", ids(route.threshold)),
    ...(!isUnknown(route.threshold) && route.threshold.edition
      ? [
          { label: "Base figure used", value: `The value in force on this report's date, which applies from ${formatDay(route.threshold.edition.appliesFrom)}`, source: route.threshold.edition.citation, facts: ids(route.threshold) },
          ...differRow(route.threshold.edition.crossCheck, "the base figure", ids(route.threshold)),
        ]
      : []),
    route.minimumAge
      ? { label: "Minimum age", value: `${route.minimumAge.years}`, source: route.minimumAge.source, facts: ids(route.minimumAge) }
      : { label: "Minimum age", value: "None set by the route" },
    { label: "Needs a local job offer", value: route.needsLocalJobOffer ? "Yes" : "No" },
    ...(dependants ? [{ label: "Who may join you", value: dependants.who, source: dependants.source, facts: ids(dependants) }] : []),
    ...(dependants?.joinsAfterMonths
      ? [{ label: "When your family can join", value: `Only after you have held the permit for ${dependants.joinsAfterMonths} months (family reunification)`, source: dependants.source, facts: ids(dependants) }]
      : []),
    ...(dependants?.childPermit ? [{ label: "A child's permit", value: dependants.childPermit, source: dependants.source, facts: ids(dependants) }] : []),
    ...(dependants?.partnerIncome ? [{ label: "A partner's income", value: dependants.partnerIncome.note, source: dependants.partnerIncome.source, facts: ids(dependants.partnerIncome) }] : []),
    ...(!isUnknown(route.threshold) && route.threshold.household
      ? [
          {
            label: "Added for your family",
            value: `${familyShareWords(route.threshold.household, route.threshold.currency)}; the verdict above counts the people you told us move with you.`,
            source: ("source" in route.threshold.household && route.threshold.household.source) || route.threshold.source,
            facts: ids(route.threshold, route.threshold.household),
          },
        ]
      : []),
    ...(isUnknown(fee) ? [{ label: "Fee", value: noFigure(fee) }] : feeRows(fee, { label: "Fee", figure: "the fee" }, ids(fee))),
    ...(route.adultFee ? feeRows(route.adultFee, { label: "Also paid by each adult", figure: "the fee each adult pays" }, ids(route.adultFee)) : []),
    textRow("Processing time", route.processingTime, printed),
    textRow("Duration and renewal", route.durationAndRenewal, printed),
    yearsRow("Permanent residence after", route.permanentResidence, printed),
    yearsRow("Citizenship after", route.citizenship, printed),
    { label: "Official page", value: route.officialPage },
  ];
  return [
    { kind: "subheading", text: `${KIND_TITLES[route.kind]}: ${route.name}` },
    ...(verdict
      ? [
          {
            kind: "callout",
            ...VERDICT_TONES[verdict.status],
            title: `${VERDICT_TONES[verdict.status].title}${verdict.forYou ? " (a route meant for you)" : ""}`,
            text: verdict.summary,
            // The verdict weighs every condition of the route: a change to any of them can change it.
            facts: factIdsUnder(printed, id),
          } satisfies Block,
        ]
      : []),
    { kind: "keyValues", rows },
  ];
}

function absentBlocks(heading: string, entries: CountryRoutes["absent"], printed: FactCatalogue): Block[] {
  if (entries.length === 0) return [];
  return [
    { kind: "subheading", text: heading },
    {
      kind: "keyValues",
      rows: entries.map((absent) => ({ label: KIND_TITLES[absent.kind], value: absent.note, ...(absent.source ? { source: absent.source } : {}), facts: factIdsOf(printed, absent) })),
    },
  ];
}

/** A retired person (a pension as their income, or "retired" in their occupation) is not moving to work. */
const isRetired = (assessment: ReportFacts["assessment"]) => assessment.income_kind === "pension" || /^\s*(retired|retiree|pensioner)\b/i.test(assessment.user_job);

/** The occupation's recognition blocks, when the country's recognition bodies are researched; none for a retired person. */
function occupationBlocks(facts: ReportFacts): Block[] {
  const recognition = readTopic(facts.catalogue, "recognition", facts.destination.slug).record;
  if (!isResearched(recognition) || isRetired(facts.assessment)) return [];
  return licensingBlocks(facts.assessment.user_job, facts.destination.name, recognition);
}

export function immigrationSection(facts: ReportFacts): ReportSection {
  const { assessment, destination, eligibility } = facts;
  const read = readRoutes(facts.catalogue, destination.slug);
  const entry = read.entry;
  if (!isResearched(entry)) {
    return {
      id: "immigration",
      title: REPORT_CHAPTERS.immigration,
      blocks: [
        { kind: "callout", tone: "info", title: "Not researched in depth yet", text: entry.note },
        {
          kind: "paragraph",
          text: `The chapter "${REPORT_CHAPTERS.routes}" lists which kinds of residence ${destination.name} offers US citizens, with the official sources; thresholds, fees and processing times for each route are not part of this report for ${destination.name}.`,
        },
        ...occupationBlocks(facts),
      ],
    };
  }
  const verdicts = new Map(eligibility.verdicts.map((verdict) => [verdict.route, verdict]));
  const meets = eligibility.verdicts.filter((verdict) => verdict.status === "meets");
  return {
    id: "immigration",
    title: REPORT_CHAPTERS.immigration,
    blocks: [
      {
        kind: "paragraph",
        text: `The long-stay routes ${destination.name} offers a US citizen (rules checked ${entry.checked}), each checked against the figure it asks for, from your answers: age ${assessment.user_age}, occupation ${occupationInWords(assessment.user_job)}, ${moneyAnswersText(assessment)}. Routes meant for someone like you (by your kind of income, or your age and occupation) say so. ${
          meets.length > 0
            ? `On those answers you likely meet the money threshold of: ${meets.map((verdict) => verdict.route).join("; ")}.`
            : "On those answers no route's money threshold is clearly met; the details below say what each route needs."
        } The consulate decides on the documents you file, so treat this as a first check, not a decision.`,
      },
      ...read.routes.flatMap((route) => routeBlocks(route, verdicts.get(route.record.name), assessment.user_age, facts.catalogue)),
      ...absentBlocks("Routes this country does not offer", entry.absent.filter((absent) => absent.status === "not-offered"), facts.catalogue),
      ...absentBlocks("Routes this report does not yet cover", entry.absent.filter((absent) => absent.status === "not-researched"), facts.catalogue),
      ...occupationBlocks(facts),
    ],
  };
}
