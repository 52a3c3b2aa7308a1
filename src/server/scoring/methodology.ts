/**
 * The scoring method as content (GET /api/methodology): the methodology page and the report show it.
 * Built from the same constants the engine uses, so the published method cannot drift from the code.
 */
import { ESTIMATE_METHOD } from "@server/households/home-rents";
import { RENT_ESTIMATE_METHOD } from "@server/destinations/rent-estimates";
import { EQUIVALENCE_SCALE, HOME_SIZE_RULE } from "@server/households/household";
import { citationKey, publicSource } from "@server/facts/citation";
import { FACTORS, type FactorKey } from "@shared/constants";
import { FACTOR_DESCRIPTIONS } from "@shared/factor-descriptions";
import type { Methodology, MethodologySource } from "@shared/contracts/destinations";
import type { DestinationData } from "@server/destinations/data/index";
import { ANCHORS, COMPOSITE_POINTS, describeAnchor, NEUTRAL_SCORE } from "@server/destinations/factor-anchors";
import { BUDGET_LINE_SCORE, EXCELLENT_MULTIPLE } from "./budget";
import { estimateMethod, estimateSources } from "@server/destinations/cost-estimates";
import { CLIMATE_ADJACENCY, CLIMATE_FIT_SCORE } from "./climate";
import { oncePer } from "@server/once-per";
import {
  BUDGET_WEIGHT,
  INSUFFICIENT_BUDGET_CAP,
  LANDLOCKED_BEACH_SCORE,
  LOCATION_WEIGHT,
  ELIGIBILITY_ADJUSTMENT,
  RURAL_REDUCTION,
  SCORE_FLOOR,
  SCORING_METHOD,
  SCORING_VERSION,
} from "./score-assessment";

/** The datasets' sources, each listed once (several route datasets share one source). */
function sourcesOf(data: DestinationData, names: (keyof DestinationData["indicators"])[]): MethodologySource[] {
  const unique = new Map<string, MethodologySource>();
  for (const name of names) {
    const { source } = data.indicators[name];
    unique.set(citationKey(source), publicSource(source));
  }
  return [...unique.values()];
}

function factorContent(data: DestinationData): Record<FactorKey, { formula: string; sources: MethodologySource[] }> {
  const e = COMPOSITE_POINTS.emigrationProcess;
  const i = COMPOSITE_POINTS.easeOfImmigration;
  return {
    immigration_policies: {
      formula: `MIPEX 2020 overall score: ${describeAnchor(ANCHORS.mipex)}.`,
      sources: sourcesOf(data, ["mipex"]),
    },
    healthcare: {
      formula: `UHC service coverage index: ${describeAnchor(ANCHORS.uhcServiceCoverage)}.`,
      sources: sourcesOf(data, ["uhcServiceCoverage"]),
    },
    safety: {
      formula: `Global Peace Index score (lower is more peaceful): ${describeAnchor(ANCHORS.globalPeaceIndex)}.`,
      sources: sourcesOf(data, ["globalPeaceIndex"]),
    },
    internet: {
      formula: `Median fixed broadband download speed: ${describeAnchor(ANCHORS.fixedBroadband, " Mbps")}.`,
      sources: sourcesOf(data, ["fixedBroadband"]),
    },
    emigration_process: {
      formula: `${e.visaFreeStay} points for visa-free stay (${describeAnchor(ANCHORS.usVisaFreeDays, " days")}), ${e.taxTreaty} points if a US income tax treaty is in force, ${e.totalization} points if a US totalization (social security) agreement is in force.`,
      sources: sourcesOf(data, ["usVisaFreeDays", "usTaxTreaties", "usTotalizationAgreements"]),
    },
    ease_of_immigration: {
      formula: `${i.perRoute} points for each of ${i.routes} routes (retirement/passive income, remote work, investment, skilled work), plus up to ${i.incomeThreshold} points for the retirement route's minimum monthly income (${describeAnchor(ANCHORS.passiveIncomeThreshold, " USD")}; 0 without such a route).`,
      sources: sourcesOf(data, ["retirementRoute", "remoteWorkRoute", "investmentRoute", "skilledWorkRoute", "passiveIncomeThreshold"]),
    },
    local_acceptance: {
      formula: `Gallup Migrant Acceptance Index, 2019 edition (0-9): ${describeAnchor(ANCHORS.migrantAcceptance)}. Where the 2019 edition has no value for a country, the named fallback is Gallup's first (2016-17) edition of the same index, same questions and scale: ${describeAnchor(ANCHORS.migrantAcceptance2016)}; the breakdown says when the fallback stands in.`,
      sources: sourcesOf(data, ["migrantAcceptance", "migrantAcceptance2016"]),
    },
  };
}

