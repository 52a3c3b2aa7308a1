// New Zealand tax. Official: Inland Revenue (ird.govt.nz) for residence and rates; SSA POMS for totalization.
// Not official (no official copy stored): the transitional-resident summary is from an NZ accounting firm
// (Elite Accounting), the ACC earners' levy figure from the NZ Payroll Practitioners Association, and the
// US treaty list from the IRS's own "A to Z" list.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const newZealandTax: CountryTax = {
  country: "new-zealand",
  checked: "2026-11",
  residenceRule: {
    text: "You become a New Zealand tax resident when you have been in New Zealand for more than 183 days in any 12-month period (part days count; residence starts on the first of those days), or when you have a permanent place of abode in New Zealand, whichever comes first. Residents are taxed on worldwide income.",
    source: {
      publisher: "Inland Revenue (New Zealand)",
      title: "Tax residency status",
      url: "https://www.ird.govt.nz/topics/income-tax/tax-residency/tax-residency-status",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025-26",
    currency: "NZD",
    period: "year",
    bands: [
      { from: 0, upTo: 15600, ratePercent: 10.5 },
      { from: 15600, upTo: 53500, ratePercent: 17.5 },
      { from: 53500, upTo: 78100, ratePercent: 30 },
      { from: 78100, upTo: 180000, ratePercent: 33 },
      { from: 180000, upTo: null, ratePercent: 39 },
    ],
    topRatePercent: 39,
    note: "Rates from 1 April 2025 (tax year 1 April to 31 March). There is no tax-free allowance and no regional or local income tax. The ACC earners' levy is charged on top of income tax (see social security).",
    source: {
      publisher: "Inland Revenue (New Zealand)",
      title: "Tax rates for individuals (from 1 April 2025)",
      url: "https://ird.govt.nz/income-tax/income-tax-for-individuals/tax-codes-and-tax-rates-for-individuals/tax-rates-for-individuals",
      asOf: "2025-04",
      reviewedOn: "2026-11-23",
    },
  },
  newcomerRegime: {
    text: "Transitional residents: new migrants (and New Zealanders returning after at least 10 years as non-residents) who become tax resident get a once-in-a-lifetime temporary exemption on most foreign income (for example foreign interest, dividends, rent and attributed CFC/FIF income, including foreign superannuation) for 4 calendar years (up to 49 months). Foreign employment income for work done while in New Zealand and income from services are not exempt.",
    source: {
      publisher: "Elite Accounting (NZ)",
      title: "Temporary exemption for Transitional Residents",
      url: "https://eliteaccounting.co.nz/resources/other-topics-links/temporary-exemption-for-transitional-residents/",
      asOf: "2022-10",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "New Zealand has no general social security contribution. Employees and self-employed people pay the ACC earners' levy (accident cover): NZD 1.67 per NZD 100 of earnings (1.67%) for 1 April 2025 to 31 March 2026, on earnings up to NZD 152,790 (maximum levy NZD 2,551.59). KiwiSaver retirement saving is a separate, opt-out scheme.",
    source: {
      publisher: "NZ Payroll Practitioners Association",
      title: "ACC rates of levy and maximum liable income 1 April 2025",
      url: "https://nzppa.co.nz/blog/acc-rates-of-levy-and-maximum-liable-income-1-april-2025",
      asOf: "2025-04",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "New Zealand is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "New Zealand is not on the SSA list of countries with a US totalization agreement in force.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
