/**
 * The "sections" stage: the report's chapters built from the gathered facts. Each figure carries the
 * source it came from; where the knowledge base has no figure, the text says so instead of guessing.
 * The knowledge-base chapters (immigration, healthcare, tax, housing, culture, timeline, emergency,
 * directory) have a file each beside this one.
 */
import { citationFromPublished } from "@server/facts/citation";
import { citationLabel } from "@server/facts/citation";
import { describeFactor } from "@server/destinations/factor-wording";
import { BRAND_NAME, FACTORS } from "@shared/constants";
import { HUB_SECTIONS } from "@shared/hub-sections";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { BreakdownFactor, ScoreBreakdown } from "@shared/contracts/assessments";
import { FACTOR_DESCRIPTIONS } from "@shared/factor-descriptions";
import { weightInWords } from "@shared/breakdown-wording";
import { splitBudgetCompatibility } from "@shared/budget-compatibility";
import { formatUsd } from "@shared/format";
import { COST_ITEMS, type CostItem } from "@server/destinations/data/dataset.schema";
import { cityNamed, type CityCost, type CityProfile } from "@server/destinations/catalog";
import type { Block, ReportSection, SourceRef } from "@server/report-pdf/report-document";
import { requestOf } from "@shared/contracts/assessments";
import { fitOf } from "@server/eligibility/eligibility-fit";
import { ratingSensitivity } from "@server/scoring/rating-sensitivity";
import { budgetCity } from "@server/scoring/budget";
import { homeRents } from "@server/households/home-rents";
import {
  bedroomsFor,
  EQUIVALENCE_SCALE,
  equivalentAdults,
  HOME_SIZE_RULE,
  householdInWords,
  householdOf,
  isOnePerson,
  scaleInWords,
  type Household,
} from "@server/households/household";
import { alternativeProfiles } from "./alternative-profiles";
import { evidenceCited, placeFactIds, placesCited } from "./fact-rows";
import type { IndicatorFact, ReportFacts } from "./report-facts";
import { firstYearBlocks } from "./first-year-costs";
import { householdHealthCover } from "./healthcare-section";
import { estimateMethod, estimateSources } from "@server/destinations/cost-estimates";
import { RENT_CURRENT_MONTHS, RENT_ESTIMATE_METHOD } from "@server/destinations/rent-estimates";
import { numbeoRentIndex2025 } from "@server/destinations/data/price-levels/numbeo-rent-index-2025";

export const COST_LABELS: Record<CostItem, string> = {
  rentCentre: "Rent, 1-bedroom, city centre",
  rentOutside: "Rent, 1-bedroom, outside the centre",
  utilities: "Utilities (small apartment)",
  groceries: "Groceries, one person",
  transport: "Public transport pass",
};

const withSpaces = (text: string) => text.replace(/_/g, " ");
const costText = (cost: CityCost) =>
  cost.usd !== null ? formatUsd(cost.usd) : cost.published ? `${cost.published} (not converted)` : cost.estimate ? `${formatUsd(cost.estimate.usd)} (${cost.estimate.label})` : "no sourced figure";

/** The monthly figure a budget counts: the city's sourced figure, else the labelled country estimate. */
const budgetUsd = (cost: CityCost): number | null => cost.usd ?? cost.estimate?.usd ?? null;

export function chosenCity(facts: ReportFacts): CityProfile | undefined {
  return cityNamed(facts.destination, facts.assessment.preferred_city);
}

export function profileSection(facts: ReportFacts): ReportSection {
  const a = facts.assessment;
  return {
    id: "profile",
    title: REPORT_CHAPTERS.profile,
    blocks: [
      { kind: "paragraph", text: "This report is built from the answers you gave in the assessment. Everything that follows is measured against them." },
      {
        kind: "keyValues",
        rows: [
          { label: "Age", value: String(a.user_age) },
          { label: "Occupation", value: a.user_job },
          { label: "Monthly housing budget", value: formatUsd(a.monthly_budget) },
          { label: "Destination", value: a.preferred_city ? `${a.preferred_city}, ${a.preferred_country}` : `${a.preferred_country} (any city)` },
          { label: "Preferred climate", value: withSpaces(a.climate_preference) },
          { label: "Preferred location", value: withSpaces(a.location_preference) },
        ],
      },
      { kind: "subheading", text: "How much each factor matters to you" },
      {
        kind: "table",
        columns: ["Factor", "What it measures", "Your rating"],
        widths: [1.6, 3.6, 1],
        rows: FACTORS.map((factor) => [factor.label, FACTOR_DESCRIPTIONS[factor.key], a[factor.field] === 0 ? "Not rated" : `${a[factor.field]} of 5`]),
      },
    ],
  };
}

