/**
 * Which residence routes a person likely meets: each route of a country checked against the quantity it asks for
 * (issue 19), never against the housing budget:
 * - a retirement route's income floor against a pension and passive income; a remote-work route's against remote
 *   income; a work route's salary floor against the person's salary (the offer itself is still needed);
 * - savings and investment thresholds against the savings the person told us;
 * - a household multiplier where the route's law has one (a spouse, children);
 * - an answer the route needs and the person did not give: "unknown", saying which answer would settle it;
 * - a threshold without a sourced exchange rate: unknown.
 * Each verdict also says whether the route is for someone like the person (`forYou`: their kind of income, or
 * their age and occupation when they gave none); only those routes move the score (eligibility-fit.ts).
 */
import { householdInWords } from "@server/households/household";
import { publicSource } from "@server/facts/citation";
import type { IncomeKind } from "@shared/constants";
import type { MoneyAnswers } from "@shared/contracts/assessments";
import type { RouteVerdict } from "@shared/contracts/eligibility";
import { formatAmount, formatUsd, listInWords } from "@shared/format";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import { thresholdInUsd } from "@server/knowledge/threshold-usd";
import type { ResidenceRoute, RouteKind, Threshold } from "@server/knowledge/knowledge.schema";
import type { Read } from "@server/facts/catalogue/read-facts";
import { matchOccupation } from "@server/knowledge/occupations/match-occupation";
import { skillLevelsOf, SKILL_LEVEL_WORDS } from "@server/knowledge/occupations/skill-level";
import type { RouteConditions } from "@server/knowledge/residence-routes/route-conditions.schema";
import { ageBandAt, ageBandWords, routeAtAge } from "@server/knowledge/residence-routes/route-at-age";

export type Applicant = {
  age: number;
  occupation: string;
  monthlyBudgetUsd: number;
  /**
   * Monthly income before tax and its kind; null when not told. `household`: the income is two or more adults'
   * added together (issue 29.6), so a route that counts only the main applicant's own income cannot be judged on it.
   */
  income: { monthlyUsd: number; kind: IncomeKind; household?: boolean } | null;
  savingsUsd: number | null;
  household: { adults: number; children: number };
};

type Answers = { user_age: number; user_job: string; monthly_budget: number } & Partial<MoneyAnswers>;

/** The applicant an assessment's answers describe (money answers absent or null: not told). */
export function applicantOf(answers: Answers): Applicant {
  const { monthly_income: income = null, income_kind: kind = null, income_basis: basis = null } = answers;
  const adults = answers.household_adults ?? 1;
  return {
    age: answers.user_age,
    occupation: answers.user_job,
    monthlyBudgetUsd: answers.monthly_budget,
    income: income !== null && kind !== null ? { monthlyUsd: income, kind, household: basis === "household" && adults >= 2 } : null,
    savingsUsd: answers.savings ?? null,
    household: { adults: answers.household_adults ?? 1, children: answers.household_children ?? 0 },
  };
}

const PERIOD_WORDS: Record<Threshold["period"], string> = { month: "a month", year: "a year", once: "one-off" };
const KIND_WORDS: Record<Threshold["kind"], string> = {
  income: "minimum income",
  salary: "minimum salary",
  savings: "savings",
  investment: "investment",
};
const INCOME_WORDS: Record<IncomeKind, string> = {
  salary: "a salary",
  "remote-work": "remote-work income",
  pension: "a pension (Social Security included)",
  passive: "passive income (rents, dividends, interest)",
};
/** The income each income-floor route counts, by route kind (a work route's salary floor counts a salary). */
const COUNTED_INCOME: Record<RouteKind, readonly IncomeKind[]> = {
  retirement: ["pension", "passive"],
  "remote-work": ["remote-work"],
  work: ["salary"],
  investment: ["salary", "remote-work", "pension", "passive"],
};
const RETIRED = /\b(retired|retiree|pensioner|retirement)\b/i;

/** The route kinds meant for someone like the applicant: by their kind of income, else by age and occupation. */
export function routeKindsFor(applicant: Applicant): ReadonlySet<RouteKind> {
  const kinds = new Set<RouteKind>();
  if (applicant.income) {
    kinds.add(({ salary: "work", "remote-work": "remote-work", pension: "retirement", passive: "retirement" } as const)[applicant.income.kind]);
  } else if (RETIRED.test(applicant.occupation) || applicant.age >= 65) {
    kinds.add("retirement");
  } else {
    kinds.add("work").add("remote-work");
  }
  if (applicant.savingsUsd !== null && applicant.savingsUsd > 0) kinds.add("investment");
  return kinds;
}

