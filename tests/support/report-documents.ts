/** A real report document for a request, built from the real data the way the report job builds it. */
import { assessmentRequestSchema, type Assessment, type MoneyAnswers } from "@shared/contracts/assessments";
import { buildCatalog } from "@server/destinations/catalog";
import { loadDestinationData } from "@server/destinations/data/index";
import { loadKnowledgeBase, type KnowledgeBase } from "@server/knowledge/index";
import { assembleReport, buildSections } from "@server/reports/build-report";
import { eligibilityFitter } from "@server/eligibility/eligibility-fit";
import { catalogueOf } from "@server/facts/catalogue/fact-catalogue";
import { executiveSummary } from "@server/reports/executive-summary";
import { gatherReportFacts } from "@server/reports/report-facts";
import { buildMethodology } from "@server/scoring/methodology";
import { scoreAssessment } from "@server/scoring/score-assessment";
import { portugalRequest } from "./requests";

export const data = loadDestinationData();
export const catalog = buildCatalog(data);
const methodology = buildMethodology(data);
export const knowledge = loadKnowledgeBase();

export function reportFor(
  overrides: Partial<Omit<typeof portugalRequest, "preferred_city">> & { preferred_city?: string | null } & Partial<MoneyAnswers> = {},
  options: { knowledge?: KnowledgeBase } = {},
) {
  const request = assessmentRequestSchema.parse({ ...portugalRequest, ...overrides });
  const destination = catalog.findByName(request.preferred_country);
  if (!destination) throw new Error("unknown country");
  const fitFor = eligibilityFitter(catalogueOf(options.knowledge ?? knowledge, data), data.exchangeRates);
  const scored = scoreAssessment(request, destination, fitFor(request, destination));
  if (scored.kind !== "scored") throw new Error("climate conflict");
  const assessment: Assessment = {
    id: 123456789012345,
    ...request,
    climate_importance: scored.climate_importance,
    overall_score: scored.overall_score,
    match_level: scored.match_level,
    budget_compatibility: scored.budget_compatibility,
    breakdown: scored.breakdown,
    created_at: "2026-11-23T10:00:00.000Z",
    updated_at: "2026-11-23T10:00:00.000Z",
  };
  const facts = gatherReportFacts({
    assessment,
    destination,
    destinations: catalog.destinations,
    data,
    knowledge: options.knowledge ?? knowledge,
    methodology,
    publicUrl: "https://newshores.example",
    paidAt: new Date("2026-11-23T10:00:00Z"),
    generatedAt: new Date("2026-11-23T10:00:05Z"),
  });
  return { assessment, facts, document: assembleReport(facts, executiveSummary(facts), buildSections(facts)) };
}

