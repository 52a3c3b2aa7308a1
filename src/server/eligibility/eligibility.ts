/**
 * The eligibility answer for one assessment: the country's researched routes, read by id from the fact catalogue,
 * checked; or why there are none.
 */
import type { Assessment, MoneyAnswers } from "@shared/contracts/assessments";
import type { EligibilityResponse } from "@shared/contracts/eligibility";
import type { Destination } from "@server/destinations/catalog";
import type { ExchangeRates } from "@server/destinations/data/dataset.schema";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { readRoutes } from "@server/facts/catalogue/read-facts";
import { isResearched, type CountryRoutes } from "@server/knowledge/knowledge.schema";
import { applicantOf, checkEligibility, type Applicant } from "./check-eligibility";

/** The answers the person did not give that some route's threshold asks for. */
function missingAnswers(applicant: Applicant, entry: CountryRoutes): EligibilityResponse["missingAnswers"] {
  const kinds = new Set(entry.routes.flatMap((route) => ("kind" in route.threshold ? [route.threshold.kind] : [])));
  const missing: EligibilityResponse["missingAnswers"] = [];
  if (!applicant.income && (kinds.has("income") || kinds.has("salary"))) missing.push("income");
  if (applicant.savingsUsd === null && (kinds.has("savings") || kinds.has("investment"))) missing.push("savings");
  return missing;
}

export function eligibilityFor(
  assessment: Pick<Assessment, "user_age" | "user_job" | "monthly_budget"> & Partial<MoneyAnswers>,
  destination: Destination,
  catalogue: FactCatalogue,
  rates: ExchangeRates,
): EligibilityResponse {
  const read = readRoutes(catalogue, destination.slug);
  if (!isResearched(read.entry)) {
    return { country: destination.name, researched: false, note: read.entry.note, checked: null, verdicts: [], missingAnswers: [] };
  }
  const entry = read.entry;
  const applicant = applicantOf(assessment);
  return {
    country: destination.name,
    researched: true,
    note: null,
    checked: entry.checked,
    verdicts: checkEligibility(applicant, read.routes, rates),
    missingAnswers: missingAnswers(applicant, entry),
  };
}
