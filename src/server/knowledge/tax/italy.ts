// Italy tax. No Agenzia delle Entrate page with these figures was stored, so this file relies on Italian
// professional firms (Studio Pandiani, Morri Rossetti, taxing.it / Avv. Colin Jamieson, TaxCompass, Horizons),
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
  // Corrected November 2026 (issue 30): the 2026 budget law cut the middle rate from 35% to 33% from 1 January 2026.
  incomeTax: {
    taxYear: "2026",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 28000, ratePercent: 23 },
      { from: 28000, upTo: 50000, ratePercent: 33 },
      { from: 50000, upTo: null, ratePercent: 43 },
    ],
    topRatePercent: 43,
    note: "National IRPEF only. Regional and municipal surcharges (addizionali) are charged on top and vary by place. The middle rate was 35% until 2025; the 2026 budget law (Law 199 of 30 December 2025) cut it to 33%.",
    source: {
      publisher: "taxing.it",
      title: "Personal income tax (IRPEF) rates, with regional and municipal additional taxes",
      url: "https://taxing.it/personal-income-tax-irpef-rates/?amp=1",
      asOf: "2026-01",
      reviewedOn: "2026-11-29",
      research:
        "Avv. Colin Jamieson's tax site, newest stored copy (the ?amp=1 address), read in the search tool (pages, November 2026, query 'Italy Individual - Taxes on personal income Last reviewed IRPEF 23% 35% 43% regional surtax'): 'The FY 2026 Finance Law (Law No. 199 of 30 December 2025) has amended the IRPEF brackets again. Under Article 1, para 3, the second IRPEF rate is reduced from 35% to 33%, effective from 1 January 2026'; 'Rates for FY 2026: On the first €28,000 23% ... Above €28,000 up to €50,000 33% ... Over €50,000 43%'. Replaces Graber & Partner, Planned tax relief measures for individuals and employees in Italy in 2026 (graber-partner.com, 2025), which gave the 2025 rates (23/35/43) and described the cut as planned. Still no agenziaentrate.gov.it page in the store.",
    },
    crossCheck: {
      source: {
        publisher: "TaxCompass",
        title: "Glossary: IRPEF",
        url: "https://taxcompass.it/glossary/irpef",
        asOf: "2026",
        reviewedOn: "2026-11-29",
        research:
          "Italian tax-orientation site's glossary entry, read in the search tool (pages, November 2026, same query): 'For 2026 the brackets are 23% up to €28,000, 33% from €28,000 to €50,000 (cut from 35% by the 2026 Budget Law), and 43% above €50,000 ... Regional and municipal surcharges (addizionali) apply on top.' Undated; asOf is the year it was read.",
      },
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
      crossCheck: {
        source: {
          publisher: "Horizons (help centre)",
          title: "How does Personal Income Tax work in Italy?",
          url: "https://joinhorizons.freshdesk.com/en/support/solutions/articles/73000639731-how-does-personal-income-tax-work-in-italy-",
          asOf: "2023",
          reviewedOn: "2026-11-29",
          research:
            "Employer-of-record firm's help article (2023 rates), read in the search tool (pages, November 2026, query 'Italy regional income tax surcharge 1.23% 3.33% municipal surcharge 0.9%'): top national rate '€75,000 and above: 43% tax rate'; regional income tax 'can vary from 1.23% to 3.33%'; municipal income tax 'can range from 0% to 0.8%'. Its top regional rate agrees (3.33%); its municipal maximum (0.8%) is lower than taxing.it's 0.9%, so its combined top is 47.13%.",
        },
        differs: "47.13% (43% plus a regional surcharge of up to 3.33% and a municipal surcharge of up to 0.8%)",
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
