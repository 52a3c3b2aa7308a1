/** "Professional services directory": official registers and public bodies, never firms or ratings. */
import { factIdsOf, readTopic } from "@server/facts/catalogue/read-facts";
import { REPORT_CHAPTERS } from "@shared/report-chapters";
import type { Block, ReportSection } from "@server/report-pdf/report-document";
import type { DirectoryCategory } from "@server/knowledge/directory/directory.schema";
import { DIRECTORY_CATEGORIES } from "@server/knowledge/directory/directory.schema";
import { isUnknown, notResearchedSection } from "./fact-rows";
import type { ReportFacts } from "./report-facts";

const CATEGORY_TITLES: Record<DirectoryCategory, string> = {
  "immigration-authority": "Immigration authority",
  lawyers: "Finding a licensed lawyer",
  "tax-advisers": "Finding a tax adviser",
  "tax-authority": "Tax authority",
  movers: "International movers",
  "health-insurance": "Health insurance",
};

/** Bodies that serve US citizens in every country. */
const US_BODIES: Block[] = [
  { kind: "subheading", text: "For US citizens everywhere" },
  {
    kind: "table",
    columns: ["Body", "What for", "Website"],
    widths: [1.6, 2.4, 2.2],
    rows: [
      ["IRS, international taxpayers", "US filing rules and forms for citizens abroad", "https://www.irs.gov/individuals/international-taxpayers"],
      ["Social Security Administration, Payments Abroad", "Receiving US Social Security benefits outside the US", "https://www.ssa.gov/international/payments.html"],
      ["Federal Voting Assistance Program", "Voting by absentee ballot from abroad", "https://www.fvap.gov/"],
    ],
  },
];

export function directorySection(facts: ReportFacts): ReportSection {
  const { destination } = facts;
  const entry = readTopic(facts.catalogue, "directory", destination.slug).record;
  const title = REPORT_CHAPTERS.directory;
  if (isUnknown(entry)) return notResearchedSection("directory", title, entry.note, US_BODIES);
  const groups = DIRECTORY_CATEGORIES.map((category) => ({ category, entries: entry.entries.filter((item) => item.category === category) })).filter(
    (group) => group.entries.length > 0,
  );
  return {
    id: "directory",
    title,
    blocks: [
      {
        kind: "paragraph",
        text: `Official registers and public bodies where you can find and check licensed professionals in ${destination.name} (checked ${entry.checked}). NewShores lists no firms, takes no referral fees and rates no one: check a professional's licence in the register before you pay.`,
      },
      ...groups.flatMap(({ category, entries }): Block[] => [
        { kind: "subheading", text: CATEGORY_TITLES[category] },
        {
          kind: "table",
          columns: ["Body", "What for", "Website"],
          widths: [1.6, 2.4, 2.2],
          rows: entries.map((item) => [item.name, item.use, item.url]),
          sources: entries.map((item) => ({ publisher: item.name, title: item.name, url: item.url, asOf: item.asOf })),
          facts: factIdsOf(facts.catalogue, ...entries),
        },
      ]),
      ...US_BODIES,
    ],
  };
}