export function buildMethodology(data: DestinationData): Methodology {
  const content = factorContent(data);
  return {
    version: SCORING_VERSION,
    method: SCORING_METHOD,
    summary: [
      "Each destination has a 0-100 score on seven factors, each derived from a named public index or official source, with fixed anchors written in our data: adding a country never moves another country's score.",
      "Your star ratings (0-5) weight the factors; a factor you leave at 0 is ignored. Climate fit and, where relevant, location fit are weighted alongside them.",
      `The overall score is the weighted geometric mean of the factor scores. Unlike a plain average, it lets a weak factor you rated highly pull the score down: strong factors cannot hide it. Scores below ${SCORE_FLOOR} count as ${SCORE_FLOOR} so one zero cannot erase everything.`,
      "The breakdown shows each factor's share of the points (its weight share times its score) and the balance points the geometric mean removes, so you can see exactly why your score is what it is.",
      `Affordability: where a sourced rent exists, your monthly housing budget is a line of the score like the factors, counting as a middle priority (${BUDGET_WEIGHT} of 5). A budget that does not cover even the cheapest sourced rent holds the score at ${INSUFFICIENT_BUDGET_CAP} at most, so the destination can be a "good" match at best until the budget fits.`,
      `Eligibility: where a country's residence routes are researched, each route is checked against every condition it sets that your answers can show: the kinds of income it counts (many count a salary, remote income and a pension alike; some accept savings instead), the figure it asks for (from your optional income and savings answers, never your housing budget), the skill level of the work it takes (your occupation matched to the ILO's ISCO-08 classification, or the country's own occupation list), its age limits, and whether it is points-tested. Each route gets one verdict, naming the condition that decides it: likely meets, below by a stated amount, not open to your occupation, closed at your age, does not count your kind of income, points-tested (check your points against the published table; we show the points your age gives where the table has them), or cannot tell from your answers.`,
      `A route is "for you" only when no condition your answers show fails: every known condition is met or cannot be told. If your answers likely meet every condition of such a route, Ease of Immigration counts ${ELIGIBILITY_ADJUSTMENT} points higher for you; if none of the country's routes is open to you on your answers, ${ELIGIBILITY_ADJUSTMENT} points lower; otherwise it is unchanged. Your top alternatives list destinations with a route open to you first, and say so when none has one.`,
    ],
    factors: FACTORS.map(({ key, label }) => ({ key, label, measures: FACTOR_DESCRIPTIONS[key], ...content[key] })),
    climate: {
      rule: "Each country's climate types come from the Köppen-Geiger climate classification. A climate you did not choose counts as close to yours only when Köppen-Geiger puts both in the same main group, so you still get what defines your choice: mediterranean and temperate are both mild-winter climates, seasonal and northern both cold-winter climates. Tropical and dry have no close climate: a country with no tropical zone cannot satisfy a tropical request (nor one with no dry zone a dry request), however warm or sunny it is, so we ask you to choose again.",
      adjacency: CLIMATE_ADJACENCY,
      fit: `A destination with your preferred climate scores ${CLIMATE_FIT_SCORE.exact} on climate; one with only an adjacent climate scores ${CLIMATE_FIT_SCORE.adjacent}. With neither, we ask you to choose another country or climate instead of scoring. Where you name a city that a source classes on its own (Mexico City is a subtropical highland, Köppen Cwb, in a country with tropical coasts), the city's class is scored instead of the country's: a city whose own climate is neither yours nor close to it scores ${CLIMATE_FIT_SCORE.cityDiffers}, and the reason says where in the country your climate is found.`,
      importance: "The assessment does not ask how much climate matters, so its weight is 3 of 5, or 4 when you prefer beachside living.",
    },
    location: [
      `Beachside in a landlocked country: a location line scoring ${LANDLOCKED_BEACH_SCORE} with weight ${LOCATION_WEIGHT} is added.`,
      `Rural: national internet and healthcare figures overstate what rural areas have, so those two factors count ${RURAL_REDUCTION} points lower; the more you rated them, the more this costs.`,
      "City: no adjustment.",
    ],
    budget: [
      `Your monthly housing budget is compared with the rent of the home your household needs (${HOME_SIZE_RULE}) in your chosen city; with no city named (or none with a rent), in the country's cheapest city with one, and the verdict names that city.`,
      RENT_ESTIMATE_METHOD,
      ESTIMATE_METHOD,
      `Beyond rent, utilities, groceries and transport are published for one person; for a household they are scaled by the modified OECD equivalence scale (Eurostat): ${EQUIVALENCE_SCALE.firstAdult} for the first adult, ${EQUIVALENCE_SCALE.furtherAdult} for each further adult and ${EQUIVALENCE_SCALE.child} for each child (ages are not asked, so every child counts as under 14).`,
      `Excellent: at least ${EXCELLENT_MULTIPLE} times central rent. Good: covers central rent. Tight: covers only rent outside the centre. Insufficient: below that.`,
      `In the score, the Budget line scores ${BUDGET_LINE_SCORE.excellent} for excellent, ${BUDGET_LINE_SCORE.good} for good, ${BUDGET_LINE_SCORE.tight} for tight and at most ${BUDGET_LINE_SCORE.insufficientAtMost} for insufficient (less the further the budget is from the cheapest sourced rent), with the weight of a middle priority (${BUDGET_WEIGHT} of 5).`,
      `An insufficient budget also holds the overall score at ${INSUFFICIENT_BUDGET_CAP} at most, the top of "good": a place you cannot afford to live in is not a very good match, however well it does on everything else. The breakdown says when this happens.`,
      "With neither a sourced rent nor an estimate for the place, the budget is left out of the score and the breakdown says so.",
      "Costs published in local currency are converted to US dollars with one published reference table of exchange rates.",
    ],
    costEstimates: { method: estimateMethod(), sources: estimateSources().map(publicSource) },
    missingData: `Where no source gives a figure, we store none and say so: the factor counts as a neutral ${NEUTRAL_SCORE} (a part of a composite factor counts half its points), and the breakdown names it.`,
    matchLevels: [
      { level: "perfect", range: "90-100" },
      { level: "very_good", range: "71-89" },
      { level: "good", range: "51-70" },
      { level: "poor", range: "0-50" },
    ],
  };
}

/** The methodology of one day's data (services.inForce), built once per data object. */
export const methodologyOf = oncePer(buildMethodology);
