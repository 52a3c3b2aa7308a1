/** The partner-income rule every salary floor shares (issue 29.6), written once. */
import type { Citation } from "@server/facts/citation";
import type { RouteConditions } from "./route-conditions.schema";

type PartnerIncome = NonNullable<RouteConditions["dependants"]["partnerIncome"]>;

/** A salary floor is the pay of the job offered to the main applicant: a partner's income never counts toward it. */
export const salaryOfTheJobOffered = (source: Citation): PartnerIncome => ({
  counts: false,
  note: "The salary floor is for the job offered to the main applicant; a partner's income does not count toward it.",
  source,
});