/** The share of the main applicant's amount the household needs (1 alone; more where the law adds members). */
function householdFactor(threshold: Threshold, household: Applicant["household"]): number {
  const rule = threshold.household;
  if (!rule) return 1;
  if ("perDependant" in rule) {
    // A flat sum per dependant beyond those the amount covers, as a share of the amount (so it converts alike).
    const beyond = Math.max(0, household.adults - 1 + household.children - rule.includedDependants);
    return 1 + (rule.perDependant * beyond) / threshold.amount;
  }
  return 1 + rule.perAdditionalAdult * (household.adults - 1) + rule.perChild * household.children;
}

/** "EUR 4,357 a month": a threshold's amount and period as the source states them. */
export const statedThreshold = (threshold: Threshold): string => `${formatAmount(threshold.amount, threshold.currency)} ${PERIOD_WORDS[threshold.period]}`;

function describeThreshold(threshold: Threshold, usd: number | null): string {
  const stated = statedThreshold(threshold);
  if (threshold.currency === "USD") return stated;
  if (usd === null) return `${stated} (no sourced exchange rate to convert it)`;
  return `${stated} (about ${formatUsd(usd)}${threshold.period === "year" ? " a month" : ""})`;
}

type Verdict = Omit<RouteVerdict, "routeId" | "route" | "kind" | "officialPage" | "forYou">;

/** The income kinds a route's money test counts: its researched conditions, else what its kind of route counts. */
export function countedIncome(route: ResidenceRoute): readonly IncomeKind[] {
  return route.conditions?.incomeKinds ?? COUNTED_INCOME[route.kind];
}

/** Savings (or an investment) the person told us against a one-off amount. */
function savingsVerdict(applicant: Applicant, threshold: Threshold, usd: number, thresholdText: string, extra: string): Verdict {
  const base = { threshold: thresholdText, source: publicSource(threshold.source), shortfallUsd: null };
  const needed = Math.round(usd * householdFactor(threshold, applicant.household));
  const what = threshold.kind === "investment" ? "an investment" : "savings";
  if (applicant.savingsUsd === null) {
    return { ...base, status: "unknown", decidedBy: "missing-answer", summary: `Asks for ${what} of ${thresholdText}.${extra} Tell us your savings to check it.` };
  }
  if (applicant.savingsUsd >= needed) {
    return { ...base, status: "meets", decidedBy: "money", summary: `Your savings (${formatUsd(applicant.savingsUsd)}) cover the ${KIND_WORDS[threshold.kind]} of ${thresholdText}.${extra}` };
  }
  const shortfall = needed - Math.round(applicant.savingsUsd);
  return { ...base, status: "below", decidedBy: "money", shortfallUsd: shortfall, summary: `Your savings (${formatUsd(applicant.savingsUsd)}) are ${formatUsd(shortfall)} short of the ${KIND_WORDS[threshold.kind]} of ${thresholdText}.${extra}` };
}