const points = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 1 });

function breakdownRows(lines: BreakdownFactor[]): string[][] {
  return lines.map((line) => [
    line.label,
    weightInWords(line),
    line.sourced ? `${Math.round(line.destinationScore)} of 100` : `no figure (counted as ${Math.round(line.destinationScore)})`,
    `${points(line.pointsEarned)} of ${points(line.pointsPossible)}`,
  ]);
}

/** The table's closing line: from the sum of the points to the score, each step in words. */
function breakdownCaption(breakdown: ScoreBreakdown, score: number): string {
  const steps = [`The lines earn ${points(breakdown.weightedAverage)} points together.`];
  if (breakdown.balancePenalty >= 0.05) steps.push(`Weak spots in what matters to you take ${points(breakdown.balancePenalty)} off.`);
  if (breakdown.budgetCap) steps.push(`Your budget limits the score to ${breakdown.budgetCap.limit}.`);
  return `${steps.join(" ")} Your score: ${score}.`;
}

export function scoreSection(facts: ReportFacts): ReportSection {
  const { breakdown, overall_score: score } = facts.assessment;
  const lines = breakdown.factors.filter((line) => line.pointsPossible > 0);
  const unsourced = breakdown.factors.filter((line) => !line.sourced && line.pointsPossible > 0);
  return {
    id: "score",
    title: REPORT_CHAPTERS.score,
    blocks: [
      {
        kind: "paragraph",
        text: `${facts.destination.name} scores ${score} out of 100 for you. The more a factor matters to you, the more of the 100 points it can earn; it earns them in proportion to how well ${facts.destination.name} does on it. ${breakdown.balanceReason}`,
      },
      {
        kind: "table",
        columns: ["Factor", "How much it matters", `${facts.destination.name} scores`, "Points earned"],
        widths: [2.6, 2.2, 1.6, 1.6],
        rows: breakdownRows(lines),
        caption: breakdownCaption(breakdown, score),
      },
      ...(breakdown.budgetCap ? [{ kind: "callout", tone: "warning", title: "Your budget limits this match", text: breakdown.budgetCap.reason } satisfies Block] : []),
      {
        kind: "barChart",
        title: `${facts.destination.name}'s score on each factor (0-100)`,
        max: 100,
        bars: lines.map((line) => ({ label: line.label, value: line.destinationScore, display: String(Math.round(line.destinationScore)), highlight: line.rating >= 4 })),
      },
      { kind: "subheading", text: "Why each factor scored as it did" },
      { kind: "list", items: lines.map((line) => `${line.label}: ${line.reason}`) },
      ...breakdown.notes.map((note): Block => ({ kind: "callout", tone: "info", text: note })),
      ...(unsourced.length > 0
        ? [
            {
              kind: "callout",
              tone: "warning",
              title: "Where no sourced figure exists",
              text: `${unsourced.map((line) => line.label).join(", ")}: no published index gives ${facts.destination.name} a figure, so a neutral 50 stands in. Treat these lines as unknown, not average.`,
            } satisfies Block,
          ]
        : []),
      ...sensitivityBlocks(facts),
    ],
  };
}

/**
 * What the buyer's own ratings do: only the one-star changes that move the score, or one sentence saying
 * that none does (a table of unchanged scores tells the reader nothing).
 */
