/** The results page's summary of the schools chapter (issue 29.4): the same knowledge, a line per sourced fact. */
import type { SchoolsSummary } from "@shared/contracts/schools";
import { publicSource } from "@server/facts/citation";
import { householdOf } from "@server/households/household";
import { isResearched } from "@server/knowledge/index";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { readTopic } from "@server/facts/catalogue/read-facts";
import type { Destination } from "@server/destinations/catalog";
import { monthName } from "@shared/format";

export function schoolsSummary(
  answers: { household_adults?: number | null; household_children?: number | null },
  destination: Pick<Destination, "name" | "slug">,
  catalogue: FactCatalogue,
): SchoolsSummary {
  const children = householdOf(answers).children;
  const entry = readTopic(catalogue, "schools", destination.slug).record;
  const base = { country: destination.name, children };
  if (!isResearched(entry)) return { ...base, researched: false, note: entry.note, facts: [], internationalSchools: 0 };
  const facts: SchoolsSummary["facts"] = [];
  const { publicSchools, compulsoryAges, schoolYearStarts } = entry;
  if (isResearched(publicSchools)) {
    facts.push({
      label: "State schools",
      text: `${publicSchools.free ? "Free of tuition for a resident child" : "Not free for every resident child"}; taught in ${publicSchools.languages.join(" and ")}.`,
      source: publicSource(publicSchools.source),
    });
  }
  if (isResearched(compulsoryAges)) {
    facts.push({ label: "Compulsory school ages", text: `From ${compulsoryAges.from} to ${compulsoryAges.to}.`, source: publicSource(compulsoryAges.source) });
  }
  if (isResearched(schoolYearStarts)) {
    facts.push({ label: "The school year starts", text: `${monthName(schoolYearStarts.month)}.`, source: publicSource(schoolYearStarts.source) });
  }
  return { ...base, researched: true, note: null, facts, internationalSchools: entry.internationalSchools.length };
}
