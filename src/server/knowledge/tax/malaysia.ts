/**
 * Malaysia tax facts. The only official LHDN page found states the general rule in one line; the details come
 * from secondary sources: residence tests from JB Accounting (Tee & Co., accounting firm), brackets from
 * Kaizen CPA (accounting firm, checked against PwC Malaysia's tax booklet), the foreign-income exemption from The Star's fact-check of Budget 2025, EPF
 * from UBS Softwares (payroll vendor) citing the EPF media release of 25 June 2025; the SOCSO sentence follows
 * PayrollPanda (https://help.payrollpanda.my/malaysian-payroll/what-is-the-difference-between-a-foreigner-and-a-non-residents-for-payroll-purposes).
 * Treaty: the text of the 1989 US-Malaysia shipping and air transport agreement as compiled by Dezan Shira.
 * Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const malaysiaTax: CountryTax = {
  country: "malaysia",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident for a year if you are in Malaysia 182 days or more in the calendar year; or fewer days linked to a period of 182 or more consecutive days in the year before or after (short business, medical or social absences of up to 14 days count); or 90 days or more in the year plus 90 days or residence in three of the four preceding years; or resident in the following year and the three preceding years.",
    source: {
      publisher: "JB Accounting (Tee & Co.)",
      title: "Personal tax: income tax residence status of individuals",
      url: "https://www.jbaccounting.my/2023/03/19/accounting-knowledge-personal-tax-income-tax-residence-status-of-individuals/",
      asOf: "2023-03-19",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "YA 2023 onwards",
    currency: "MYR",
    period: "year",
    bands: [
      { from: 0, upTo: 5000, ratePercent: 0 },
      { from: 5000, upTo: 20000, ratePercent: 1 },
      { from: 20000, upTo: 35000, ratePercent: 3 },
      { from: 35000, upTo: 50000, ratePercent: 6 },
      { from: 50000, upTo: 70000, ratePercent: 11 },
      { from: 70000, upTo: 100000, ratePercent: 19 },
      { from: 100000, upTo: 400000, ratePercent: 25 },
      { from: 400000, upTo: 600000, ratePercent: 26 },
      { from: 600000, upTo: 2000000, ratePercent: 28 },
      { from: 2000000, upTo: null, ratePercent: 30 },
    ],
    topRatePercent: 30,
    note:
      "Annual chargeable income of resident individuals. Non-residents pay a flat 30% with no reliefs. Some incentive schemes give 15% on employment income (for example knowledge workers in Iskandar Malaysia, and the Returning Expert Programme for Malaysians).",
    source: {
      publisher: "Kaizen CPA",
      title: "Malaysia personal income tax rates and preferential rates",
      url: "https://kaizencpa.com/knowledge/info/id/2035.html",
      asOf: "2024",
      reviewedOn: "2026-11-23",
      research:
        "No official LHDN (hasil.gov.my) page with the YA 2023 onwards bands was found in the search store (November 2026; queries 'hasil.gov.my tax rate individual', 'LHDN kadar cukai pendapatan individu pemastautin tahun taksiran 2024', 'Official Portal Inland Revenue Board of Malaysia tax rate assessment year 2023 2024 ... 528,400', 'Finance Act 2022 Malaysia Schedule 1 ... 30 per cent', and a docs-corpus query). The only stored hasil.gov.my rate page is the AY 2016-2017 edition (top rate 28%), which is outdated and was not used; the Finance Act texts stored are on non-official hosts.",
    },
    crossCheck: {
      source: {
        publisher: "PwC",
        title: "Malaysian Tax Booklet: Personal Income Tax",
        url: "https://pwc.com/my/en/publications/mtb/personal-income-tax.html",
        asOf: "2024",
        reviewedOn: "2026-11-29",
        research:
          "PwC Malaysia's tax booklet page, found with the search tool (pages) for 'taxsummaries.pwc.com Malaysia individual taxes on personal income chargeable income rates 30%' (November 2026): 'Rates of tax / 1. Resident individuals / Chargeable income (RM) / YA 2023 and YA 2024 / Tax (RM) / % on excess': 5,000 - 0 - 1; 20,000 - 150 - 3; 35,000 - 600 - 6; 50,000 - 1,500 - 11; 70,000 - 3,700 - 19; 100,000 - 9,400 - 25; 400,000 - 84,400 - 26; 600,000 - 136,400 - 28; 2,000,000 - 528,400 - 30; and 15% on employment income for Iskandar knowledge workers and the Returning Expert Programme. Same bands as the data. An older stored edition (www.pwc.com, YA 2022 and YA 2023) shows the YA 2022 rates beside them.",
      },
    },
  },
  newcomerRegime: {
    text:
      "There is no special newcomer regime, but foreign-sourced income received in Malaysia by resident individuals is exempt from Malaysian tax until 31 December 2036 (extended in Budget 2025 from 2026), provided it has been taxed in the country where it arose; income earned through a partnership business in Malaysia is excluded.",
    source: {
      publisher: "The Star (Malaysia)",
      title: "QuickCheck: Has the tax exemption on foreign-sourced income been extended?",
      url: "https://thestar.com.my/news/true-or-not/2024/10/19/quickcheck-has-the-tax-exemption-on-foreign-sourced-income-been-extended",
      asOf: "2024-10-19",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "From October 2025 wages, foreign employees with a valid work pass (except domestic workers) must contribute 2% of monthly wages to the Employees Provident Fund (EPF), matched by 2% from the employer. Malaysian citizens and permanent residents follow the standard EPF rates (not shown here). Foreign employees are covered by SOCSO's Employment Injury Scheme, paid by the employer only. No self-employed rate for foreigners was found.",
    source: {
      publisher: "UBS Softwares",
      title: "Malaysia: Mandatory EPF contributions for foreign workers (EPF media release of 25 June 2025)",
      url: "https://ubssoftwares.my/2025/10/13/malaysia-employment-tax-mandatory-epf-contributions-for-non-malaysian-citizen-employees",
      asOf: "2025-10-13",
      reviewedOn: "2026-11-23",
      research: "The standard EPF rates were not confirmed in a stored source.",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "There is no comprehensive US-Malaysia income tax treaty. The only agreement is a 1989 reciprocal exemption for the income of shipping and air transport enterprises, which does not cover individuals' income.",
    source: {
      publisher: "Government of Malaysia",
      title: "Agreement between Malaysia and the USA for reciprocal exemption of taxes on income of shipping and air transport enterprises (P.U.(A) 242/1989)",
      via: "KIPDF",
      research: "Old label named Dezan Shira & Associates (ASEAN Briefing) as the page's owner, but the link opens a document copy on kipdf.com (a document-sharing site); the text is the gazetted agreement P.U.(A) 242/1989.",
      url: "https://kipdf.com/double-taxation-avoidance-agreement-between-malaysia-and-the-united-states-of-am_5ac48dc01723ddff408894c9.html",
      asOf: "1989",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Malaysia is not on the SSA's list of totalization agreements in force.",
    source: SSA_TOTALIZATION,
  },
};
