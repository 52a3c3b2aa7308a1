/**
 * Mexico tax facts. No SAT (tax authority) page with the current rate table was in the search store, so the
 * bands, residence rule and treaty list come from the PwC Worldwide Tax Summaries (a well-known guide; the
 * tax-rates page was stored under an http:// address and is given here as https). Social security: DLA Piper
 * 'Going Global' (law firm guide); the self-employed sentence follows Compliance Latam's note on the IMSS
 * voluntary scheme (https://compliancelatam.legal/en/mexico-voluntary-incorporation-into-the-mandatory-regime-for-independent-workers/, 2024-05-30).
 * Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const mexicoTax: CountryTax = {
  country: "mexico",
  checked: "2026-11",
  residenceRule: {
    text:
      "There is no day-count test. You are tax resident once you establish a home in Mexico. If you also have a home in another country, you are resident in Mexico when your centre of vital interests is there: more than 50% of your income in the calendar year comes from Mexican sources, or Mexico is the main place of your professional activities. Leaving requires filing a notice with the tax authority.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Mexico, Individual - Residence",
      url: "https://taxsummaries.pwc.com/ID/Mexico-Individual-Residence",
      asOf: "2024-02-01",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026",
    currency: "MXN",
    period: "year",
    bands: [
      { from: 0, upTo: 10135.11, ratePercent: 1.92 },
      { from: 10135.11, upTo: 86022.11, ratePercent: 6.4 },
      { from: 86022.11, upTo: 151176.19, ratePercent: 10.88 },
      { from: 151176.19, upTo: 175735.66, ratePercent: 16 },
      { from: 175735.66, upTo: 210403.69, ratePercent: 17.92 },
      { from: 210403.69, upTo: 424353.97, ratePercent: 21.36 },
      { from: 424353.97, upTo: 668840.14, ratePercent: 23.52 },
      { from: 668840.14, upTo: 1276925.98, ratePercent: 30 },
      { from: 1276925.98, upTo: 1702567.97, ratePercent: 32 },
      { from: 1702567.97, upTo: 5107703.92, ratePercent: 34 },
      { from: 5107703.92, upTo: null, ratePercent: 35 },
    ],
    topRatePercent: 35,
    note:
      "Annual federal rates on taxable income. Most states also charge employers a payroll tax (not an income tax on the employee). Non-residents are taxed on Mexican-source pay at 15% to 30% after a MXN 125,900 exemption. The PwC page is marked 'last reviewed 13 August 2025' but labels the table as calendar year 2026.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Mexico, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/ID/Mexico-Individual-Taxes-on-personal-income",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-23",
    },
  },
  newcomerRegime: {
    text:
      "No special tax regime for newcomers was found. A foreigner who becomes tax resident is taxed on worldwide income at the normal progressive rates, regardless of nationality.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Mexico, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/ID/Mexico-Individual-Taxes-on-personal-income",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees pay about 2.76% of salary to the Mexican Social Security Institute (IMSS), with contributions capped for high salaries; employers pay far more, plus housing fund (INFONAVIT) and retirement contributions. Self-employed people are not compulsorily covered; since 2024 they can join the IMSS voluntarily, paying contributions calculated on the income they report.",
    source: {
      publisher: "DLA Piper",
      title: "Going Global: Mexico, Tax rates",
      url: "https://dlapiperintelligence.com/goingglobal/tax/index.html?c=MX&t=03-tax-rates",
      asOf: "2023",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "The United States is on Mexico's list of double-taxation agreements (convention signed 1992, in effect since 1 January 1994).",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Mexico, Individual - Foreign tax relief and tax treaties",
      url: "https://taxsummaries.pwc.com/Mexico/Individual/Foreign-tax-relief-and-tax-treaties",
      asOf: "2024-02-01",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Mexico is not on the SSA's list of totalization agreements in force. An agreement was signed in 2004 but has never entered into force, so no agreement relieves dual US and Mexican social security taxation on the same work.",
    source: SSA_TOTALIZATION,
  },
};
