/**
 * "Your first year: one-off costs" (issue 19.5), in the budget chapter: the visa or residence fee of the route the
 * plan is built around, the FBI record check, apostilles, the first month's rent and the deposit rule, and travel.
 * Each line is a sourced figure, or says plainly that this report has none; only sourced figures are totalled.
 */
import { formatAmount, formatNumber, formatUsd } from "@shared/format";
import type { Block, SourceRef } from "@server/report-pdf/report-document";
import type { CityProfile } from "@server/destinations/catalog";
import { toUsd } from "@server/destinations/exchange-rates";
import { isResearched } from "@server/knowledge/index";
import type { Fee as RouteFee, ResidenceRoute } from "@server/knowledge/knowledge.schema";
import { factIdsOf, readShared, readTopic } from "@server/facts/catalogue/read-facts";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { amountPage, placeFactIds } from "./fact-rows";
import { isByRegion, type CountryHousing } from "@server/knowledge/housing/housing.schema";
import type { UsPreparations } from "@server/knowledge/us-preparations";
import { routeToPlan } from "./relocation-timeline";
import { homeRents } from "@server/households/home-rents";
import { bedroomsFor, householdInWords, householdOf, isOnePerson } from "@server/households/household";
import type { ReportFacts } from "./report-facts";

type Fee = UsPreparations["criminalRecord"]["fee"];

/** "USD 18 for each sealed response". */
export const usFeeText = (fee: Fee): string => `USD ${formatNumber(fee.amount)} for ${fee.per}`;

/** A line of the table; `facts`: the ids of the facts it prints. */
type Line = { item: string; amount: string; basis: string; usd: number | null; source?: SourceRef; moreSources?: SourceRef[]; facts?: string[] };

/** The planned route's fees: its application fee for everyone who moves, and a further fee for each adult where it sets one. */
function visaFeeLines(facts: ReportFacts, people: number, adults: number): Line[] {
  const routes = readTopic(facts.catalogue, "residenceRoutes", facts.destination.slug).record;
  const planned = isResearched(routes) ? routeToPlan(routes, facts.eligibility.verdicts, facts.assessment.user_job) : null;
  if (!planned) return [{ item: "Visa and residence fees", amount: "No sourced figure", basis: "This report does not cover the routes in detail for this country.", usd: null }];
  const adultFee = planned.route.adultFee;
  return [visaFeeLine(facts, planned.route, people), ...(adultFee ? [adultFeeLine(facts, planned.route.name, adultFee, adults)] : [])];
}

/** A sum of fees in their currency, with its dollar value where the rate is known. */
function feeTotal(all: number, currency: string, facts: ReportFacts): { amount: string; usd: number | null } {
  const usd = currency === "USD" ? all : toUsd(all, currency, facts.exchangeRates);
  return { amount: currency === "USD" ? formatUsd(all) : `${formatAmount(all, currency)}${usd === null ? "" : ` (about ${formatUsd(usd)})`}`, usd };
}

/** A fee each adult pays, times the adults who move. */
function adultFeeLine(facts: ReportFacts, routeName: string, fee: RouteFee, adults: number): Line {
  const { amount, usd } = feeTotal(fee.amount * adults, fee.currency, facts);
  const basis = adults === 1 ? `${routeName}: ${fee.what}` : `${routeName}: ${fee.what}; ${formatAmount(fee.amount, fee.currency)} for each of the ${adults} adults`;
  return { item: "Fee for each adult", amount, basis, usd, source: amountPage(fee), facts: factIdsOf(facts.catalogue, fee) };
}

function visaFeeLine(facts: ReportFacts, route: ResidenceRoute, people: number): Line {
  const fee = route.fee;
  if ("value" in fee) return { item: "Visa and residence fees", amount: "No sourced figure", basis: `${route.name}: ${fee.note}`, usd: null };
  const joining = people - 1;
  const { amount, usd } = feeTotal(fee.amount + (fee.perDependant ?? fee.amount) * joining, fee.currency, facts);
  const basis =
    people === 1
      ? `${route.name}: ${fee.what}${fee.perDependant === undefined ? ", per person" : ""}`
      : fee.perDependant !== undefined
        ? `${route.name}: ${fee.what}; ${formatAmount(fee.amount, fee.currency)} for you and ${formatAmount(fee.perDependant, fee.currency)} for each of the ${joining} who join you`
        : `${route.name}: ${fee.what}, ${formatAmount(fee.amount, fee.currency)} per person, times the ${people} of you who move (a child's fee can be lower: the official page says)`;
  return { item: "Visa and residence fees", amount, basis, usd, source: amountPage(fee), facts: factIdsOf(facts.catalogue, fee) };
}

