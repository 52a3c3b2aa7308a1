// Nigeria tax. No Federal Inland Revenue Service / Nigeria Revenue Service page was stored, so this file relies
// on PwC Worldwide Tax Summaries (residence, under the old PIT Act), Keepam (a Nigerian tax-guide site) for the
// Nigeria Tax Act 2025 bands, the IRS treaty list (A to Z), and the SSA's manual (POMS).
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const nigeriaTax: CountryTax = {
  country: "nigeria",
  checked: "2026-11",
  residenceRule: {
    text: "Under the Personal Income Tax Act, you are resident if you are physically in Nigeria for at least 183 days (including leave and temporary absence) in any 12-month period, or serve as a Nigerian diplomat abroad. The source predates the Nigeria Tax Act 2025, which took effect on 1 January 2026; check whether the residence test changed.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Nigeria, Individual - Residence (last reviewed 17 July 2020)",
      url: "https://taxsummaries.pwc.com/Nigeria/Individual/Residence",
      asOf: "2020-07-17",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026 (Nigeria Tax Act 2025, effective 1 January 2026)",
    currency: "NGN",
    period: "year",
    bands: [
      { from: 0, upTo: 800000, ratePercent: 0 },
      { from: 800000, upTo: 3000000, ratePercent: 15 },
      { from: 3000000, upTo: 12000000, ratePercent: 18 },
      { from: 12000000, upTo: 25000000, ratePercent: 21 },
      { from: 25000000, upTo: 50000000, ratePercent: 23 },
      { from: 50000000, upTo: null, ratePercent: 25 },
    ],
    topRatePercent: 25,
    note: "Annual taxable income after allowable deductions (pension, National Housing Fund, and a rent relief of 20% of rent up to NGN 500,000, which replaces the old consolidated relief allowance).",
    source: {
      publisher: "Keepam",
      title: "Nigeria tax rates 2026 (Nigeria Tax Act 2025)",
      url: "https://keepam.ng/nigeria-tax-rates-2026",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research:
        "Searched November 2026 for an official page (Nigeria Tax Act 2025 Fourth Schedule on a government or gazette site, FIRS / Nigeria Revenue Service rates page, firs.gov.ng): none in the search store; only guides, calculators and law-firm articles (Mondaq, Tope Adebayo LP, lawglobalhub section pages), all giving the same six bands.",
    },
    crossCheck: {
      source: {
        publisher: "Dankoresoft",
        title: "Nigerian Tax Act 2025 - Tax Brackets Explained",
        url: "https://nigerian-tax-id-checker.dankoresoft.com/nigerian-tax-act-2025",
        asOf: "2026",
        reviewedOn: "2026-11-29",
        research:
          "Software firm's tax-guide page, read in the search tool (pages, November 2026, query 'Nigeria Tax Act 2025 personal income tax first ₦800,000 0% next ₦2,200,000 15% ...'): 'First ₦800,000 | 0% (No tax); Next ₦2,200,000 (₦800,001 to ₦3,000,000) | 15%; Next ₦9,000,000 (₦3,000,001 to ₦12,000,000) | 18%; Next ₦13,000,000 (₦12,000,001 to ₦25,000,000) | 21%; Next ₦25,000,000 (₦25,000,001 to ₦50,000,000) | 23%; Above ₦50,000,000 | 25%'. guud.online and nigeriataxcalculator.com (January 2026) give the same six bands. A search for a Big-4 summary (KPMG, PwC, Deloitte, EY) of the Act's rates found none in the store. Undated; asOf is the year it was read.",
      },
    },
  },
  newcomerRegime: {
    value: null,
    note: "No published information on a special tax regime for people moving to Nigeria is available.",
    research: "No stored page described a special tax regime for people moving to Nigeria, nor a source stating that none exists.",
  },
  socialSecurity: {
    text: "Employees contribute 8% of pay to an approved pension scheme and 2.5% to the National Housing Fund (both deductible for income tax). The source does not give the employer's pension share or self-employed rules.",
    source: {
      publisher: "Keepam",
      title: "Nigeria tax rates 2026: deductions section",
      url: "https://keepam.ng/nigeria-tax-rates-2026",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "Nigeria is not on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Nigeria is not on the SSA list of countries with a US totalization agreement in force.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
