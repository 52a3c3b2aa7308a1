/** "Housing": how renting works in the country, beside the rents, for the home the household needs, of the chosen city and the others. */
import { factIdsOf, readTopic } from "@server/facts/catalogue/read-facts";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { formatUsd } from "@shared/format";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, KeyValueRow, ReportSection } from "@server/report-pdf/report-document";
import { isByRegion, type CountryHousing } from "@server/knowledge/housing/housing.schema";
import { isUnknown, notResearchedSection, placesCited, textRow } from "./fact-rows";
import type { ReportFacts } from "./report-facts";
import { chosenCity } from "./report-sections";
import { ESTIMATE_METHOD, homeRents, type HomeRent } from "@server/households/home-rents";
import { bedroomsFor, HOME_SIZE_RULE, householdInWords, householdOf, isOnePerson } from "@server/households/household";

const rentText = (rent: HomeRent | null) => (rent === null ? "no sourced figure" : `${formatUsd(rent.usd)}${rent.estimate ? " (estimate)" : ""}`);

/** Each city's rents for the home the household needs, against the housing budget. */
function rentBlocks(facts: ReportFacts): Block[] {
  const { destination, assessment } = facts;
  const city = chosenCity(facts);
  const household = householdOf(assessment);
  const bedrooms = bedroomsFor(household);
  const byCity = destination.cities.map((c) => ({ city: c, rents: homeRents(c, destination, bedrooms) }));
  const rows = byCity.map(({ city: c, rents }) => {
    const known = [rents.centre, rents.outside].filter((rent): rent is HomeRent => rent !== null);
    const verdict = known.length === 0 ? "no sourced rent" : known.some((rent) => rent.usd <= assessment.monthly_budget) ? "within your budget" : "above your budget";
    return [c.name === city?.name ? `${c.name} (your choice)` : c.name, rentText(rents.centre), rentText(rents.outside), verdict];
  });
  const estimates = byCity.flatMap(({ rents }) => [rents.centre, rents.outside]).find((rent) => rent?.estimate);
  const size = bedrooms === 1 ? "One-bedroom" : `${bedrooms}-bedroom`;
  return [
    { kind: "subheading", text: `${size} rents against your ${formatUsd(assessment.monthly_budget)} housing budget` },
    {
      kind: "table",
      columns: ["City", "Centre (USD a month)", "Outside the centre", "Your budget"],
      widths: [1.6, 1.3, 1.3, 1.3],
      rows,
      caption: [
        isOnePerson(household) ? "" : `The size for ${householdInWords(household)}: ${HOME_SIZE_RULE}.`,
        estimates ? `"Estimate": ${ESTIMATE_METHOD}` : "",
        "\"Within your budget\": at least one of the two rents is at or below your monthly housing budget.",
      ].filter(Boolean).join(" "),
      ...placesCited(facts, byCity.flatMap(({ rents }) => [rents.centre, rents.outside].flatMap((rent) => rent?.sources ?? []))),
    },
  ];
}

/** The deposit rule, or one row for each state where each state sets its own (each with its own source). */
function depositRows(deposit: CountryHousing["deposit"], printed: FactCatalogue): KeyValueRow[] {
  if (!isByRegion(deposit)) return [textRow("Deposit", deposit, printed)];
  return deposit.byRegion.map((state) => ({ label: `Deposit, ${state.region} (${state.cities.join(", ")})`, value: state.text, source: state.source, facts: factIdsOf(printed, state) }));
}

export function housingSection(facts: ReportFacts): ReportSection {
  const { destination } = facts;
  const entry = readTopic(facts.catalogue, "housing", destination.slug).record;
  const title = REPORT_CHAPTERS.housing;
  if (isUnknown(entry)) return notResearchedSection("housing", title, entry.note, rentBlocks(facts));
  return {
    id: "housing",
    title,
    blocks: [
      { kind: "paragraph", text: `How renting works in ${destination.name} (rules checked ${entry.checked}). Most newcomers rent first, for a few months, before they choose a neighbourhood.` },
      {
        kind: "keyValues",
        rows: [
          ...depositRows(entry.deposit, facts.catalogue),
          textRow("Contract length and notice", entry.contractLength, facts.catalogue),
          textRow("Agency fees", entry.agencyFees, facts.catalogue),
          textRow("Buying as a foreigner", entry.foreignBuyers, facts.catalogue),
        ],
      },
      ...rentBlocks(facts),
    ],
  };
}