function sensitivityBlocks(facts: ReportFacts): Block[] {
  const current = facts.assessment.overall_score;
  const rows = ratingSensitivity(requestOf(facts.assessment), facts.destination, fitOf(facts.eligibility.verdicts));
  const change = (value: number | null) => (value === null || value === current ? "no change" : `${value} (${value > current ? "+" : ""}${value - current})`);
  const moving = rows.filter((row) => (row.lower !== null && row.lower !== current) || (row.higher !== null && row.higher !== current));
  const heading: Block = { kind: "subheading", text: "How your ratings move the score" };
  if (moving.length === 0) {
    return [
      heading,
      {
        kind: "paragraph",
        text: `No single one-star change to your ratings moves your score of ${current}: it does not hang on any one answer being exactly right.`,
      },
    ];
  }
  return [
    heading,
    {
      kind: "paragraph",
      text: `Your score of ${current} follows from how much each factor matters to you. If you are unsure about a rating, this shows what one star either way would do; each row changes that rating alone. Ratings whose change would not move the score are left out.`,
    },
    {
      kind: "table",
      columns: ["Factor", "Your rating", "One star less", "One star more"],
      widths: [3, 1.2, 1.4, 1.4],
      rows: moving.map((row) => [row.label, `${row.rating} of 5`, row.lower === null ? "- (not rated)" : change(row.lower), row.higher === null ? "- (already 5)" : change(row.higher)]),
      caption: "Scores from the same method and data as your result.",
    },
  ];
}

export function evidenceSection(facts: ReportFacts): ReportSection {
  const blocks: Block[] = [
    {
      kind: "paragraph",
      text: "Every factor score comes from a named public index, converted to 0-100 with fixed anchors published in the method chapter. These are the figures behind each one.",
    },
  ];
  for (const { key, label } of FACTORS) {
    const factor = facts.destination.factors[key];
    blocks.push({ kind: "subheading", text: `${label}: ${factor.score === null ? "no sourced figure" : `${factor.score} of 100`}` });
    blocks.push({ kind: "paragraph", text: describeFactor(facts.destination.name, factor.finding) });
    if (factor.evidence.length > 0) {
      blocks.push({
        kind: "table",
        columns: ["Figure", "Value", "Source"],
        widths: [2.4, 1.2, 2.6],
        rows: factor.evidence.map((item) => [item.note ? `${item.label} (${item.note})` : item.label, item.value, `${citationLabel(item.source)}, ${item.source.asOf}`]),
        ...evidenceCited(factor.evidence),
      });
    }
  }
  return { id: "evidence", title: REPORT_CHAPTERS.evidence, blocks };
}

function cityCostSources(city: CityProfile): SourceRef[] {
  return COST_ITEMS.flatMap((item) => costSources(city.costs[item]));
}

const costSources = (cost: CityCost): SourceRef[] => (cost.usd === null && cost.estimate ? cost.estimate.sources : [cost.source]);

/** The monthly costs against the income the person told (issue 19.6). */
function incomeComparison(assessment: ReportFacts["assessment"], total: number, withEstimates: boolean): Block[] {
  const blocks: Block[] = [];
  if (assessment.monthly_income !== null && assessment.monthly_income > 0) {
    const share = Math.round((total / assessment.monthly_income) * 100);
    blocks.push({
      kind: "callout",
      tone: share <= 50 ? "success" : share <= 80 ? "info" : "warning",
      title: "Against your income",
      text: `The ${withEstimates ? "items above (sourced figures and country estimates)" : "sourced items above"} come to ${formatUsd(total)} a month, ${share}% of the monthly income before tax you told us (${formatUsd(assessment.monthly_income)}). Income tax, health insurance and savings come on top of them.`,
    });
  }
  return blocks;
}

