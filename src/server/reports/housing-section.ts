/** "Housing": how renting works in the country, beside the sourced rents of the chosen city and the others. */
import { formatUsd } from "@shared/format";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, ReportSection } from "@server/report-pdf/report-document";
import { isUnknown, notResearchedSection, textRow } from "./fact-rows";
import type { ReportFacts } from "./report-facts";
import { chosenCity } from "./report-sections";

function rentBlocks(facts: ReportFacts): Block[] {
  const { destination, assessment } = facts;
  const city = chosenCity(facts);
  const rows = destination.cities.map((c) => {
    const centre = c.costs.rentCentre.usd;
    const outside = c.costs.rentOutside.usd;
    const fits = [centre, outside].filter((rent): rent is number => rent !== null).some((rent) => rent <= assessment.monthly_budget);
    const verdict = centre === null && outside === null ? "no sourced rent" : fits ? "within your budget" : "above your budget";
    return [c.name === city?.name ? `${c.name} (your choice)` : c.name, centre === null ? "no sourced figure" : formatUsd(centre), outside === null ? "no sourced figure" : formatUsd(outside), verdict];
  });
  return [
    { kind: "subheading", text: `One-bedroom rents against your ${formatUsd(assessment.monthly_budget)} housing budget` },
    {
      kind: "table",
      columns: ["City", "Centre (USD a month)", "Outside the centre", "Your budget"],
      widths: [1.6, 1.3, 1.3, 1.3],
      rows,
      caption: "\"Within your budget\": at least one of the two sourced rents is at or below your monthly housing budget.",
      sources: destination.cities.flatMap((c) => [c.costs.rentCentre.source, c.costs.rentOutside.source]),
    },
  ];
}

export function housingSection(facts: ReportFacts): ReportSection {
  const { destination } = facts;
  const entry = facts.knowledge.housing[destination.slug];
  const title = REPORT_CHAPTERS.housing;
  if (isUnknown(entry)) return notResearchedSection("housing", title, entry.note, rentBlocks(facts));
  return {
    id: "housing",
    title,
    blocks: [
      { kind: "paragraph", text: `How renting works in ${destination.name} (rules checked ${entry.checked}). Most newcomers rent first, for a few months, before they choose a neighbourhood.` },
      {
        kind: "keyValues",
        rows: [textRow("Deposit", entry.deposit), textRow("Contract length and notice", entry.contractLength), textRow("Agency fees", entry.agencyFees), textRow("Buying as a foreigner", entry.foreignBuyers)],
      },
      ...rentBlocks(facts),
    ],
  };
}
