/**
 * The sample report (/sample-report and GET /api/sample-report.pdf): the real report, made by the paid report's
 * engine (the assessments service's scoreRequest, then the facts, the sections, the executive summary and the
 * assembly, as the report job runs them) for one fixed illustrative profile, a 32-year-old US software engineer
 * moving to Lisbon. Only the labels change: the cover, the running header and the executive summary say it is a
 * sample for an illustrative profile, and the hub, which a sample does not have, is described rather than linked.
 * The page's summary is drawn from this document (sample-report-summary.ts) and the PDF is this document rendered
 * (sample-report-pdf.ts), so the two cannot disagree.
 */
import { personInWords } from "@shared/person-words";
import { BRAND_NAME } from "@shared/constants";
import { HUB_ACCESS_YEARS } from "@shared/contracts/reports";
import type { AssessmentRequest } from "@shared/contracts/assessments";
import type { ReportDocument, ReportSection } from "@server/report-pdf/report-document";
import { reportForAnswers, UNSTORED_ASSESSMENT_ID } from "@server/reports/answers-report";
import { reportManifest, type ReportManifest } from "@server/reports/report-manifest";
import type { ContentSources } from "./content";

/** The illustrative profile: answers a person could give in the wizard, including the optional money step. */
export const SAMPLE_REQUEST: AssessmentRequest = {
  user_age: 32,
  user_job: "Software engineer",
  monthly_budget: 2500,
  preferred_country: "Portugal",
  preferred_city: "Lisbon",
  location_preference: "city",
  climate_preference: "mediterranean",
  immigration_policies_importance: 4,
  healthcare_importance: 4,
  safety_importance: 4,
  internet_importance: 5,
  emigration_process_importance: 3,
  ease_of_immigration_importance: 4,
  local_acceptance_importance: 3,
  monthly_income: 9000,
  income_kind: "remote-work",
  income_basis: null,
  savings: 40000,
  household_adults: 1,
  household_children: 0,
};

/** Never stored: no assessment can have this id (reportForAnswers), and no hub exists for it. */
export const SAMPLE_ASSESSMENT_ID = UNSTORED_ASSESSMENT_ID;

/**
 * The engine's purchase and creation days. A sample has no purchase and no hub, and its PDF is dated on the day it
 * is rendered, so none of them is printed; a fixed day keeps the document, and so its cached PDF, the same for the
 * same data.
 */
const UNPRINTED_DAY = new Date("2000-01-01T00:00:00Z");

/** "a 32-year-old software engineer", read from the answers so the words cannot drift from them. */
export const SAMPLE_PERSON = personInWords(SAMPLE_REQUEST.user_age, SAMPLE_REQUEST.user_job);

export const SAMPLE_NOTICE =
  `This is a sample: a complete report made by the same engine as a bought report, for an illustrative profile ` +
  `(${SAMPLE_PERSON} from the US moving to ${SAMPLE_REQUEST.preferred_city}), not a real person. It is not advice for ` +
  "your situation. Every figure names its source and the date it describes; rules change, so check the official sources before you act.";

/** The sample's report document, undated: the PDF is stamped with the day it is rendered (sample-report-pdf.ts). */
export type SampleDocument = Omit<ReportDocument, "cover"> & { cover: Omit<ReportDocument["cover"], "generatedAt"> };

/** The sample's document and its manifest: the facts it prints, as a bought report's manifest records them (issue 31). */
export function buildSampleDocument(sources: ContentSources): { document: SampleDocument; manifest: ReportManifest } {
  const { document, facts } = reportForAnswers(sources, SAMPLE_REQUEST, { publicUrl: "", at: UNPRINTED_DAY });
  const manifest = reportManifest(document, facts.catalogue, facts, sources.editions);
  return { document: asSample(document), manifest };
}

/** The same document, labelled as a sample everywhere a reader could take it for someone's own report. */
function asSample(document: ReportDocument): SampleDocument {
  const { cover } = document;
  const place = cover.city ? `${cover.city}, ${cover.country}` : cover.country;
  return {
    title: `${BRAND_NAME} sample relocation report: ${place} (illustrative profile)`,
    runningHeader: `${BRAND_NAME} · Sample report for an illustrative profile, not a real person · ${place}`,
    cover: {
      brand: cover.brand,
      heading: "Sample relocation report",
      country: cover.country,
      city: cover.city,
      score: cover.score,
      matchLabel: cover.matchLabel,
      preparedFor: `A sample for an illustrative profile, not a real person: ${SAMPLE_PERSON}`,
      disclaimer: `${SAMPLE_NOTICE} ${cover.disclaimer}`,
    },
    sections: document.sections.map((section) => (section.id === "summary" ? withNotice(section) : section.id === "hub" ? describedHub(section) : section)),
  };
}

function withNotice(summary: ReportSection): ReportSection {
  return { ...summary, blocks: [{ kind: "callout", tone: "warning", title: "A sample for an illustrative profile", text: SAMPLE_NOTICE }, ...summary.blocks] };
}

/** What the hub holds, without the buyer's link and access dates: the sample has no hub to open. */
function describedHub(hub: ReportSection): ReportSection {
  return {
    ...hub,
    blocks: [
      {
        kind: "paragraph",
        text: `A bought report comes with the buyer's own relocation hub, open for ${HUB_ACCESS_YEARS} years from the purchase. This sample has no hub. A hub holds:`,
      },
      ...hub.blocks.filter((block) => block.kind === "list"),
    ],
  };
}