/** The money test: the income the route counts (or savings, for a savings or investment route), and a savings alternative. */
function moneyVerdict(applicant: Applicant, route: ResidenceRoute, threshold: Threshold, usd: number, thresholdText: string, rates: ExchangeRates): Verdict {
  const base = { threshold: thresholdText, source: publicSource(threshold.source), shortfallUsd: null };
  const factor = householdFactor(threshold, applicant.household);
  const needed = Math.round(usd * factor);
  const forHousehold = factor === 1 ? "" : ` For ${householdInWords(applicant.household)} the route asks for ${formatUsd(needed)}${threshold.period === "once" ? "" : " a month"}.`;
  const offer = route.needsLocalJobOffer ? " The route also needs a job offer from an employer in the country." : "";

  if (threshold.kind === "savings" || threshold.kind === "investment") return savingsVerdict(applicant, threshold, usd, thresholdText, `${forHousehold}${offer}`);

  const counted = countedIncome(route);
  const what = threshold.kind === "salary" ? "salary" : "income";
  const incomeVerdict: Verdict = (() => {
    if (!applicant.income) {
      return {
        ...base,
        status: "unknown",
        decidedBy: "missing-answer",
        summary: `Asks for a ${KIND_WORDS[threshold.kind]} of ${thresholdText}.${forHousehold}${offer} Tell us your monthly income before tax and its kind to check it; a housing budget cannot show it.`,
      };
    }
    if (!counted.includes(applicant.income.kind)) {
      return {
        ...base,
        status: "not-open",
        decidedBy: "income-kind",
        summary: `Counts ${listInWords(counted.map((kind) => INCOME_WORDS[kind]), "or")}, with a ${KIND_WORDS[threshold.kind]} of ${thresholdText}; you told us your income is ${INCOME_WORDS[applicant.income.kind]}, which this route does not count.`,
      };
    }
    const household = applicant.income.household;
    const yours = `Your ${household ? "household's " : ""}${what} (${formatUsd(applicant.income.monthlyUsd)} a month before tax${household ? ", the adults' together" : ""})`;
    if (applicant.income.monthlyUsd >= needed) {
      const met = `${yours} is at or above the ${KIND_WORDS[threshold.kind]} of ${thresholdText}.${forHousehold}${offer}`;
      const partnerIncome = route.conditions?.dependants.partnerIncome;
      if (household && partnerIncome?.counts) return { ...base, status: "meets", decidedBy: "money", summary: `${met} ${partnerIncome.note} The authority checks documented income.` };
      if (household) {
        // Only the main applicant's own income may count: the household's total cannot show it is met.
        // A salary floor is the pay of the main applicant's own job, so a partner's income never counts toward it.
        const rule = partnerIncome
          ? partnerIncome.note
          : threshold.kind === "salary"
            ? "The salary floor is for the main applicant's own job; a partner's income does not count toward it."
            : "The sources we use do not say whether a partner's income counts, so count on the main applicant's alone.";
        return {
          ...base,
          status: "unknown",
          decidedBy: "partner-income",
          source: partnerIncome ? publicSource(partnerIncome.source) : base.source,
          summary: `${met} ${rule} It is met if whoever applies has at least ${formatUsd(needed)}${threshold.period === "once" ? "" : " a month"} on their own.`,
        };
      }
      return { ...base, status: "meets", decidedBy: "money", summary: `${met} The authority checks documented income.` };
    }
    const shortfall = needed - Math.round(applicant.income.monthlyUsd);
    return { ...base, status: "below", decidedBy: "money", shortfallUsd: shortfall, summary: `${yours} is ${formatUsd(shortfall)} a month below the ${KIND_WORDS[threshold.kind]} of ${thresholdText}.${forHousehold}` };
  })();
  if (incomeVerdict.status === "meets" || !route.savingsInstead) return incomeVerdict;

  // The route also accepts savings instead of the income: met either way.
  const alternative = route.savingsInstead;
  const alternativeUsd = thresholdInUsd(alternative, rates);
  if (alternativeUsd === null) return incomeVerdict;
  const bySavings = savingsVerdict(applicant, alternative, alternativeUsd, describeThreshold(alternative, alternativeUsd), "");
  if (bySavings.status === "meets") return { ...bySavings, summary: `${bySavings.summary} The route accepts savings in place of the income test (${thresholdText}).` };
  return { ...incomeVerdict, summary: `${incomeVerdict.summary} It also accepts savings of ${describeThreshold(alternative, alternativeUsd)} instead.` };
}

/** An age limit the person is outside of, as a verdict, or null. */
function ageVerdict(applicant: Applicant, route: ResidenceRoute, base: Pick<Verdict, "threshold" | "shortfallUsd">): Verdict | null {
  if (route.minimumAge && applicant.age < route.minimumAge.years) {
    return { ...base, status: "not-open", decidedBy: "age", source: publicSource(route.minimumAge.source), summary: `Below the minimum age: this route takes applicants from ${route.minimumAge.years}; you are ${applicant.age}.` };
  }
  const maximum = route.conditions?.maximumAge;
  if (maximum && applicant.age >= maximum.underYears) {
    return { ...base, status: "not-open", decidedBy: "age", source: publicSource(maximum.source), summary: `Closed at your age: this route takes applicants under ${maximum.underYears} when they apply; you are ${applicant.age}.` };
  }
  return null;
}

