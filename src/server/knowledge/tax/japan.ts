/**
 * Japan tax facts. No National Tax Agency page was in the search store. Residence and non-permanent resident
 * rule: jptaxes.com guide (updated 2026-04-22). Rates: PwC Worldwide Tax Summaries (well-known guide; the bracket table has not
 * changed since 2015). Social security:
 * a general-information page (wis.it.com) giving FY2025 pension figures; health and employment insurance rates
 * were not confirmed. Treaty: Ministry of Foreign Affairs of Japan (official). Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const japanTax: CountryTax = {
  country: "japan",
  checked: "2026-11",
  residenceRule: {
    text:
      "You are resident if you have a domicile in Japan (your main base of living) or have been living in Japan for more than one year; otherwise you are a non-resident, taxed only on Japan-source income (usually by a flat 20.42% withholding on pay).",
    source: {
      publisher: "TaxNinja JP",
      title: "Residency status for Japanese income tax",
      url: "https://jptaxes.com/guides/residency",
      asOf: "2026-04-22",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2015 onwards",
    currency: "JPY",
    period: "year",
    bands: [
      { from: 0, upTo: 1950000, ratePercent: 5 },
      { from: 1950000, upTo: 3300000, ratePercent: 10 },
      { from: 3300000, upTo: 6950000, ratePercent: 20 },
      { from: 6950000, upTo: 9000000, ratePercent: 23 },
      { from: 9000000, upTo: 18000000, ratePercent: 33 },
      { from: 18000000, upTo: 40000000, ratePercent: 40 },
      { from: 40000000, upTo: null, ratePercent: 45 },
    ],
    topRatePercent: 45,
    note:
      "National income tax only. On top: a 2.1% reconstruction surtax on the national tax, and a local inhabitant's tax at a generally flat 10% of the prior year's income (plus a small per-capita amount, standard JPY 5,000), charged if you are resident on 1 January. Combined, the top marginal rate is about 55.9%.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Japan, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/japan/individual/taxes-on-personal-income",
      asOf: "2020-09-01",
      reviewedOn: "2026-11-23",
    },
    combinedTop: {
      ratePercent: 55.945,
      what: "National income tax at 45%, plus the 2.1% reconstruction surtax charged on the national tax (about 0.95 points), plus the local inhabitant's tax at a flat 10%.",
      source: {
        publisher: "PwC",
        title: "Worldwide Tax Summaries: Japan, Individual - Taxes on personal income",
        url: "https://taxsummaries.pwc.com/japan/individual/taxes-on-personal-income",
        asOf: "2020-09-01",
        reviewedOn: "2026-11-25",
        research: "The page states the 45% top national rate, the 2.1% surtax on national income tax and the generally flat 10% local inhabitant's tax; 55.945% is 45% x 1.021 + 10%.",
      },
    },
  },
  newcomerRegime: {
    text:
      "Foreign nationals who have had a domicile or residence in Japan for no more than 5 years in total in the past 10 years are 'non-permanent residents': they pay tax on all Japan-source income but on foreign-source income only to the extent it is paid in or remitted to Japan. After that they are taxed on worldwide income. The 5 years are counted within a rolling 10-year window, so earlier stays in Japan count.",
    source: {
      publisher: "TaxNinja JP",
      title: "Residency status for Japanese income tax",
      url: "https://jptaxes.com/guides/residency",
      asOf: "2026-04-22",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees pay 9.15% of their standard monthly remuneration to Employees' Pension Insurance (18.3% in total, split equally with the employer), up to a monthly cap. Self-employed people and others not in an employer scheme pay the flat National Pension premium, JPY 17,510 a month in fiscal 2025. Health insurance and employment insurance contributions come on top; their rates vary and are not shown here.",
    source: {
      publisher: "wis.it.com",
      title: "How much pension do you pay in Japan (fiscal year 2025)",
      url: "https://wis.it.com/how-much-pension-do-you-pay-in-japan",
      asOf: "2025",
      reviewedOn: "2026-11-23",
      research: "Health and employment insurance rates were not confirmed in a stored source.",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "The 2003 US-Japan income tax convention is in force; its 2013 protocol entered into force on 30 August 2019.",
    source: {
      publisher: "Ministry of Foreign Affairs of Japan",
      title: "Entry into force of the Protocol Amending Tax Convention between the Government of Japan and the Government of the United States of America",
      url: "https://www.mofa.go.jp/press/release/press4e_002599.html",
      asOf: "2019-08-30",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Japan totalization agreement effective 1 October 2005.",
    source: SSA_TOTALIZATION,
  },
};