/** The monthly budget table for one person: the city's figures as published (or country estimates, named). */
function onePersonBudget(facts: ReportFacts, city: CityProfile): Block[] {
  const { assessment, destination } = facts;
  const counted = COST_ITEMS.filter((item) => item !== "rentOutside" && budgetUsd(city.costs[item]) !== null);
  if (counted.length === 0) return [];
  const total = counted.reduce((sum, item) => sum + (budgetUsd(city.costs[item]) as number), 0);
  const missing = COST_ITEMS.filter((item) => item !== "rentOutside" && budgetUsd(city.costs[item]) === null);
  const estimatedLines = counted.filter((item) => city.costs[item].usd === null);
  const isRent = (item: CostItem) => item === "rentCentre" || item === "rentOutside";
  const countryEstimates = estimatedLines.filter((item) => !isRent(item));
  const rentEstimates = estimatedLines.filter(isRent);
  return [
    { kind: "subheading", text: "A monthly budget for one person" },
    {
      kind: "table",
      columns: ["Item", "Monthly (USD)"],
      widths: [3, 1],
      rows: [
        ...counted.map((item) => [city.costs[item].usd === null ? `${COST_LABELS[item]} (${city.costs[item].estimate?.label})` : COST_LABELS[item], formatUsd(budgetUsd(city.costs[item]) as number)]),
        [estimatedLines.length > 0 ? `Total, sourced figures and ${countryEstimates.length > 0 ? "country " : ""}estimates` : "Total of the sourced items", formatUsd(total)],
      ],
      caption: [
        countryEstimates.length > 0 ? `Country estimates (the same for every city of ${destination.name}): ${countryEstimates.map((item) => COST_LABELS[item]).join(", ")}.` : "",
        rentEstimates.length > 0 ? `Estimated, as no source gives ${city.name}'s rent from the last ${RENT_CURRENT_MONTHS} months: ${rentEstimates.map((item) => COST_LABELS[item]).join(", ")} (how, below the costs above).` : "",
        missing.length > 0 ? `Left out of the total, with neither a sourced figure nor an estimate: ${missing.map((item) => COST_LABELS[item]).join(", ")}.` : "",
        `Your stated housing budget is ${formatUsd(assessment.monthly_budget)}.`,
      ].filter(Boolean).join(" "),
      ...placesCited(facts, counted.flatMap((item) => costSources(city.costs[item]))),
    },
    ...incomeComparison(assessment, total, estimatedLines.length > 0),
  ];
}

const SHARED_ITEMS = ["utilities", "groceries", "transport"] as const;

/**
 * The monthly budget for everyone who moves (issue 29.2): the rent of the home the household needs (a published
 * figure or an estimate, named), and utilities, groceries and transport at the household's size on the modified
 * OECD equivalence scale.
 */
function householdBudget(facts: ReportFacts, city: CityProfile, household: Household): Block[] {
  const { assessment, destination } = facts;
  const bedrooms = bedroomsFor(household);
  const rent = homeRents(city, destination, bedrooms).centre;
  const scale = equivalentAdults(household);
  const shared = SHARED_ITEMS.filter((item) => budgetUsd(city.costs[item]) !== null);
  if (!rent && shared.length === 0) return [];
  const sharedUsd = (item: (typeof SHARED_ITEMS)[number]) => Math.round((budgetUsd(city.costs[item]) as number) * scale);
  const health = householdHealthCover(facts);
  const healthUsd = "perAdultUsd" in health ? health.perAdultUsd * household.adults : 0;
  const total = (rent?.usd ?? 0) + shared.reduce((sum, item) => sum + sharedUsd(item), 0) + healthUsd;
  const estimatedLines = shared.filter((item) => city.costs[item].usd === null);
  const missing = [...(rent ? [] : [`rent of a ${bedrooms}-bedroom apartment`]), ...SHARED_ITEMS.filter((item) => !shared.includes(item)).map((item) => COST_LABELS[item])];
  const rentLabel = `Rent, ${bedrooms}-bedroom apartment, city centre${rent?.estimate ? " (estimate)" : ""}`;
  return [
    { kind: "subheading", text: `A monthly budget for ${householdInWords(household)}` },
    {
      kind: "table",
      columns: ["Item", "Monthly (USD)"],
      widths: [3, 1],
      rows: [
        ...(rent ? [[rentLabel, formatUsd(rent.usd)]] : []),
        ...shared.map((item) => [`${COST_LABELS[item].replace(", one person", "")}${city.costs[item].usd === null ? " (country estimate)" : ""}, times ${scale.toFixed(1)}`, formatUsd(sharedUsd(item))]),
        ...("perAdultUsd" in health
          ? [[`Health cover, ${household.adults} adults at ${formatUsd(health.perAdultUsd)} each${health.estimate ? " (estimate)" : ""}`, formatUsd(healthUsd)]]
          : []),
        ["Total for the household", formatUsd(total)],
      ],
      caption: [
        `The home is sized by the rule ${HOME_SIZE_RULE}.`,
        rent?.estimate ? `The rent is ${rent.estimate}.` : "",
        scaleInWords(household),
        "perAdultUsd" in health
          ? `Health cover is priced per person: each adult at the premium for your age band (${health.band}; your partner's age is not asked)${household.children > 0 ? ", and no source here prices a child's cover, so the children's is left out of the total" : ""}.`
          : `Health cover is left out of the total: ${health.why}.`,
        estimatedLines.length > 0 ? `Country estimates (the same for every city of ${destination.name}): ${estimatedLines.map((item) => COST_LABELS[item]).join(", ")}.` : "",
        missing.length > 0 ? `Left out of the total, with neither a figure nor an estimate: ${missing.join(", ")}.` : "",
        `Your stated housing budget is ${formatUsd(assessment.monthly_budget)}.`,
      ].filter(Boolean).join(" "),
      sources: [...(rent?.sources ?? []), ...shared.flatMap((item) => costSources(city.costs[item])), EQUIVALENCE_SCALE.source, ...("perAdultUsd" in health ? health.sources : [])],
      facts: [
        ...placeFactIds(facts, [...(rent?.sources ?? []), ...shared.flatMap((item) => costSources(city.costs[item]))]),
        ...("perAdultUsd" in health ? health.facts : []),
      ],
    },
    ...incomeComparison(assessment, total, estimatedLines.length > 0 || Boolean(rent?.estimate)),
  ];
}