/** What the route's skill rule says of the person's occupation: shut (a verdict), or a note to add (possibly empty). */
function skillCheck(applicant: Applicant, route: ResidenceRoute, base: Pick<Verdict, "threshold" | "shortfallUsd">): { shut: Verdict } | { note: string } {
  const skill = route.conditions?.skill;
  if (!skill || skill.rule === "any") return { note: "" };
  const required = skill.rule === "skill-level" ? skill.minimum : skill.lowest;
  const match = matchOccupation(applicant.occupation);
  const levels = match.kind === "unmatched" ? null : skillLevelsOf(match.isco);
  const code = match.kind === "unmatched" ? null : match.isco.code;
  const listed = (codes: readonly string[] | undefined) => code !== null && (codes ?? []).some((prefix) => code.startsWith(prefix));
  const onList = skill.rule === "occupation-list" && listed(skill.onList);
  const listNote = skill.rule === "occupation-list" && !onList ? ` Your occupation must be on the ${skill.list} (${skill.url}).` : "";
  const leftOut = listed(skill.rule === "skill-level" ? skill.excludes : skill.offList);
  if (leftOut && match.kind !== "unmatched") {
    return {
      shut: {
        ...base,
        status: "not-open",
        decidedBy: "occupation",
        source: publicSource(skill.source),
        summary: `Not open to your occupation: ${skill.note} Your occupation (${match.isco.name}) is not among the work it takes.`,
      },
    };
  }
  if (onList) return { note: "" };
  if (!levels) return { note: ` The route is for ${SKILL_LEVEL_WORDS[required]} or above; we could not match your occupation to a skill level, so check it.${listNote}` };
  if (levels.highest < required) {
    return {
      shut: {
        ...base,
        status: "not-open",
        decidedBy: "occupation",
        source: publicSource(skill.source),
        summary: `Not open to your occupation: ${skill.note} Your occupation (${match.kind === "unmatched" ? applicant.occupation : match.isco.name}) is ${SKILL_LEVEL_WORDS[levels.highest]}, below ${SKILL_LEVEL_WORDS[required]}.`,
      },
    };
  }
  return { note: listNote };
}

/**
 * Whether everyone who moves may come on the route (issue 29.3): a partner where a second adult moves, children
 * where children move. Shut where the route's rules let one of them not come; otherwise a note of what the family
 * must know (a spouse only, children's age limit, a child's own permit, a further adult's own permit).
 */
function familyCheck(applicant: Applicant, route: ResidenceRoute, base: Pick<Verdict, "threshold" | "shortfallUsd">): { shut: Verdict } | { note: string } {
  const dependants = route.conditions?.dependants;
  const { adults, children } = applicant.household;
  if (!dependants || (adults < 2 && children === 0)) return { note: "" };
  const shut = (summary: string): { shut: Verdict } => ({ shut: { ...base, status: "not-open", decidedBy: "family", source: publicSource(dependants.source), summary } });
  if (adults >= 2 && dependants.partner === "none") {
    return shut(`Not open to your household as a whole: this route takes ${dependants.who}, so your partner cannot come on it and would need a route of their own.`);
  }
  if (children > 0 && dependants.children === "none") {
    return shut(`Not open to your household as a whole: this route takes ${dependants.who}, so your ${children === 1 ? "child cannot" : "children cannot"} come on it.`);
  }
  const notes: string[] = [];
  if (dependants.joinsAfterMonths) {
    notes.push(`Your family cannot come with you on it: they may join you only after you have held this permit for ${dependants.joinsAfterMonths} months (family reunification).`);
  }
  if (adults >= 2) {
    if (dependants.partner === "spouse") notes.push("Your partner may come only as your spouse: an unmarried partner needs a route of their own.");
    if (dependants.partner === "unstated") notes.push("The sources we use do not say whether a partner may come with you on this route.");
    if (adults >= 3) notes.push(`It takes ${dependants.who}: each further adult needs a route of their own unless the route counts them among these.`);
  }
  if (children > 0) {
    const rule = dependants.children;
    if (typeof rule === "object") notes.push(`Children may come while under ${rule.underYears}; an older child needs a permit of their own.`);
    if (rule === "dependent") notes.push("Children may come while they depend on you.");
    if (rule === "unstated") notes.push("The sources we use do not say whether children may come with you on this route.");
    if (dependants.childPermit) notes.push(dependants.childPermit);
  }
  return { note: notes.map((note) => ` ${note}`).join("") };
}

