/**
 * "Schools for your children" (issue 29.4), only when children move: how state schooling works for a resident
 * child, the compulsory ages, how to enrol on arrival, when the school year starts, and international schools with
 * their published fees, the chosen city's first.
 */
import { factIdsOf, readTopic } from "@server/facts/catalogue/read-facts";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { formatAmount, monthName } from "@shared/format";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, KeyValueRow, ReportSection } from "@server/report-pdf/report-document";
import { householdInWords, householdOf } from "@server/households/household";
import type { CountrySchools } from "@server/knowledge/schools/schools.schema";
import { isUnknown, noFigure, notResearchedSection, textRow } from "./fact-rows";
import type { ReportFacts } from "./report-facts";


function schoolRows(entry: CountrySchools, printed: FactCatalogue): KeyValueRow[] {
  const { publicSchools, compulsoryAges, schoolYearStarts } = entry;
  return [
    isUnknown(publicSchools)
      ? { label: "State schools", value: noFigure(publicSchools) }
      : {
          label: "State schools",
          value: `${publicSchools.free ? "Free of tuition for a resident child" : "Not free for every resident child"}; taught in ${publicSchools.languages.join(" and ")}. ${publicSchools.text}`,
          source: publicSchools.source,
          facts: factIdsOf(printed, publicSchools),
        },
    isUnknown(compulsoryAges)
      ? { label: "Compulsory school ages", value: noFigure(compulsoryAges) }
      : {
          label: "Compulsory school ages",
          value: `From ${compulsoryAges.from} to ${compulsoryAges.to}${compulsoryAges.note ? ` (${compulsoryAges.note})` : ""}`,
          source: compulsoryAges.source,
          facts: factIdsOf(printed, compulsoryAges),
        },
    textRow("Enrolling a child on arrival", entry.enrolment, printed),
    isUnknown(schoolYearStarts)
      ? { label: "The school year starts", value: noFigure(schoolYearStarts) }
      : { label: "The school year starts", value: `${monthName(schoolYearStarts.month)}${schoolYearStarts.note ? ` (${schoolYearStarts.note})` : ""}`, source: schoolYearStarts.source, facts: factIdsOf(printed, schoolYearStarts) },
  ];
}

function internationalBlocks(entry: CountrySchools, city: string | null, printed: FactCatalogue): Block[] {
  const schools = [...entry.internationalSchools].sort((a, b) => Number(b.city === city) - Number(a.city === city));
  if (schools.length === 0) {
    return [{ kind: "paragraph", text: `International schools: no published, dated fee was found for this report. ${entry.internationalNote ?? ""}`.trim() }];
  }
  return [
    { kind: "subheading", text: "International schools with a published fee" },
    {
      kind: "table",
      columns: ["School", "City", "A year", "What it covers"],
      widths: [1.8, 1, 1.1, 2.4],
      rows: schools.map((school) => [school.name, school.city === city ? `${school.city} (your choice)` : school.city, formatAmount(school.fee.amount, school.fee.currency), school.fee.what]),
      caption: `Fees as each school (or the source named) publishes them, for the school year stated; most add enrolment and building fees. ${entry.internationalNote ?? ""}`.trim(),
      sources: schools.map((school) => school.fee.source),
      facts: factIdsOf(printed, ...schools.map((school) => school.fee)),
    },
  ];
}

export function schoolsSection(facts: ReportFacts): ReportSection {
  const { destination, assessment } = facts;
  const entry = readTopic(facts.catalogue, "schools", destination.slug).record;
  const title = REPORT_CHAPTERS.schools;
  const who = `You told us ${householdInWords(householdOf(assessment))} are moving.`;
  if (isUnknown(entry)) return notResearchedSection("schools", title, `${who} ${entry.note}`, []);
  return {
    id: "schools",
    title,
    blocks: [
      { kind: "paragraph", text: `${who} How schooling works in ${destination.name} for a child who lives there (rules checked ${entry.checked}).` },
      { kind: "keyValues", rows: schoolRows(entry, facts.catalogue) },
      ...internationalBlocks(entry, assessment.preferred_city, facts.catalogue),
    ],
  };
}