export function budgetSection(facts: ReportFacts): ReportSection {
  const { assessment, destination } = facts;
  const chosen = chosenCity(facts);
  // The costs shown are those of the city the budget verdict was measured in: the chosen one, else the cheapest.
  const city = chosen ?? budgetCity(destination, assessment.preferred_city, householdOf(assessment)) ?? undefined;
  const budgetText = assessment.budget_compatibility;
  const { status, explanation } = budgetText ? splitBudgetCompatibility(budgetText) : { status: "", explanation: "" };
  // A country-wide estimate is the same for several cities, so only a city's own figure or estimate is charted.
  const rentBars = destination.cities.filter((c) => budgetUsd(c.costs.rentCentre) !== null && c.costs.rentCentre.estimate?.label !== "country estimate");
  const blocks: Block[] = [
    {
      kind: "paragraph",
      text: `Typical monthly costs for one person, as published by the sources named under each table, converted to US dollars at the exchange rates of the source listed${
        isOnePerson(householdOf(assessment)) ? "" : `; the budget below scales them to ${householdInWords(householdOf(assessment))}`
      }. Prices change: check current listings before you sign a lease.`,
    },
  ];
  if (budgetText) {
    blocks.push({
      kind: "callout",
      tone: status === "excellent" || status === "good" ? "success" : status === "tight" ? "info" : "warning",
      title: `Budget verdict: ${status.toUpperCase()}`,
      text: explanation || budgetText,
    });
  } else {
    blocks.push({ kind: "callout", tone: "warning", text: `No sourced rent exists for ${destination.name}, so your budget could not be checked.` });
  }
  if (city) {
    blocks.push({ kind: "subheading", text: city === chosen ? `Monthly costs in ${city.name}` : `Monthly costs in ${city.name}, the city your budget was measured in` });
    blocks.push({
      kind: "keyValues",
      rows: COST_ITEMS.map((item) => ({ label: COST_LABELS[item], value: costText(city.costs[item]), source: costSources(city.costs[item])[0], facts: placeFactIds(facts, costSources(city.costs[item])) })),
    });
    const estimated = COST_ITEMS.filter((item) => city.costs[item].usd === null && city.costs[item].estimate);
    if (estimated.length > 0) {
      blocks.push({
        kind: "paragraph",
        text: estimated.map((item) => `${COST_LABELS[item]}: ${city.costs[item].estimate?.basis}`).join(" "),
        ...placesCited(facts, estimated.flatMap((item) => city.costs[item].estimate?.sources ?? [])),
      });
    }
    const household = householdOf(assessment);
    if (isOnePerson(household)) blocks.push(...onePersonBudget(facts, city));
    else blocks.push(...householdBudget(facts, city, household));
  }
  if (city && city.costs.rentCentre.usd === null && !city.costs.rentCentre.estimate) {
    blocks.push({
      kind: "callout",
      tone: "warning",
      text: `No sourced central rent for ${city.name} was found for this report${city.costs.rentCentre.note ? ` (${city.costs.rentCentre.note})` : ""}, so the chart below shows only the cities that have one.`,
    });
  }
  if (rentBars.length > 0) {
    blocks.push({
      kind: "barChart",
      title: `Central 1-bedroom rent across ${destination.name} against your budget (USD a month)`,
      bars: rentBars.map((c) => ({ label: c.name, value: budgetUsd(c.costs.rentCentre) as number, display: costText(c.costs.rentCentre), highlight: c.name === chosen?.name })),
      reference: { label: `Your budget ${formatUsd(assessment.monthly_budget)}`, value: assessment.monthly_budget },
      ...placesCited(facts, rentBars.flatMap((c) => costSources(c.costs.rentCentre))),
    });
  }
  blocks.push(...firstYearBlocks(facts, city));
  blocks.push({ kind: "subheading", text: `Every city of ${destination.name} compared` });
  blocks.push({
    kind: "table",
    columns: ["City", "Centre rent", "Outside rent", "Utilities", "Groceries", "Transport"],
    widths: [1.6, 1.1, 1.1, 1, 1, 1],
    rows: destination.cities.map((c) => [c.name, costText(c.costs.rentCentre), costText(c.costs.rentOutside), costText(c.costs.utilities), costText(c.costs.groceries), costText(c.costs.transport)]),
    caption: `"country estimate": no source gives that city's figure, so the country estimate stands in; "estimate": a rent estimated for the city because no source gives one from the last ${RENT_CURRENT_MONTHS} months (both under "How the estimates are made" below). "no sourced figure": neither a source nor an estimate gives one.`,
    ...placesCited(facts, destination.cities.flatMap(cityCostSources)),
  });
  const withEstimates = destination.cities.some((c) => COST_ITEMS.some((item) => c.costs[item].usd === null && c.costs[item].estimate));
  if (withEstimates) {
    blocks.push({ kind: "subheading", text: "How the estimates are made" });
    const rentsEstimated = destination.cities.some((c) => [c.costs.rentCentre, c.costs.rentOutside].some((cost) => cost.estimate !== undefined));
    blocks.push({ kind: "paragraph", text: estimateMethod(), ...placesCited(facts, estimateSources()) });
    if (rentsEstimated) blocks.push({ kind: "paragraph", text: RENT_ESTIMATE_METHOD, ...placesCited(facts, [numbeoRentIndex2025.source]) });
  }
  blocks.push({
    kind: "paragraph",
    text: `Exchange rates used to convert local prices to US dollars: ${destination.exchangeRateSources.map((source) => `${citationLabel(source)} (${source.asOf})`).join("; ") || "none needed (prices are in US dollars)"}.`,
    ...placesCited(facts, destination.exchangeRateSources),
  });
  return { id: "budget", title: REPORT_CHAPTERS.budget, blocks };
}