/** The deposit rule for the chosen city: its state's where each state sets its own, or every state's when no city is chosen. */
function depositLine(
  deposit: Exclude<CountryHousing["deposit"], { value: null }>,
  city: CityProfile | undefined,
  printed: FactCatalogue,
): Pick<Line, "basis" | "source" | "moreSources" | "facts"> {
  if (!isByRegion(deposit)) return { basis: deposit.text, source: deposit.source, facts: factIdsOf(printed, deposit) };
  const state = city ? deposit.byRegion.find((candidate) => candidate.cities.includes(city.name)) : undefined;
  if (state) return { basis: state.text, source: state.source, facts: factIdsOf(printed, state) };
  const [first, ...rest] = deposit.byRegion;
  return {
    basis: deposit.byRegion.map((candidate) => candidate.text).join(" "),
    source: first?.source,
    moreSources: rest.map((candidate) => candidate.source),
    facts: factIdsOf(printed, ...deposit.byRegion),
  };
}

export function firstYearBlocks(facts: ReportFacts, city: CityProfile | undefined): Block[] {
  const { criminalRecord } = readShared(facts.catalogue, "usPreparations").record;
  const housing = readTopic(facts.catalogue, "housing", facts.destination.slug).record;
  const deposit = isResearched(housing) && isResearched(housing.deposit) ? depositLine(housing.deposit, city, facts.catalogue) : null;
  const household = householdOf(facts.assessment);
  const bedrooms = bedroomsFor(household);
  const rent = city ? homeRents(city, facts.destination, bedrooms).centre : null;
  const adults = household.adults;
  const lines: Line[] = [
    ...visaFeeLines(facts, household.adults + household.children, household.adults),
    {
      item: "FBI record check",
      amount: formatUsd(criminalRecord.fee.amount * adults),
      basis: adults === 1 ? usFeeText(criminalRecord.fee) : `${usFeeText(criminalRecord.fee)}, for each of the ${adults} adults`,
      usd: criminalRecord.fee.amount * adults,
      source: criminalRecord.rule.source,
      facts: factIdsOf(facts.catalogue, criminalRecord.rule, criminalRecord.fee),
    },
    {
      item: "Apostilles",
      amount: "No sourced figure",
      basis: "The state that issued each document sets its fee; ask it, and the destination's authority which documents need one.",
      usd: null,
    },
    rent && city
      ? {
          item: "First month's rent",
          amount: formatUsd(rent.usd),
          basis: `A ${bedrooms}-bedroom in central ${city.name}${rent.estimate ? ` (${rent.estimate})` : ""}`,
          usd: rent.usd,
          ...(rent.sources[0] ? { source: rent.sources[0] } : {}),
          facts: placeFactIds(facts, rent.sources),
        }
      : { item: "First month's rent", amount: "No sourced figure", basis: city ? `No sourced central rent for ${city.name}.` : "Choose a city to see its rent.", usd: null },
    deposit
      ? { item: "Rental deposit", amount: "See the rule", usd: null, ...deposit }
      : { item: "Rental deposit", amount: "No sourced figure", basis: "The usual deposit is not stated in the sources used for this report.", usd: null },
    { item: "Flights and shipping", amount: "No sourced figure", basis: "Prices depend on dates, volume and distance: ask airlines and international movers for quotes.", usd: null },
  ];
  const total = lines.reduce((sum, line) => sum + (line.usd ?? 0), 0);
  return [
    { kind: "subheading", text: "Your first year: one-off costs" },
    {
      kind: "table",
      columns: ["Item", "Amount", "Basis"],
      widths: [1.3, 1.2, 3],
      rows: [...lines.map((line) => [line.item, line.amount, line.basis]), ["Total of the sourced items", formatUsd(total), "Lines without a sourced figure are not counted."]],
      caption: isOnePerson(household)
        ? "One-off costs of the move for one person; a household pays some of them per person."
        : `One-off costs of the move for ${householdInWords(household)}: the visa fee for each of you, the record check for each adult, and the rent of the home you need.`,
      sources: lines.flatMap((line) => [...(line.source ? [line.source] : []), ...(line.moreSources ?? [])]),
      facts: lines.flatMap((line) => line.facts ?? []),
    },
  ];
}
