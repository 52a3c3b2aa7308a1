/**
 * Portugal tax facts. No official Portuguese tax-authority page with these figures was in the search store, so
 * the bands and social security come from the PwC Worldwide Tax Summaries (a well-known guide), the residence
 * rule from a Portuguese law firm, the newcomer regime from EY Tax News, and the treaty flag from a US tax law
 * firm's note on IRS Treaty Table 3. The totalization flag comes from the SSA's own POMS manual.
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const portugalTax: CountryTax = {
  country: "portugal",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident if you spend more than 183 days in Portugal, consecutive or not, in any 12-month period, or if you have a home there in circumstances suggesting you intend to keep and occupy it as your usual residence. Legal residence (a residence permit) and tax residence are separate registrations.",
    source: {
      publisher: "LVP Advogados",
      title: "Am I a Resident for Tax Purposes? If My Permit Was Granted",
      url: "https://lvpadvogados.com/my-residence-permit-or-residence-certificate-in-pt-was-granted-am-i-a-resident-for-tax-purposes",
      asOf: "2021-02-10",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 8059, ratePercent: 13 },
      { from: 8059, upTo: 12160, ratePercent: 16.5 },
      { from: 12160, upTo: 17233, ratePercent: 22 },
      { from: 17233, upTo: 22306, ratePercent: 25 },
      { from: 22306, upTo: 28400, ratePercent: 32 },
      { from: 28400, upTo: 41629, ratePercent: 35.5 },
      { from: 41629, upTo: 44987, ratePercent: 43.5 },
      { from: 44987, upTo: 83696, ratePercent: 45 },
      { from: 83696, upTo: null, ratePercent: 48 },
    ],
    topRatePercent: 48,
    note:
      "Bands are on taxable income. On top, an additional solidarity rate of 2.5% applies to taxable income above EUR 80,000 and 5% above EUR 250,000. Capital gains and investment income have special rates. Non-residents pay a flat 25% on Portuguese-source employment, self-employment and pension income. The 2026 State Budget changed the bands again; these are the 2025 bands.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Portugal, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/portugal/individual/taxes-on-personal-income",
      asOf: "2025-02-20",
      reviewedOn: "2026-11-23",
      research: "The 2026 bands set by the 2026 State Budget were not found in a stored source, so the 2025 bands are kept.",
    },
    combinedTop: {
      ratePercent: 53,
      what: "Top rate of 48% plus the additional solidarity rate of 5% on taxable income above EUR 250,000 (2.5% between EUR 80,000 and EUR 250,000).",
      source: {
        publisher: "PwC",
        title: "Worldwide Tax Summaries: Portugal, Individual - Taxes on personal income",
        url: "https://taxsummaries.pwc.com/portugal/individual/taxes-on-personal-income",
        asOf: "2025-02-20",
        reviewedOn: "2026-11-25",
      },
    },
  },
  newcomerRegime: {
    text:
      "The Non-Habitual Resident (NHR) regime is closed to new entrants (it remained only for people who became resident by 31 December 2024 and registered by 31 March 2025). Its replacement, the Tax Incentive for Scientific Research and Innovation (IFICI, 'NHR 2.0'), applies to people who become resident from 2024 and were not resident in the previous five years, and only if they carry out eligible activities (research, qualified jobs in listed companies, start-ups and similar). For 10 years it gives a flat 20% rate on net employment and self-employment income from the eligible activity and exempts most foreign-source income, but not pensions.",
    source: {
      publisher: "EY",
      title: "Tax News: Portugal issues regulations on Tax Incentive for Scientific Research and Innovation",
      url: "https://taxnews.ey.com/news/2025-0533-portugal-issues-regulations-on-tax-incentive-for-scientific-research-and-innovation",
      asOf: "2025-02-21",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees pay 11% of gross pay (the employer pays 23.75%). Self-employed people pay 21.4%; under the simplified regime the base is 70% of income from services (20% of income from selling goods), declared quarterly.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Portugal, Individual - Other taxes",
      url: "https://taxsummaries.pwc.com/portugal/individual/other-taxes",
      asOf: "2024-02-19",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "US-Portugal income tax convention signed 1994, general effective date 1 January 1996 (listed in IRS Treaty Table 3). As in all US treaties, a saving clause lets the US keep taxing its citizens.",
    source: {
      publisher: "Andrew Mitchel LLC",
      title: "International Tax Blog: IRS Treaty Table 3, List of Tax Treaties - Portugal Protocol",
      url: "https://www.andrewmitchel.com/blog/2026_05_irs-treaty-table-3-list-of-tax-treaties---portugal-protocol/",
      asOf: "2026-05-06",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Portugal totalization agreement effective 1 August 1989.",
    source: SSA_TOTALIZATION,
  },
};