const yesNoUnknown = (fact: IndicatorFact<boolean | number>) =>
  fact.value === null ? "no sourced figure" : typeof fact.value === "boolean" ? (fact.value ? "Yes" : "No") : String(fact.value);

export function routesSection(facts: ReportFacts): ReportSection {
  const threshold = facts.passiveIncomeThreshold;
  return {
    id: "routes",
    title: REPORT_CHAPTERS.routes,
    blocks: [
      {
        kind: "paragraph",
        text: `Which kinds of long-stay residence ${facts.destination.name} offers US citizens, according to the official sources named. Rules, fees and thresholds change often: confirm each on the official page before you apply.`,
      },
      {
        kind: "table",
        columns: ["Route", "Offered", "Notes"],
        widths: [2, 0.8, 3.4],
        rows: facts.routes.map((route) => [route.label, yesNoUnknown(route), route.note ?? ""]),
        sources: facts.routes.map((route) => route.source),
        facts: facts.routes.map((route) => route.fact),
      },
      {
        kind: "keyValues",
        rows: [
          {
            label: threshold.label,
            value: threshold.value === null ? "no sourced figure" : `${formatUsd(threshold.value)} a month${threshold.note ? ` (${threshold.note})` : ""}`,
            source: threshold.source,
            facts: [threshold.fact],
          },
          ...facts.usTies.map((fact) => ({ label: fact.label, value: `${yesNoUnknown(fact)}${fact.note ? ` (${fact.note})` : ""}`, source: fact.source, facts: [fact.fact] })),
        ],
      },
    ],
  };
}

