// Italy tax. No Agenzia delle Entrate page with these figures was stored, so this file relies on Italian
// professional firms (Studio Pandiani, Graber & Partner, Morri Rossetti, taxing.it / Avv. Colin Jamieson),
// the IRS treaty list (A to Z), and the SSA's own manual (POMS) for totalization.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const italyTax: CountryTax = {
  country: "italy",
  checked: "2026-11",
  residenceRule: {
    text: "From 2024 you are tax resident in Italy if, for the greater part of the tax year (183 days, counting fractions of days), you have your residence (habitual abode) in Italy, your domicile (where your personal and family relationships mainly are) in Italy, or you are physically present in Italy. Being registered in the resident population register (anagrafe) for most of the year creates a presumption of residence that can be rebutted.",
    source: {
      publisher: "Studio Pandiani",
      title: "New rules on tax residence of individuals (Legislative Decree 209/2023)",
      url: "https://www.studiopandiani.com/2024/01/31/new-rules-on-tax-residence-of-individuals/",
      asOf: "2024-01-31",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 28000, ratePercent: 23 },
      { from: 28000, upTo: 50000, ratePercent: 35 },
      { from: 50000, upTo: null, ratePercent: 43 },
    ],
    topRatePercent: 43,
    note: "National IRPEF only. Regional and municipal surcharges (addizionali) are charged on top and vary by place. The 2026 budget law was set to cut the middle rate from 35% to 33% (drafts at the time of the source); check before relying on the 2026 middle rate.",
    source: {
      publisher: "Graber & Partner",
      title: "Planned tax relief measures for individuals and employees in Italy in 2026 (with 2025 rates)",
      url: "https://www.graber-partner.com/en/reports-news/1363-planned-tax-relief-measures-for-individuals-and-employees-in-italy-in-2026-1363.html?amp=true",
      asOf: "2025",
      reviewedOn: "2026-11-23",
      research: "Re-checked November 2026: searches for the Agenzia delle Entrate IRPEF rates (Italian: 'aliquote IRPEF 2026 scaglioni 28.000 50.000') found no agenziaentrate.gov.it page; Il Sole 24 Ore and an accounting firm report that budget law 199 of 30 December 2025 cut the middle rate from 35% to 33% from 1 January 2026 (23% to EUR 28,000, 33% to 50,000, 43% above).",
    },
    combinedTop: {
      ratePercent: 47.23,
      what: "National IRPEF of 43% plus the highest regional surcharge (addizionale regionale, 0.70% to 3.33% depending on the region) and the highest municipal surcharge (addizionale comunale, 0% to 0.9%).",
      source: {
        publisher: "taxing.it",
        title: "Personal income tax (IRPEF) rates, with regional and municipal additional taxes",
        url: "https://taxing.it/personal-income-tax-irpef-rates",
        asOf: "2024",
        reviewedOn: "2026-11-25",
        research: "The page gives the 43% top IRPEF rate from 2024 and the ranges of the regional (0.70-3.33%) and municipal (0-0.9%) surcharges; 47.23% is 43 + 3.33 + 0.9. Re-checked November 2026: no Agenzia delle Entrate or MEF (finanze.gov.it addizionali) page with the surcharge ranges was found in the store.",
      },
    },
  },
  newcomerRegime: {
    text: "Impatriate regime for people moving their tax residence to Italy from 2024 (Legislative Decree 209/2023): 50% of employment and professional income earned in Italy is exempt from income tax, on income up to EUR 600,000 a year, for five years. It is open to highly qualified or specialised workers who were not Italian tax residents in the three tax years before the move and who undertake to stay at least five years. The source describes the government's draft text, published before the decree was final.",
    source: {
      publisher: "Morri Rossetti",
      title: "Major changes to the Italian Impatriate Tax Regime",
      url: "https://morrirossetti.it/en/insight/publications/major-changes-to-the-italian-impatriate-tax-regime.html",
      asOf: "2023",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "Approximate 2024 rates: employees in the private sector about 9-10% of gross salary (employer about 23-24%); self-employed artisans and traders about 24-25% of net income with minimum contributions; freelancers without their own professional fund pay into the INPS Gestione Separata at 26.07% (up to 33.72%) of net professional income.",
    source: {
      publisher: "taxing.it",
      title: "Italian social security rates (INPS, Gestione Separata)",
      url: "https://taxing.it/italian-social-security-rates-inps-gestione-separata-2020",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Italy is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Italy totalization agreement in force since 1 November 1978.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
