/** Puts the gathered facts, the sections and the summary together as the document the PDF layout draws. */
import { personInWords } from "@shared/person-words";
import { BRAND_NAME } from "@shared/constants";
import type { ReportDocument, ReportSection } from "@server/report-pdf/report-document";
import { cultureSection } from "./culture-section";
import { directorySection } from "./directory-section";
import { emergencySection } from "./emergency-section";
import { healthcareSection } from "./healthcare-section";
import { housingSection } from "./housing-section";
import { schoolsSection } from "./schools-section";
import { householdOf } from "@server/households/household";
import { immigrationSection } from "./immigration-section";
import { taxSection } from "./tax-section";
import { timelineSection } from "./timeline-section";
import type { ReportFacts } from "./report-facts";
import { alternativesSection, budgetSection, climateSection, evidenceSection, hubSection, methodSection, profileSection, routesSection, scoreSection } from "./report-sections";

const MATCH_LABELS: Record<string, string> = { perfect: "Perfect match", very_good: "Very good match", good: "Good match", poor: "Poor match" };

/** The chapters after the executive summary, in the report's order. */
export function buildSections(facts: ReportFacts): ReportSection[] {
  const withChildren = householdOf(facts.assessment).children > 0;
  return [
    profileSection,
    scoreSection,
    evidenceSection,
    immigrationSection,
    routesSection,
    budgetSection,
    healthcareSection,
    taxSection,
    housingSection,
    ...(withChildren ? [schoolsSection] : []),
    cultureSection,
    climateSection,
    timelineSection,
    emergencySection,
    directorySection,
    alternativesSection,
    methodSection,
    hubSection,
  ].map((section) => section(facts));
}

export function assembleReport(facts: ReportFacts, summary: ReportSection, sections: ReportSection[]): ReportDocument {
  const { assessment, destination } = facts;
  const place = assessment.preferred_city ? `${assessment.preferred_city}, ${destination.name}` : destination.name;
  return {
    title: `${BRAND_NAME} relocation report: ${place}`,
    runningHeader: `${BRAND_NAME} · Relocation report · ${place}`,
    cover: {
      brand: BRAND_NAME,
      heading: "Your personal relocation report",
      country: destination.name,
      city: assessment.preferred_city,
      score: assessment.overall_score,
      matchLabel: MATCH_LABELS[assessment.match_level] ?? assessment.match_level,
      preparedFor: `Prepared for ${personInWords(assessment.user_age, assessment.user_job)}`,
      generatedAt: facts.generatedAt.toISOString(),
      hubUrl: facts.hubUrl,
      hubAccessUntil: facts.hubAccessUntil.toISOString().slice(0, 10),
      disclaimer:
        "General guidance only, built from the public sources cited. Check official government sources and consult licensed professionals before making decisions.",
    },
    sections: [summary, ...sections],
  };
}
