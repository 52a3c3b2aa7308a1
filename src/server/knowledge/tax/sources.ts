/** Sources that many countries' tax entries cite: one object each, so the citation is written once. */
import type { Citation } from "@server/facts/citation";

/** The IRS list of US income-tax treaties in force ("United States income tax treaties - A to Z"). */
export const US_TREATY_LIST: Citation = {
  publisher: "Internal Revenue Service",
  title: "United States income tax treaties - A to Z",
  url: "https://www.irs.gov/businesses/international-businesses/united-states-income-tax-treaties-a-to-z",
  asOf: "2026-01",
  reviewedOn: "2026-11-25",
  research:
    "The IRS page itself was not in the page store; its address appears in several stored repositories, one noting it as updated 3 January 2026. Earlier this citation linked American University's payroll page reproducing the list (https://wwwprod101.american.edu/finance/payroll/tax-treaties.cfm, undated, read 2023), which is where each country's 'treaty in force' flag was checked.",
};

/** The SSA's list of US totalization agreements (POMS GN 01701.005). */
export const SSA_TOTALIZATION: Citation = {
  publisher: "US Social Security Administration",
  title: "POMS GN 01701.005 International Social Security (Totalization) Agreements",
  url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
  asOf: "2019-02",
  reviewedOn: "2026-11-25",
};
