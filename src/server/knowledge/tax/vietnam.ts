/**
 * Vietnam tax facts. No General Department of Taxation page was in the search store. Residence, brackets and
 * social insurance: PwC Worldwide Tax Summaries (well-known guide). Treaty: Venture (Vietnamese business news)
 * reporting the May 2025 Ministry of Finance - US Treasury meeting. Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const vietnamTax: CountryTax = {
  country: "vietnam",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident if you are in Vietnam 183 days or more in the calendar year or in the 12 consecutive months from your arrival, or if you have a permanent residence there (a registered residence on a permanent or temporary residence card, or for foreigners a rented home with a lease of 183 days or more in the tax year) and cannot prove tax residence in another country.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Vietnam, Individual - Residence",
      url: "https://taxsummaries.pwc.com/vietnam/individual/residence",
      asOf: "2024-02-15",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2024",
    currency: "VND",
    period: "year",
    bands: [
      { from: 0, upTo: 60000000, ratePercent: 5 },
      { from: 60000000, upTo: 120000000, ratePercent: 10 },
      { from: 120000000, upTo: 216000000, ratePercent: 15 },
      { from: 216000000, upTo: 384000000, ratePercent: 20 },
      { from: 384000000, upTo: 624000000, ratePercent: 25 },
      { from: 624000000, upTo: 960000000, ratePercent: 30 },
      { from: 960000000, upTo: null, ratePercent: 35 },
    ],
    topRatePercent: 35,
    note:
      "Annual taxable employment income of residents (monthly equivalents: 5, 10, 18, 32, 52 and 80 million VND). Residents' non-employment income is taxed at separate flat rates (for example 5% on dividends, 0.1% of proceeds on share sales, 2% of proceeds on real estate). Non-residents pay a flat 20% on employment income.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Vietnam, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/vietnam/individual/taxes-on-personal-income",
      asOf: "2024-08-22",
      reviewedOn: "2026-11-23",
      research: "No stored source confirmed whether these brackets changed for 2026.",
    },
  },
  newcomerRegime: {
    text:
      "No special tax regime for newcomers was found. Once resident under the 183-day or permanent-residence test, a foreigner is taxed on worldwide income at the progressive resident rates.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Vietnam, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/vietnam/individual/taxes-on-personal-income",
      asOf: "2024-08-22",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Foreign employees with a work permit and a Vietnamese labour contract of one year or more pay 8% social insurance (employer 17.5%); foreigners on contracts of at least three months pay 1.5% health insurance (employer 3%). Both are capped at 20 times the basic salary. Unemployment insurance applies to Vietnamese nationals only. Intra-group transferees and people past retirement age are exempt from compulsory social insurance. No self-employed scheme for foreigners was found.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Vietnam, Individual - Other taxes",
      url: "https://taxsummaries.pwc.com:443/vietnam?topicTypeId=2b4630b1-09c2-40e5-8405-1d8e4bb7f38c",
      asOf: "2024-02-15",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "A US-Vietnam double taxation agreement was signed on 7 July 2015 and ratified by Vietnam, but the United States has not ratified it, so it is not in force (the US has proposed a protocol to update it).",
    source: {
      publisher: "Venture (Vietnam)",
      title: "Vietnam - US exchange technical information on Double Taxation Avoidance Agreement",
      url: "https://venture-vn.com/economy-law/vietnam-us-exchange-technical-information-on-double-taxation-avoidance-agreement",
      asOf: "2025-05",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Vietnam is not on the SSA's list of totalization agreements in force.",
    source: SSA_TOTALIZATION,
  },
};
