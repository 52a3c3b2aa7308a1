// Netherlands tax. No Belastingdienst page with these figures was stored, so this file relies on Deloitte
// Netherlands (2026 rates), Habsburg Legal Services (residence), Expat in Holland (a Dutch tax office, 30%
// ruling), CalculateSalary.net (national insurance split of the first bracket), the IRS's own
// A-to-Z treaty list, and the SSA's own manual (POMS) for totalization.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const netherlandsTax: CountryTax = {
  country: "netherlands",
  checked: "2026-11",
  residenceRule: {
    text: "There is no day-count test: under article 4 of the General Tax Act, residence depends on all relevant facts and circumstances, in practice whether you have lasting personal ties to the Netherlands (a home you use, registration with the municipality, partner or family there, work and social life). Spending fewer than 183 days does not by itself make you non-resident. Residents are taxed on worldwide income.",
    source: {
      publisher: "Habsburg Legal Services",
      title: "Dutch tax residency for migrants and immigrants explained",
      url: "https://habsburg-legal-services.com/dutch-tax-residency-for-migrants-and-immigrants-explained",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 38883, ratePercent: 35.75 },
      { from: 38883, upTo: 78426, ratePercent: 37.56 },
      { from: 78426, upTo: null, ratePercent: 49.5 },
    ],
    topRatePercent: 49.5,
    note: "Box 1 (work and home) combined rates for people below state-pension age; the first-bracket rate includes national insurance contributions. Tax credits (general and labour credit) reduce the result. Savings and investments (Box 3) and substantial shareholdings (Box 2) are taxed separately. An earlier version of the 2026 plan had 35.70% and EUR 79,137; the figures here are the later ones on the same page.",
    source: {
      publisher: "Deloitte",
      title: "Dutch Tax Budget 2026: rates and tax credits (Deloitte Netherlands)",
      url: "https://www.deloitte.com/nl/en/services/tax/blogs/pakket-belastingplan-2026-tarieven-heffingskortingen.html",
      asOf: "2025-09",
      reviewedOn: "2026-11-23",
    },
  },
  newcomerRegime: {
    text: "30% ruling: employees recruited from abroad who lived more than 150 km from the Dutch border and earn above an annually indexed salary threshold can receive up to 30% of salary as a tax-free allowance for five years, applied for jointly with the employer within four months of starting work. The rate is 30% in 2026 and drops to 27% for new rulings from 2027. Job switches are allowed if the gap is under three months. The option to be treated as a partial non-resident for Box 2 and Box 3 ended on 1 January 2025.",
    source: {
      publisher: "Expat in Holland",
      title: "30% ruling: frequently asked questions",
      url: "https://expatinholland.com/30-percent-ruling-faq/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "National insurance is collected with income tax: of the 35.75% first-bracket rate in 2026, 27.65 points are national insurance (old-age pension AOW 17.90%, survivors Anw 0.10%, long-term care Wlz 9.65%), charged only on income up to EUR 38,883. This applies to employees and the self-employed alike. Employee insurance and the income-related health insurance contribution are separate and not covered here.",
    source: {
      publisher: "CalculateSalary.net",
      title: "Netherlands Income Tax Bands 2026",
      url: "https://www.calculatesalary.net/netherlands/tax-bands",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "The Netherlands is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Netherlands totalization agreement in force since 1 November 1990.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
