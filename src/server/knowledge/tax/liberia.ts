// Liberia tax. The official Invest Liberia page with the rate table is served over http only, so this file
// relies on PwC Worldwide Tax Summaries for the rates and NASSCORP contributions, a chartered accountant's
// summary of the Revenue Code (Anil Kumar Jain CA) for residence, the IRS treaty list (A to Z),
// and the SSA's own manual (POMS) for totalization.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const liberiaTax: CountryTax = {
  country: "liberia",
  checked: "2026-11",
  residenceRule: {
    text: "Under section 800 of the Revenue Code, an individual is resident for the whole tax year if they have a normal place of abode in Liberia and are present at any time in the year, or are present on more than 182 days in a 12-month period ending in the year (or are a Liberian official posted abroad). Residents are taxed on worldwide income; non-residents only on Liberian-source income.",
    source: {
      publisher: "Anil Kumar Jain CA",
      title: "Income Tax in Liberia: Personal Income Tax (Revenue Code of Liberia as amended 2011)",
      url: "https://anilkumarjainca.blogspot.com/2018/02/income-tax-in-liberia-personal-income.html",
      asOf: "2018-02",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "Revenue Code as amended 2011",
    currency: "LRD",
    period: "year",
    bands: [
      { from: 0, upTo: 70000, ratePercent: 0 },
      { from: 70000, upTo: 200000, ratePercent: 5 },
      { from: 200000, upTo: 800000, ratePercent: 15 },
      { from: 800000, upTo: null, ratePercent: 25 },
    ],
    topRatePercent: 25,
    note: "Resident individuals, in Liberian dollars (LRD). Employers withhold the tax monthly (PAYE).",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Liberia, Individual - Taxes on personal income (last reviewed 2 September 2025)",
      url: "https://taxsummaries.pwc.com/republic-of-liberia/individual/taxes-on-personal-income",
      asOf: "2025-09-02",
      reviewedOn: "2026-11-25",
      research:
        "PwC's table for resident natural persons: 0 to 70,000 nil; 70,001 to 200,000 5% of the excess over LRD 70,000; 200,001 to 800,000 LRD 6,500 + 15% of the excess over 200,000; 800,001 and above LRD 96,500 + 25% of the excess over 800,000 (non-residents: flat 20%). The official Invest Liberia (National Investment Commission) page 'Annual tax rates - Resident Individuals' states the same four bands but is served over http only (http://investliberia.gov.lr/new/page_info.php?7d5f44532cbfc489b8db9e12e44eb820=NDcx), so it cannot be linked. No Liberia Revenue Authority (revenue.gov.lr / lra.gov.lr) page with the table was found in the search store (searched November 2026: LRA personal income tax rates, Revenue Code section 801 rates). Replaces https://anilkumarjainca.blogspot.com/2018/02/income-tax-in-liberia-personal-income.html (a chartered accountant's blog).",
    },
  },
  newcomerRegime: {
    value: null,
    note: "No published information on a special tax regime for people moving to Liberia is available.",
    research: "No stored page described a special tax regime for people moving to Liberia, nor a source stating that none exists.",
  },
  socialSecurity: {
    text: "NASSCORP social security: 10% of gross income in total. The employer pays 6% (4% pension scheme and 2% injury scheme) and the employee 4% to the pension scheme, collected monthly by the employer. Self-employed people may contribute to the pension scheme voluntarily, with NASSCORP's approval.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Liberia, Individual - Other taxes (last reviewed 2 September 2025)",
      url: "https://taxsummaries.pwc.com/republic-of-liberia/individual/other-taxes",
      asOf: "2025-09-02",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "Liberia is not on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Liberia is not on the SSA list of countries with a US totalization agreement in force.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
