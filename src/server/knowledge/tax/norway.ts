// Norway tax. Official: the Norwegian Tax Administration (skatteetaten.no) for residence, the 2026 bracket tax and
// the PAYE scheme. Not official: Aider Legal (Norwegian law firm) for the 2026 rates again and the employee national
// insurance rate;
// the IRS treaty list (A to Z); the SSA's own manual (POMS) for totalization.
import type { Citation } from "@server/facts/citation";
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

/** A Norwegian law firm's 2026 rate table: the second source of the bands, and the source of the contribution rate. */
const AIDER_LEGAL_2026: Citation = {
  publisher: "Aider Legal",
  title: "Norwegian tax rates 2026",
  url: "https://blog.aiderlegal.com/tax-rates-norway?hs_amp=true",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

export const norwayTax: CountryTax = {
  country: "norway",
  checked: "2026-11",
  residenceRule: {
    text: "You become tax resident in Norway (taxed on worldwide income and wealth) if you stay in Norway for more than 183 days in any 12-month period or more than 270 days in any 36-month period. Every whole or part day counts, whatever the reason for the stay. If you pass 183 days in your arrival year you are resident from your first day.",
    source: {
      publisher: "Norwegian Tax Administration (Skatteetaten)",
      title: "Tax when you move to Norway",
      url: "https://www.skatteetaten.no/en/person/taxes/get-the-taxes-right/abroad/tax-when-you-move-to-norway/",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026",
    currency: "NOK",
    period: "year",
    bands: [
      { from: 0, upTo: 226100, ratePercent: 22 },
      { from: 226100, upTo: 318300, ratePercent: 23.7 },
      { from: 318300, upTo: 725050, ratePercent: 26 },
      { from: 725050, upTo: 980100, ratePercent: 35.7 },
      { from: 980100, upTo: 1467200, ratePercent: 38.8 },
      { from: 1467200, upTo: null, ratePercent: 39.8 },
    ],
    topRatePercent: 39.8,
    note: "Combined marginal rates: the flat 22% tax on ordinary income plus the bracket tax (trinnskatt) of 0%, 1.7%, 4%, 13.7%, 16.8% and 17.8% on gross personal income above NOK 226,100, 318,300, 725,050, 980,100 and 1,467,200. The 22% is charged on net income after deductions and the personal allowance, so the first band is approximate. National insurance (7.6% for employees) comes on top. Special rules apply in Troms and Finnmark.",
    source: {
      publisher: "Norwegian Tax Administration (Skatteetaten)",
      title: "Rates: Bracket tax",
      url: "https://www.skatteetaten.no/en/Rates/bracket-tax",
      asOf: "2026",
      reviewedOn: "2026-11-29",
      research:
        "Skatteetaten's own rate page (no year in the stored text; its limits are the 2026 ones: PwC's Norway summary, reviewed 20 January 2026, gives the PAYE threshold of NOK 725,050 for 2026, and Aider Legal's 2026 table the same steps), read November 2026 with the search tool (pages) for 'Norway bracket tax personal income NOK 226,100 318,299 1.7% 4.0% 13.7% 16.8% 17.8% 1,467,200': 'You will not pay any bracket tax on the first NOK 226,100 of your personal income. Step 1 Income between NOK 226,101 – 318,300 1.7% ... Step 2 ... 318,301 – 725,050 4.0% ... Step 3 ... 725,051 – 980,100 13.7% ... Step 4 ... 980,101 – 1,467,200 16.8% ... Step 5 Income from and including NOK 1,467,201 17.8%'. The flat 22% on general income is not on this page; PwC's summary ('General income is taxed at a flat rate of 22%') and Aider Legal state it. Older copies of the same page give earlier years' limits (2018; NOK 208,050 / 217,400 sets).",
    },
    crossCheck: {
      source: {
        ...AIDER_LEGAL_2026,
        research: "Norwegian law firm's 2026 table (22% on ordinary income plus the bracket tax steps, as combined in the bands). Re-checked November 2026: the Ministry of Finance page 'Skattesatser 2026' (regjeringen.no/no/tema/okonomi-og-budsjett/skatter-og-avgifter/skattesatser-2026/id3121978/) is stored only in its October 2025 version, the government's proposal, which gives 16.7% and 17.7% for steps 4 and 5; the rates adopted by the Storting are 16.8% and 17.8% (thresholds unchanged), as here, so the stored official page is not cited. Skatteetaten's bracket-tax page with the 2026 limits was found on 29 November 2026 and is now the source.",
      },
    },
  },
  newcomerRegime: {
    text: "PAYE (Pay As You Earn) scheme: most foreign workers who are new in Norway, or on short work stays, automatically join this voluntary scheme when they apply for a tax deduction card. Salary is taxed at a fixed percentage deducted by the employer, with no deductions, no tax return and no assessment. It applies if you earn less than NOK 697,150 (2025) or are not tax resident; you can opt out and use the general rules instead.",
    source: {
      publisher: "Norwegian Tax Administration (Skatteetaten)",
      title: "PAYE (Pay As You Earn) for foreign workers",
      url: "https://www.skatteetaten.no/en/person/taxes/tax-deduction-card-and-advance-tax/i-am-a-foreign-employee/paye",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "Employees working in Norway pay national insurance contribution of 7.6% of personal income for 2026. The self-employed rate on business income is higher; this source does not give it.",
    source: AIDER_LEGAL_2026,
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Norway is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Norway totalization agreement in force since 1 July 1984.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
