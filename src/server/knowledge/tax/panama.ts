/**
 * Panama tax facts. No DGI (tax authority) page was in the search store. Rates and the territorial rule come
 * from the PwC Worldwide Tax Summaries (well-known guide, last reviewed 2020; the rates have not changed in the
 * other 2025 pages seen, but that is not confirmed by an official source). Residence: a Panamanian law firm.
 * Social security: a Panamanian relocation/legal firm (undated page; asOf 2013 is the year the 9.75% employee rate is reported to have started, per Lowtax). Treaty list: Pardini & Asociados (law firm).
 * Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const panamaTax: CountryTax = {
  country: "panama",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident if you stay in Panama more than 183 days, consecutive or not, in a fiscal year or the year before, and establish your residence there. A tax residence certificate from the tax authority (DGI) also looks at a permanent dwelling, a centre of economic interests and a centre of family interests in Panama. Tax residence is separate from immigration residence.",
    source: {
      publisher: "Quijano & Associates",
      title: "Tax Residency Service in Panama (Article 762-N Tax Code, Executive Decree 958 of 2013)",
      url: "https://jquijano.com/?p=994383",
      asOf: "2013",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2020",
    currency: "USD",
    period: "year",
    bands: [
      { from: 0, upTo: 11000, ratePercent: 0 },
      { from: 11000, upTo: 50000, ratePercent: 15 },
      { from: 50000, upTo: null, ratePercent: 25 },
    ],
    topRatePercent: 25,
    note:
      "Annual taxable income in US dollars (Panama uses the US dollar). Panama taxes only Panamanian-source income; there are no local income taxes. The three brackets have been unchanged since at least 2020.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Panama, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/panama/individual/taxes-on-personal-income",
      asOf: "2020-06-29",
      reviewedOn: "2026-11-23",
      research: "The PwC page was last reviewed in 2020; several 2025 guides show the same three brackets.",
    },
  },
  newcomerRegime: {
    text:
      "No special newcomer tax regime is needed for foreign income: Panama's tax system is territorial, so citizens and residents are taxed only on income from Panamanian sources. Foreign pensions, foreign investment income and pay for work done abroad are generally outside Panamanian income tax.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Panama, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/panama/individual/taxes-on-personal-income",
      asOf: "2020-06-29",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees pay 9.75% of pay to the Social Security Fund (CSS) plus a 1.25% education tax; employers pay 12.25% plus 1.5%. Self-employed people must also contribute (rate not shown here). The CSS was reformed in 2025, so check the current rates.",
    source: {
      publisher: "Relo Firm",
      title: "Panama Employees Taxes",
      url: "https://relofirm.com/?p=1492",
      asOf: "2013",
      reviewedOn: "2026-11-23",
      research: "No current self-employed rate was confirmed in a stored source; the source page is undated.",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "No US-Panama income tax treaty; the United States is not among the countries with which Panama has signed double-taxation treaties (Mexico, Barbados, Netherlands, Portugal, Spain, Singapore, France, Ireland, Israel, Italy, South Korea, Czech Republic, Qatar, UAE and others).",
    source: {
      publisher: "Pardini & Asociados",
      title: "Guide of Double Taxation Treaties signed by Panama",
      url: "https://www.pardinilaw.com/EN/padela/articles/85/foreign-investment/guide-of-double-taxation-treaties-signed-by-panama/",
      asOf: "2014",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Panama is not on the SSA's list of totalization agreements in force.",
    source: SSA_TOTALIZATION,
  },
};
