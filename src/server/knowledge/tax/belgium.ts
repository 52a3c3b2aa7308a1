// Belgium tax. Official: FPS Finance (fin.belgium.be) for residence and rates. Not official: Executive Mobility
// Group for the 2022 expat regime, CalculateSalary.net for the employee contribution rate, the IRS's
// own A-to-Z treaty list, and the SSA's own manual (POMS) for totalization.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const belgiumTax: CountryTax = {
  country: "belgium",
  checked: "2026-11",
  residenceRule: {
    text: "You are a Belgian resident for tax if you have established your domicile (where you effectively and permanently live) in Belgium, or, without a domicile, the primary location of your assets (the centre of your economic or financial interests). Registration in the national register creates a rebuttable presumption of residence. Married people and legal cohabitants are resident where the household is established. There is no day-count test.",
    source: {
      publisher: "FPS Finance (Belgium)",
      title: "Leaving Belgium - Tax return: How do I know if I am liable to personal income tax?",
      url: "https://fin.belgium.be/en/private-individuals/international/leaving-belgium/tax-return",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2024 income (assessment year 2025)",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 15820, ratePercent: 25 },
      { from: 15820, upTo: 27920, ratePercent: 40 },
      { from: 27920, upTo: 48320, ratePercent: 45 },
      { from: 48320, upTo: null, ratePercent: 50 },
    ],
    topRatePercent: 50,
    note: "Federal rates. The first EUR 10,570 of taxable income (more with dependent children) is a tax-free allowance. Municipal surcharges, set by each commune as a percentage of the tax, are charged on top. Later years' brackets are indexed; they are not shown on this page.",
    source: {
      publisher: "FPS Finance (Belgium)",
      title: "Tax rates (income tax years 2023 and 2024)",
      url: "https://fin.belgium.be/en/private-individuals/tax-return/income/tax-rates",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  newcomerRegime: {
    text: "Expat regime for inbound taxpayers and researchers (since 1 January 2022): the employer can pay a tax-free allowance of up to 30% of gross salary (capped at EUR 90,000 a year) for 5 years, extendable by 3 years if applied for in time. Moving, furnishing and some school costs can be reimbursed on top. Employees and directors must earn at least EUR 75,000 gross a year; qualifying researchers have no salary threshold. You must have had no connection to Belgium in the 60 months before. Beneficiaries are treated as Belgian residents, taxed on worldwide income.",
    source: {
      publisher: "Executive Mobility Group",
      title: "New Belgian expat regime for inbound taxpayers and researchers",
      url: "https://www.executivemobility-group.com/new-belgian-expat-regime-for-inbound-taxpayers-and-researchers/",
      asOf: "2022",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "Employees pay 13.07% of gross salary in social security contributions (RSZ/ONSS), covering pension, healthcare, unemployment and family allowances; employer contributions are around 25%. A separate special social security contribution depends on household income (up to EUR 731.28 a year for single people). Self-employed rates are not given by this source.",
    source: {
      publisher: "CalculateSalary.net",
      title: "Belgium Income Tax Bands 2026: social security section",
      url: "https://www.calculatesalary.net/belgium/tax-bands",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Belgium is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Belgium totalization agreement in force since 1 July 1984.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