export function climateSection(facts: ReportFacts): ReportSection {
  const { assessment, destination } = facts;
  const city = chosenCity(facts);
  const climate = assessment.breakdown.factors.find((line) => line.factor === "climate");
  const location = assessment.breakdown.factors.find((line) => line.factor === "location");
  return {
    id: "climate",
    title: REPORT_CHAPTERS.climate,
    blocks: [
      {
        kind: "keyValues",
        rows: [
          ...(city?.climate
            ? [
                {
                  label: `${city.name}'s climate`,
                  value: `${city.climate.type} (Köppen ${city.climate.koppen}${city.climate.described ? `, ${city.climate.described}` : ""})`,
                  source: city.climate.source,
                  facts: placeFactIds(facts, [city.climate.source]),
                },
              ]
            : []),
          {
            label: city?.climate ? `${destination.name}'s climate types` : "Climate types",
            value: destination.climateTypes.map(withSpaces).join(", "),
            source: destination.climateSource,
            facts: placeFactIds(facts, [destination.climateSource]),
          },
          { label: "Your preference", value: withSpaces(assessment.climate_preference) },
          { label: "Coastline", value: destination.coastal ? "Yes" : "No (landlocked)" },
          { label: "Your location preference", value: withSpaces(assessment.location_preference) },
        ],
      },
      ...(climate ? [{ kind: "paragraph", text: `Climate fit ${Math.round(climate.destinationScore)} of 100. ${climate.reason}` } satisfies Block] : []),
      ...(location ? [{ kind: "paragraph", text: `Location fit ${Math.round(location.destinationScore)} of 100. ${location.reason}` } satisfies Block] : []),
    ],
  };
}

const MATCH_WORDS: Record<string, string> = { perfect: "Perfect", very_good: "Very good", good: "Good", poor: "Poor" };

/** The chosen country beside the best three alternatives, factor by factor, with the buyer's weights. */
function comparisonBlocks(facts: ReportFacts): Block[] {
  if (facts.alternatives.length === 0) return [];
  const places = [facts.destination, ...facts.alternatives];
  const figure = (score: number | null) => (score === null ? "no figure" : String(score));
  return [
    { kind: "subheading", text: `${facts.destination.name} against your best alternatives, factor by factor` },
    {
      kind: "table",
      columns: ["Factor (your weight)", ...places.map((place) => place.name)],
      widths: [2, ...places.map(() => 1)],
      rows: FACTORS.map((factor) => [`${factor.label} (${facts.assessment[factor.field]}/5)`, ...places.map((place) => figure(place.factors[factor.key].score))]),
      caption: "Each destination's 0-100 score on the factor, from the same sources as your own score (see the evidence chapter); before any personal adjustment.",
      ...evidenceCited(places.flatMap((place) => FACTORS.flatMap((factor) => place.factors[factor.key].evidence))),
    },
  ];
}

/** Every destination whose climate fits, scored for the buyer's answers: where the chosen country stands. */
export function alternativesSection(facts: ReportFacts): ReportSection {
  const { assessment, ranking, destinationCount } = facts;
  const chosen = assessment.preferred_country;
  const place = ranking.findIndex((entry) => entry.country === chosen) + 1;
  const others = ranking.filter((entry) => entry.country !== chosen);
  const left = destinationCount - ranking.length;
  const top = others.slice(0, 3);
  return {
    id: "alternatives",
    title: REPORT_CHAPTERS.alternatives,
    blocks: [
      {
        kind: "paragraph",
        text: `Your answers were scored for every destination ${BRAND_NAME} covers, with the same method and sources as your own score (a city preference applies only to ${chosen}). ${chosen} ranks ${place > 0 ? `${place} of ${ranking.length}` : "outside the list"}.${left > 0 ? ` ${left} destination${left === 1 ? " is" : "s are"} left out because ${left === 1 ? "it has" : "they have"} no ${withSpaces(assessment.climate_preference)} or similar climate.` : ""}`,
      },
      ...(top.length > 0
        ? [
            {
              kind: "callout",
              tone: "info",
              title: "Your best alternatives",
              text: top.map((entry) => `${entry.country} ${entry.overall_score}/100`).join(" · "),
            } satisfies Block,
          ]
        : []),
      {
        kind: "barChart",
        title: "The ten best matches for your answers (score out of 100)",
        max: 100,
        bars: ranking.slice(0, 10).map((entry) => ({
          label: entry.country,
          value: entry.overall_score,
          display: String(entry.overall_score),
          highlight: entry.country === chosen,
        })),
      },
      ...comparisonBlocks(facts),
      ...alternativeProfiles(facts),
      { kind: "subheading", text: "Every compatible destination, ranked" },
      {
        kind: "paragraph",
        text: ranking.every((entry) => !entry.routeOpen)
          ? "On your answers none of these destinations has a residence route open to you (each fails on money, the kind of work or income it takes, or an age limit), so they are ranked by score alone."
          : "Destinations with a residence route open to you on your answers come first, by score; those with none follow, by score.",
      },
      {
        kind: "table",
        columns: ["Rank", "Country", "Score", "Match", "Route open to you"],
        widths: [0.6, 2.1, 0.7, 1.1, 1],
        rows: ranking.map((entry, index) => [
          String(index + 1),
          entry.country === chosen ? `${entry.country} (your choice)` : entry.country,
          String(entry.overall_score),
          MATCH_WORDS[entry.match_level] ?? entry.match_level,
          entry.routeOpen ? "Yes, or not ruled out" : "No",
        ]),
      },
      {
        kind: "paragraph",
        text: "To see the full breakdown for another country, open the results page of your assessment: it lists your three best alternatives, each with a link that starts a new free assessment with your answers filled in.",
      },
    ],
  };
}

