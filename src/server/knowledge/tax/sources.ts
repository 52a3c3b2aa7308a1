/** Sources that many countries' tax entries cite: one object each, so the citation is written once. */
import type { Citation } from "@server/facts/citation";

/** The IRS list of US income-tax treaties, as reproduced by American University's payroll office. */
export const US_TREATY_LIST: Citation = { publisher: "American University Payroll, United States Income Tax Treaties (reproducing the IRS 'A to Z' list; page undated)", title: "American University Payroll, United States Income Tax Treaties (reproducing the IRS 'A to Z' list; page undated)", url: "https://wwwprod101.american.edu/finance/payroll/tax-treaties.cfm", asOf: "2023" };

/** The SSA's list of US totalization agreements (POMS GN 01701.005). */
export const SSA_TOTALIZATION: Citation = { publisher: "US Social Security Administration, POMS GN 01701.005 International Social Security (Totalization) Agreements", title: "US Social Security Administration, POMS GN 01701.005 International Social Security (Totalization) Agreements", url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005", asOf: "2019-02" };