function verdictOn(applicant: Applicant, route: ResidenceRoute, rates: ExchangeRates): Verdict {
  const threshold = "value" in route.threshold ? null : route.threshold;
  const usd = threshold ? thresholdInUsd(threshold, rates) : null;
  const thresholdText = threshold ? describeThreshold(threshold, usd) : null;
  const base = { threshold: thresholdText, source: threshold ? publicSource(threshold.source) : null, shortfallUsd: null };

  const age = ageVerdict(applicant, route, base);
  if (age) return age;
  const skill = skillCheck(applicant, route, base);
  if ("shut" in skill) return skill.shut;
  const family = familyCheck(applicant, route, base);
  if ("shut" in family) return family.shut;

  let money: Verdict;
  if (!threshold || thresholdText === null) {
    const note = "value" in route.threshold ? route.threshold.note : "";
    money = { ...base, status: "unknown", decidedBy: "no-figure", summary: `No sourced money threshold to check against. ${note}`.trim() };
  } else if (usd === null) {
    money = { ...base, status: "unknown", decidedBy: "no-figure", summary: `The ${KIND_WORDS[threshold.kind]} is ${thresholdText}; it cannot be compared in dollars.` };
  } else {
    money = moneyVerdict(applicant, route, threshold, usd, thresholdText, rates);
  }
  const withSkillNote = { ...money, summary: `${money.summary}${skill.note}${family.note}` };
  const points = route.conditions?.points;
  if (!points || withSkillNote.status === "below" || withSkillNote.status === "not-open") return withSkillNote;
  return { ...withSkillNote, status: "points-tested", decidedBy: "points", summary: `${withSkillNote.summary} ${pointsWords(applicant, points)}` };
}

/** The points test in words: the pass mark, the table, and the age points where the table gives them. */
function pointsWords(applicant: Applicant, points: NonNullable<RouteConditions["points"]>): string {
  const band = points.ageBands?.find((entry) => applicant.age >= entry.from && applicant.age < entry.to);
  const agePart = band ? ` Your age alone gives ${band.points} points; the rest (qualifications, language, work experience) needs answers we do not ask.` : "";
  return `Points-tested: the pass mark is ${points.passMark} points; check your points against the published table (${points.table}).${agePart}`;
}

/** Whether the route is meant for someone like the applicant: it counts their kind of income (or savings), else by age and occupation. */
function meantFor(applicant: Applicant, route: ResidenceRoute): boolean {
  const threshold = "value" in route.threshold ? null : route.threshold;
  const savingsRoute = threshold !== null && (threshold.kind === "savings" || threshold.kind === "investment");
  const hasSavings = applicant.savingsUsd !== null && applicant.savingsUsd > 0;
  if (savingsRoute || route.savingsInstead) {
    if (hasSavings) return true;
    if (savingsRoute) return false;
  }
  if (applicant.income) return countedIncome(route).includes(applicant.income.kind);
  return routeKindsFor(applicant).has(route.kind);
}

export function checkRoute(applicant: Applicant, routeForAnyAge: ResidenceRoute, rates: ExchangeRates): RouteVerdict {
  // A route whose rules set another threshold for the applicant's age is checked against that one, and says so.
  const route = routeAtAge(routeForAnyAge, applicant.age);
  const band = ageBandAt(routeForAnyAge, applicant.age);
  const checked = verdictOn(applicant, route, rates);
  const verdict = band && checked.decidedBy === "money" ? { ...checked, summary: `${checked.summary} This is the figure the route sets for ${ageBandWords(band).toLowerCase()}: ${band.threshold.basis}.` } : checked;
  const nothingFails = verdict.status === "meets" || verdict.status === "unknown" || verdict.status === "points-tested";
  return {
    routeId: route.id,
    route: route.name,
    kind: route.kind,
    officialPage: route.officialPage,
    forYou: nothingFails && meantFor(applicant, route),
    ...verdict,
  };
}

/** Every route of the country as read from the fact catalogue, in the knowledge base's order. */
export function checkEligibility(applicant: Applicant, routes: readonly Read<ResidenceRoute>[], rates: ExchangeRates): RouteVerdict[] {
  return routes.map(({ record }) => checkRoute(applicant, record, rates));
}
