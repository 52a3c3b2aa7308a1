// Ireland tax. Official: Revenue (revenue.ie) for residence, SARP and the rate bands (its 'What is a tax rate
// band?' page). PRSI from NKC (Irish accountants); the US treaty
// list from the IRS's own A-to-Z list; totalization from the SSA's own manual (POMS).
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const irelandTax: CountryTax = {
  country: "ireland",
  checked: "2026-11",
  residenceRule: {
    text: "You are resident in Ireland for a tax year (1 January to 31 December) if you are present for 183 days or more in that year, or 280 days or more across that year and the previous year together (a year with 30 days or less is ignored for the 280-day test). Any part of a day counts. In your arrival year you can choose to be resident if you will be resident the following year.",
    source: {
      publisher: "Revenue (Ireland)",
      title: "How to know if you are resident for tax purposes",
      url: "https://revenue.ie/en/jobs-and-pensions/tax-residence/resident-for-tax-purposes.aspx",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 44000, ratePercent: 20 },
      { from: 44000, upTo: null, ratePercent: 40 },
    ],
    topRatePercent: 40,
    note: "Single person without children; the standard-rate band is wider for single parents (EUR 48,000) and married couples. Tax credits (personal, employee) reduce the tax. Universal Social Charge (USC) and PRSI are charged on top and are not in these bands. Enacted by Finance Act 2024 for 2025 and later years.",
    source: {
      publisher: "Revenue (Ireland)",
      title: "Calculating your Income Tax: What is a tax rate band?",
      url: "https://revenue.ie/en/jobs-and-pensions/calculating-your-income-tax/tax-rate-band.aspx",
      asOf: "2025",
      reviewedOn: "2026-11-23",
      research:
        "Found with the search tool (pages) for 'revenue.ie Tax rates, bands and reliefs Single or widowed €44,000 @ 20% balance @ 40%'. The page says 'The current tax rates are 20% and 40%' (standard rate up to the rate band, higher rate on any income above it) and, in its example, 'In 2025, Ann is single ... Because Ann is single, she has a standard rate band of €44,000 per year.' The single-parent (EUR 48,000) and married-couple bands in the note are not on this page; they are in Finance Act 2024, section 3 (https://service.betterregulation.com/document/769457, Better Regulation's copy). Revenue's 'Tax rates, bands and reliefs' chart itself was not found in the search store. Replaces https://service.betterregulation.com/document/769457 (Oireachtas, Finance Act 2024, as republished by Better Regulation).",
    },
  },
  newcomerRegime: {
    text: "Special Assignee Relief Programme (SARP): employees assigned to Ireland by their employer can have 30% of employment income above a threshold (EUR 100,000 for arrivals from 2023; EUR 125,000 for arrivals from 1 January 2026), up to EUR 1,000,000, disregarded for income tax, for up to five consecutive years. USC is still due on the full salary. Certain travel and children's school costs can be paid tax free.",
    source: {
      publisher: "Revenue (Ireland)",
      title: "Special Assignee Relief Programme: How do you calculate how much relief is due?",
      url: "https://www.revenue.ie/en/personal-tax-credits-reliefs-and-exemptions/income-and-employment/special-assignee-relief-programme/how-do-you-calculate-how-much-relief-is-due.aspx",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "Employees (PRSI Class A) pay 4.2% PRSI since 1 October 2025; employers pay 11.25% (9% on lower earnings). All PRSI classes, including Class S for the self-employed, rose by 0.1 point on 1 October 2025 and rise again on 1 October 2026 (employee Class A to 4.35%), 2027 and 2028.",
    source: {
      publisher: "NKC",
      title: "New PRSI Rates and Thresholds: a guide to the 2025-2028 changes",
      url: "https://www.nkc.ie/news/new-prsi-rates-and-thresholds",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Ireland is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Ireland totalization agreement in force since 1 September 1993.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
