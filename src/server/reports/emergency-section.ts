/** "Emergency contacts and support": local emergency numbers, the US embassy and consulates, the travel advisory. */
import { factIdsOf, readTopic } from "@server/facts/catalogue/read-facts";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, ReportSection } from "@server/report-pdf/report-document";
import type { CountryEmergency } from "@server/knowledge/emergency/emergency.schema";
import { serviceNumber } from "@server/knowledge/emergency/numbers-in-words";
import { citationLabel } from "@server/facts/citation";
import { isUnknown, noFigure, notResearchedSection } from "./fact-rows";
import type { ReportFacts } from "./report-facts";

/** The State Department's own services for citizens abroad: the same for every country. */
const STATE_DEPARTMENT: Block[] = [
  { kind: "subheading", text: "Register with the State Department" },
  {
    kind: "paragraph",
    text: "Sign up for the free Smart Traveler Enrollment Program (STEP): the US embassy sends you its security alerts and can reach you, or your emergency contact, in an emergency. If you cannot reach the embassy in an emergency, call the State Department: 1-888-407-4747 from the US and Canada, +1-202-501-4444 from another country.",
    sources: [{ publisher: "US Department of State", title: "Crisis Response and Evacuations", url: "https://travel.state.gov/en/international-travel/help-abroad/crisis-response.html", asOf: "2026" }],
  },
];

function numbersBlocks(entry: CountryEmergency, printed: FactCatalogue): Block[] {
  const numbers = entry.numbers;
  if (isUnknown(numbers)) return [{ kind: "keyValues", rows: [{ label: "Emergency numbers", value: noFigure(numbers) }] }];
  const facts = factIdsOf(printed, numbers);
  const blocks: Block[] = [
    {
      kind: "keyValues",
      rows: [
        ...(numbers.general ? [{ label: "General emergency", value: numbers.general, source: numbers.generalSource ?? numbers.source, facts }] : []),
        { label: "Police", value: serviceNumber(numbers, "police"), source: numbers.source, facts },
        { label: "Ambulance", value: serviceNumber(numbers, "ambulance"), source: numbers.source, facts },
        { label: "Fire", value: serviceNumber(numbers, "fire"), source: numbers.source, facts },
      ],
    },
  ];
  if (numbers.note) blocks.push({ kind: "paragraph", text: numbers.note, sources: [numbers.source], facts });
  const differs = numbers.crossCheck?.differs;
  if (numbers.crossCheck && differs) {
    blocks.push({
      kind: "callout",
      tone: "warning",
      title: "Sources differ",
      text: `${citationLabel(numbers.source)} gives the numbers above; ${citationLabel(numbers.crossCheck.source)} gives ${differs}. Confirm on the official page and with the US embassy when you arrive.`,
    });
  }
  return blocks;
}

function advisoryBlock(entry: CountryEmergency, printed: FactCatalogue): Block {
  const advisory = entry.advisory;
  if (isUnknown(advisory)) return { kind: "callout", tone: "info", title: "Travel advisory", text: noFigure(advisory) };
  return {
    kind: "callout",
    tone: advisory.level >= 3 ? "warning" : "info",
    title: `US travel advisory: level ${advisory.level}, ${advisory.label}`,
    text: `Issued or last updated ${advisory.issued} (${citationLabel(advisory.source)}).${advisory.areas ? ` Some areas have a higher level: ${advisory.areas}` : ""} Advisories change: read the current one on travel.state.gov before you travel.`,
    facts: factIdsOf(printed, advisory),
  };
}

export function emergencySection(facts: ReportFacts): ReportSection {
  const { destination } = facts;
  const entry = readTopic(facts.catalogue, "emergency", destination.slug).record;
  const title = REPORT_CHAPTERS.emergency;
  if (isUnknown(entry)) return notResearchedSection("emergency", title, entry.note, STATE_DEPARTMENT);
  return {
    id: "emergency",
    title,
    blocks: [
      { kind: "paragraph", text: `Keep these with your passport (checked ${entry.checked}). Save the numbers in your phone before you land.` },
      { kind: "subheading", text: "Emergency numbers" },
      ...numbersBlocks(entry, facts.catalogue),
      advisoryBlock(entry, facts.catalogue),
      { kind: "subheading", text: "US embassy and consulates" },
      entry.usPosts.length > 0
        ? {
            kind: "table",
            columns: ["Post", "City", "Phone", "Website"],
            widths: [1, 1.2, 1.6, 2.4],
            rows: entry.usPosts.map((post) => [post.kind === "embassy" ? "Embassy" : "Consulate", post.city, post.phone ?? "see website", post.url]),
            sources: entry.usPosts.map((post) => post.source),
            facts: factIdsOf(facts.catalogue, ...entry.usPosts),
          }
        : { kind: "paragraph", text: `No US post in ${destination.name} was found in the sources read for this report; the State Department's country page names the post that serves it.` },
      ...STATE_DEPARTMENT,
    ],
  };
}
