/**
 * The report for answers that are not stored (the operator's report preview, the sample report): scored as the
 * assessments service scores a request, then gathered and assembled as the report job does. Its assessment id, 0,
 * is one no stored assessment can have (real ids start at 10^14), so it never opens anything.
 */
import type { Assessment, AssessmentRequest } from "@shared/contracts/assessments";
import { scoreRequest } from "@server/assessments/assessments.service";
import type { DestinationCatalog } from "@server/destinations/catalog";
import type { DestinationData } from "@server/destinations/data/index";
import { eligibilityFitter } from "@server/eligibility/eligibility-fit";
import { catalogueOf } from "@server/facts/catalogue/fact-catalogue";
import type { KnowledgeBase } from "@server/knowledge/index";
import type { ReportDocument } from "@server/report-pdf/report-document";
import { methodologyOf } from "@server/scoring/methodology";
import { assembleReport, buildSections } from "./build-report";
import { executiveSummary } from "./executive-summary";
import { gatherReportFacts, type ReportFacts } from "./report-facts";

export const UNSTORED_ASSESSMENT_ID = 0;

type Sources = { data: DestinationData; catalog: DestinationCatalog; knowledge: KnowledgeBase };

/** `at` stands for the assessment's creation, the purchase and the generation alike. */
export function reportForAnswers(sources: Sources, request: AssessmentRequest, options: { publicUrl: string; at: Date }): { assessment: Assessment; facts: ReportFacts; document: ReportDocument } {
  const { catalog, data, knowledge } = sources;
  const scored = scoreRequest(catalog, eligibilityFitter(catalogueOf(knowledge, data), data.exchangeRates), request);
  const { result } = scored;
  const assessment: Assessment = {
    id: UNSTORED_ASSESSMENT_ID,
    ...scored.request,
    climate_importance: result.climate_importance,
    overall_score: result.overall_score,
    match_level: result.match_level,
    budget_compatibility: result.budget_compatibility,
    breakdown: result.breakdown,
    created_at: options.at.toISOString(),
    updated_at: options.at.toISOString(),
  };
  const facts = gatherReportFacts({
    assessment,
    destination: scored.destination,
    destinations: catalog.destinations,
    data,
    knowledge,
    methodology: methodologyOf(data),
    publicUrl: options.publicUrl,
    paidAt: options.at,
    generatedAt: options.at,
  });
  return { assessment, facts, document: assembleReport(facts, executiveSummary(facts), buildSections(facts)) };
}
