// Denmark tax. Official: the Danish Tax Agency (skat.dk) for residence and 2026 state tax rates. Not official:
// Deloitte Denmark for the researcher scheme, Skatteinform (Danish tax advisers) for the labour market
// contribution, the IRS treaty list (A to Z), and the SSA's own manual (POMS).
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const denmarkTax: CountryTax = {
  country: "denmark",
  checked: "2026-11",
  residenceRule: {
    text: "You are fully tax liable in Denmark (taxed on worldwide income) if you have an all-year home at your disposal in Denmark and stay there, or if you stay in Denmark for more than 6 months without visiting your home country (short holidays abroad do not break the period). If you are also fully liable in another country, the tax treaty decides residence by where your personal and financial interests are greatest.",
    source: {
      publisher: "Danish Tax Agency (Skattestyrelsen)",
      title: "Full tax liability and dual residence",
      url: "https://skat.dk/data.aspx?oid=2247545&lang=us",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026",
    currency: "DKK",
    period: "year",
    bands: [
      { from: 0, upTo: 641200, ratePercent: 12.01 },
      { from: 641200, upTo: 777900, ratePercent: 19.51 },
      { from: 777900, upTo: 2592700, ratePercent: 27.01 },
      { from: 2592700, upTo: null, ratePercent: 32.01 },
    ],
    topRatePercent: 32.01,
    note: "State tax only, as combined marginal rates: bottom tax 12.01% (on income above the personal allowance), plus middle tax 7.5% above DKK 641,200, plus top tax 7.5% above DKK 777,900, plus top-top tax 5% above DKK 2,592,700. Thresholds apply to personal income after the 8% labour market contribution. Municipal tax (about 25%, varies by municipality) and church tax for church members are charged on top.",
    source: {
      publisher: "Danish Tax Agency (Skattestyrelsen)",
      title: "Bottom, middle, top and additional top-bracket tax: tax rates and thresholds for 2026",
      url: "https://skat.dk/en-us/help/botton-bracket-middle-bracket-top-bracket-and-additional-top-bracket-tax",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  newcomerRegime: {
    text: "Researcher and key employee scheme: qualifying foreign researchers and highly paid employees are taxed at a flat 27% plus the 8% labour market contribution (about 32.84% in total) for up to 7 years, instead of normal progressive tax. From January 2026 the salary requirement fell to DKK 65,400 a month (after labour market contribution), from DKK 78,000 in 2025.",
    source: {
      publisher: "Deloitte",
      title: "Welcome to the top-top tax (and easier accessible researcher's scheme) (Deloitte Denmark)",
      url: "https://www.deloitte.com/dk/en/services/tax/perspectives/welcome-to-the-top-top-tax.html",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "The labour market contribution (AM-bidrag), officially a tax, is 8% of gross earned income, deducted before other income taxes are calculated and proportional at all income levels.",
    source: {
      publisher: "Skatteinform",
      title: "How much tax do you need to pay when working in Denmark",
      url: "https://skatteinform.dk/en/tax-advice/10-things-you-need-to-know-about-tax-in-denmark/4-how-much-tax-do-you-need-to-pay",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Denmark is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Denmark totalization agreement in force since 1 October 2008.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
