/**
 * Philippines tax facts. No BIR page was in the search store. Residence and the source rule for aliens: MTF
 * Counsel (Philippine law firm, article also run in The Manila Times). Brackets: Accounting Portal PH
 * (accounting reference site) for the TRAIN-law schedule from 2023, checked against Forvis Mazars Philippines. SSS: Pinoy Benefits guide citing SSS
 * Circular 2024-006. Treaty: a copy of the Philippine BIR's text of the RP-US convention (document-sharing site).
 * Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const philippinesTax: CountryTax = {
  country: "philippines",
  checked: "2026-11",
  residenceRule: {
    text:
      "There is no simple day-count test for becoming a resident alien. Aliens are classed as resident aliens, non-resident aliens engaged in trade or business (anyone staying more than 180 days in aggregate in a calendar year), or non-resident aliens not engaged in trade or business. Resident aliens and the first group of non-residents pay the graduated 0-35% rates on net taxable income; the second group pays 25% of gross Philippine income.",
    source: {
      publisher: "MTF Counsel",
      title: "Taxation of aliens (Section 25(A)(1) National Internal Revenue Code)",
      url: "https://mtfcounsel.com/2022/05/19/taxpayer-alien/",
      asOf: "2022-05-19",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2023 onwards",
    currency: "PHP",
    period: "year",
    bands: [
      { from: 0, upTo: 250000, ratePercent: 0 },
      { from: 250000, upTo: 400000, ratePercent: 15 },
      { from: 400000, upTo: 800000, ratePercent: 20 },
      { from: 800000, upTo: 2000000, ratePercent: 25 },
      { from: 2000000, upTo: 8000000, ratePercent: 30 },
      { from: 8000000, upTo: null, ratePercent: 35 },
    ],
    topRatePercent: 35,
    note:
      "Annual graduated rates under the TRAIN law for taxable income from 1 January 2023. Foreigners are taxed only on Philippine-source income (see the newcomer field).",
    source: {
      publisher: "Accounting Portal PH",
      title: "Graduated Tax Rate (personal income tax, 2023 onwards)",
      url: "https://accountingportalph.com/graduated-tax-rate/",
      asOf: "2023",
      reviewedOn: "2026-11-23",
      research:
        "No bir.gov.ph or officialgazette.gov.ph page with the 2023 schedule was found in the search store (November 2026; queries 'BIR revised income tax table 2023 onwards TRAIN not over 250,000 0% over 8,000,000 35% bir.gov.ph', 'Republic Act No. 10963 TRAIN Section 24 ... January 1, 2023 onwards', 'officialgazette.gov.ph Republic Act No. 10963 full text'). The BIR's own 'Primer on Republic Act No. 10963' (March 2018) with the same 2023 schedule is stored only as a copy on digest.ph, and the law text only on scribd and a law-firm site.",
    },
    crossCheck: {
      source: {
        publisher: "Forvis Mazars",
        title: "Income tax table for 2023",
        url: "https://forvismazars.com/ph/en/insights/tax-alerts/income-tax-table-for-2023",
        asOf: "2023",
        reviewedOn: "2026-11-29",
        research:
          "Forvis Mazars Philippines tax alert, found with the search tool (pages) for 'Philippines taxes on personal income graduated rates 2023 onwards over 8,000,000 35%' (November 2026): 'The new Income Tax Table applicable from 2023 onwards': 'PHP 250,000 and below | None (0%)'; 'Above PHP 250,000 to PHP 400,000 | 15% of the excess over PHP 250,000'; 'Above PHP 400,000 to PHP 800,000 | PHP 22,500 + 20%'; 'Above PHP 800,000 to PHP 2,000,000 | PHP 102,500 +25%'; 'Above PHP 2,000,000 to PHP 8,000,000 | PHP 402,500 +30%'; 'Above PHP 8,000,000 | PHP 2,202,500 +35%'. Same bands as the data. The National Policy (December 2022) prints the same table from the BIR's announcement.",
      },
    },
  },
  newcomerRegime: {
    text:
      "No special regime is needed for foreign income: aliens, whether resident or not, are taxed only on income earned within the Philippines; income earned abroad is outside Philippine tax. Filipino citizens living in the Philippines, by contrast, are taxed on worldwide income.",
    source: {
      publisher: "MTF Counsel",
      title: "Taxation of aliens",
      url: "https://mtfcounsel.com/2022/05/19/taxpayer-alien/",
      asOf: "2022-05-19",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Social Security System (SSS) contributions from January 2025 are 15% of the monthly salary credit (PHP 5,000 to PHP 35,000): employees pay 5% and employers 10%, so the employee maximum is PHP 1,750 a month; self-employed and voluntary members pay the full 15% on the salary credit they declare. PhilHealth (health) and Pag-IBIG (housing fund) contributions are separate and not covered here.",
    source: {
      publisher: "Pinoy Benefits",
      title: "SSS Contribution Table 2025: Complete Guide for All Member Types (SSS Circular 2024-006)",
      url: "https://pinoybenefits.com/guides/sss-contribution-table-2025",
      asOf: "2025-01",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "The RP-US income tax convention signed 1 October 1976 entered into force on 16 October 1982 and applies to income from 1 January 1983.",
    source: {
      publisher: "Bureau of Internal Revenue (Philippines)",
      title: "RP-US tax convention",
      via: "Dokumen.tips",
      research: "The link opens a copy of the BIR text of the convention uploaded to dokumen.tips, a document-sharing site.",
      url: "https://dokumen.tips/documents/united-states-treaty.html",
      asOf: "1983",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "The Philippines is not on the SSA's list of totalization agreements in force.",
    source: SSA_TOTALIZATION,
  },
};
