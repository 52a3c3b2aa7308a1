// Switzerland tax. No Federal Tax Administration page with current figures was stored, so this file relies on
// PwC Worldwide Tax Summaries for the direct federal tax, the Handbook for Investors (2014, copy on Yumpu) for residence, RSM Switzerland (expatriate
// ordinance), Quitt (a Swiss payroll service) for contribution rates, the IRS
// treaty list, and the SSA's own manual (POMS) for totalization.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const switzerlandTax: CountryTax = {
  country: "switzerland",
  checked: "2026-11",
  residenceRule: {
    text: "You are taxable at federal and cantonal/municipal level if you have permanent or temporary residence in Switzerland. Temporary residence means staying at least 30 days while carrying out a professional activity, or 90 days or more without one. Married couples' income is added together (family taxation). Tax is assessed per calendar year on a tax return.",
    source: {
      publisher: "Switzerland Global Enterprise",
      title: "Handbook for Investors: Business location in Switzerland, 10.3 Taxation of individual taxpayers",
      via: "Yumpu",
      research: "The link opens a copy of the handbook on yumpu.com (a document-sharing site); the handbook is published by Switzerland Global Enterprise (the Swiss federal export and investment promotion agency).",
      url: "https://www.yumpu.com/en/document/view/31247487/handbook-for-investors-business-location-in-switzerland/94",
      asOf: "2014",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026",
    currency: "CHF",
    period: "year",
    bands: [],
    topRatePercent: 11.5,
    note:
      "Direct federal tax only, for a single taxpayer: no tax on the first CHF 18,500 of taxable income, then marginal rates rising from 0.77% to 13.2%, until the tax reaches 11.5% of the whole income at CHF 793,400; above that, all income is taxed at 11.5%. Married couples and single parents have their own scale. Cantonal and communal income taxes, set by each canton and commune, are charged on top and are usually larger than the federal tax, so the total depends on where you live.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Switzerland, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/switzerland/individual/taxes-on-personal-income",
      asOf: "2026-01-14",
      reviewedOn: "2026-11-25",
      research:
        "Read in the stored copy of the page last reviewed 14 January 2026 (stored at http://taxsummaries.pwc.com/ID/Switzerland-Individual-Taxes-on-personal-income; the https address of the same page is linked). Direct federal tax for 2026, single taxpayers: 0-18,500 nil; 0.77%, 0.88%, 2.64%, 2.97%, 5.94%, 6.60%, 8.80%, 11.00%, 13.20% from 18,500 / 33,200 / 43,500 / 58,000 / 76,100 / 82,000 / 108,800 / 141,500 / 184,900; 11.5% overall above 793,400. Bands are left empty because the official table's fixed amounts include a minimum tax and rounding that adding the band rates does not reproduce exactly, and because a federal-only illustration would leave out the larger cantonal tax. No stored source gave a combined federal, cantonal and communal top rate, so combinedTop is not set.",
    },
  },
  newcomerRegime: {
    text: "Expatriate ordinance (ExpaV): executives and specialists with special professional qualifications who are temporarily assigned to Switzerland by their foreign employer, for at most five years, can deduct special professional expenses such as travel and moving costs, reasonable Swiss housing costs if they keep a home abroad for their own use, and foreign-language private school fees for their children. Local hires on permanent contracts do not qualify.",
    source: {
      publisher: "RSM",
      title: "Taxation of expatriates in Switzerland (RSM Switzerland)",
      url: "https://www.rsm.global/switzerland/en/news/taxation-expatriates-switzerland",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "Employees and employers split equally: old-age and survivors insurance (AHV) 8.7% of gross salary, disability insurance (IV) 1.4%, loss-of-earnings insurance (EO) 0.45% and unemployment insurance (ALV) 2.2% in total, so about 6.4% from the employee. Family allowance fund and administration surcharges are paid by the employer only and vary by canton. Occupational pension (second pillar) contributions come on top. Self-employed rates are not given by this source.",
    source: {
      publisher: "Quitt",
      title: "What do these abbreviations stand for: AHV, IV, EO, ALV, FAK and VK",
      url: "https://quitt.zendesk.com/hc/en-us/articles/4403403642642-What-do-these-abbreviations-stand-for-AHV-IV-EO-ALV-FAK-and-VK",
      asOf: "2021",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Switzerland is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Switzerland totalization agreement in force since 1 November 1980.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