export function methodSection(facts: ReportFacts): ReportSection {
  const m = facts.methodology;
  return {
    id: "method",
    title: REPORT_CHAPTERS.method,
    blocks: [
      ...m.summary.map((text): Block => ({ kind: "paragraph", text })),
      { kind: "subheading", text: "The seven factors" },
      {
        kind: "table",
        columns: ["Factor", "What it measures", "How the score is computed"],
        widths: [1.3, 2.4, 2.6],
        rows: m.factors.map((factor) => [factor.label, factor.measures, factor.formula]),
        sources: m.factors.flatMap((factor) => factor.sources.map(citationFromPublished)),
      },
      { kind: "subheading", text: "Climate, location and budget" },
      { kind: "list", items: [m.climate.rule, m.climate.fit, m.climate.importance, ...m.location, ...m.budget] },
      { kind: "subheading", text: "When a figure is missing" },
      { kind: "paragraph", text: m.missingData },
      { kind: "subheading", text: "Match levels" },
      { kind: "table", columns: ["Match level", "Score"], rows: m.matchLevels.map((level) => [withSpaces(level.level), level.range]) },
      {
        kind: "callout",
        tone: "info",
        text: "NewShores gives general guidance only. Check official government sources and consult licensed immigration and tax professionals before you make decisions.",
      },
    ],
  };
}

/** What the buyer's hub (hub/, decision 0021) holds, as the hub chapter lists it. */
export const BUYER_HUB_OFFERS = [
  "This report, to download again whenever you need it (each time a new link, valid for 7 days)",
  'Your relocation plan from the chapter "Your relocation timeline" as a checklist: choose the day you start, tick steps off on any device, and add the deadlines to your calendar',
  "The official offices for your move: the immigration authority and your route's official page, the tax authority, the US embassy, and the body that recognises qualifications",
  "Your data, to download or delete",
] as const;

export function hubSection(facts: ReportFacts): ReportSection {
  return {
    id: "hub",
    title: REPORT_CHAPTERS.hub,
    blocks: [
      {
        kind: "paragraph",
        text: `Your purchase includes your buyer's hub until ${facts.hubAccessUntil.toISOString().slice(0, 10)}. It holds:`,
      },
      {
        kind: "list",
        items: [...BUYER_HUB_OFFERS],
      },
      {
        kind: "paragraph",
        text: `It opens on the device you bought on. On any other device, open ${facts.buyerHubUrl} and ask for a sign-in link: it is e-mailed to the address you bought with. No account or password is needed.`,
      },
      { kind: "link", label: "Open your buyer's hub", url: facts.buyerHubUrl },
      { kind: "paragraph", text: "The free relocation hub of your assessment stays open too. It holds:" },
      { kind: "list", items: Object.values(HUB_SECTIONS).map((section) => section.offer) },
      { kind: "link", label: "Open your relocation hub", url: facts.hubUrl },
    ],
  };
}
