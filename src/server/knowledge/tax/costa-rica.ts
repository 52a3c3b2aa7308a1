/**
 * Costa Rica tax facts. No Ministerio de Hacienda page was in the search store: the 2026 brackets come from
 * El Financiero (Costa Rican business newspaper) reporting Decreto Ejecutivo 45333-H; residence and the
 * territorial rule from the PwC Worldwide Tax Summaries (well-known guide); social security from La Nación
 * (newspaper) on the CCSS 2026 rates. The digital-nomad sentence follows EY Global Tax News on Law 10.008
 * (https://globaltaxnews.ey.com/news/2022-5671-costa-ricas-government-publishes-regulations-to-implement-the-digital-nomads-law, 2022-07-15).
 * Treaty list: the IRS's list of US income tax treaties (official). Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const costaRicaTax: CountryTax = {
  country: "costa-rica",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident if you stay in Costa Rica more than 183 days, continuous or not, in the same fiscal period, counting days of arrival and departure. Sporadic absences count unless you show a tax residence certificate from another country. Each spouse is assessed separately.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Costa Rica, Individual - Residence",
      url: "https://taxsummaries.pwc.com/costa-rica/individual/residence",
      asOf: "2025-12-29",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026",
    currency: "CRC",
    period: "month",
    bands: [
      { from: 0, upTo: 918000, ratePercent: 0 },
      { from: 918000, upTo: 1347000, ratePercent: 10 },
      { from: 1347000, upTo: 2364000, ratePercent: 15 },
      { from: 2364000, upTo: 4727000, ratePercent: 20 },
      { from: 4727000, upTo: null, ratePercent: 25 },
    ],
    topRatePercent: 25,
    note:
      "These are MONTHLY brackets of the salary tax (impuesto al salario) on employment income and pensions, from 1 January 2026. Self-employed people use ANNUAL brackets instead: 0% up to CRC 6,244,000, then 10%, 15%, 20% and 25% above CRC 20,872,000 (Law 10667). Only Costa Rican-source income is taxed (see the newcomer field).",
    source: {
      publisher: "El Financiero (Costa Rica)",
      title: "Estos serán los nuevos tramos del impuesto de la renta (Decreto Ejecutivo 45333-H)",
      url: "https://assets.elfinancierocr.com/economia-y-politica/estos-seran-los-nuevos-tramos-del-impuesto-de-la/G4EPCG43JZA6ZCQAIAJ3BENKVQ/story",
      asOf: "2025-12",
      reviewedOn: "2026-11-23",
      research:
        "Searched (November 2026, group B) for Decreto Ejecutivo 45333-H on hacienda.go.cr and pgrweb.go.cr (SCIJ) and for its wording ('Las rentas de hasta ¢918.000,00 mensuales no estarán sujetas al impuesto'): no stored official copy. pgrweb.go.cr holds the previous year's decree (44772-H) but not 45333-H. The same 2026 monthly brackets (¢918,000 / ¢1,347,000 / ¢2,364,000 / ¢4,727,000) are reported by Teletica and a February 2026 El Financiero explainer quoting Hacienda data.",
    },
    crossCheck: {
      source: {
        publisher: "Ministerio de Hacienda (Costa Rica)",
        title: "¿Está su salario entre los que deberán pagar renta desde el 1º de enero? Hacienda bajó el monto exento",
        via: "Teletica",
        url: "https://www.teletica.com/nacional/esta-su-salario-entre-los-que-deberan-pagar-renta-desde-el-1o-de-enero-hacienda-bajo-el-monto-exento_399616",
        asOf: "2026-01",
        reviewedOn: "2026-11-29",
        research:
          "Costa Rican television news report on Hacienda's 2026 adjustment (December 2025), found with the search tool (pages) for 'tramos impuesto al salario 2026 ¢918.000 ¢1.347.000 ¢2.364.000 ¢4.727.000 Hacienda' (November 2026): 'Los salarios que no superen los ¢918.000 mensuales no pagan impuesto sobre la renta'; 'Sobre el exceso de ¢918.000 y hasta ¢1.347.000 mensuales se cobrará una tasa del 10%. El exceso entre ¢1.347.000 y ¢2.364.000 pagará un 15%; entre ¢2.364.000 y ¢4.727.000 se aplicará un 20%; y sobre el exceso de ¢4.727.000 se cobrará un 25%'. Same brackets as the data. EAS Latam (easlatam.com, February 2026) was not used: its USD table mixes the 2026 exempt amount with the 2025 upper limits.",
      },
    },
  },
  newcomerRegime: {
    text:
      "Costa Rica taxes income on a territorial basis: only income from assets used, goods located or services rendered in Costa Rica is taxed, irrespective of nationality or residence, so foreign pensions and foreign investment income of a new resident are generally outside Costa Rican income tax. Separately, remote workers admitted under the digital-nomad law (Law 10.008, USD 3,000 a month minimum foreign income) are not treated as tax resident and their foreign pay is exempt.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Costa Rica, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/costa-rica/individual/taxes-on-personal-income",
      asOf: "2025-12-29",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "From 1 January 2026 employees pay 10.83% of gross salary to the CCSS and related funds: 5.50% health and maternity (SEM), 4.33% disability, old-age and death pensions (IVM) and 1% Banco Popular. Employers pay 26.83% on top. Self-employed and voluntary contributors also pay into the CCSS at their own rates (not shown here).",
    source: {
      publisher: "La Nación (Costa Rica)",
      title: "Atención asalariados: en este 2026 aumentarán sus cargas sociales",
      url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/",
      asOf: "2026-01-06",
      reviewedOn: "2026-11-23",
      research: "No figure for self-employed or voluntary contributors was found in a stored source.",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "No US-Costa Rica income tax treaty: Costa Rica is not on the IRS list of countries with which the United States has income tax treaties. The two countries' 1989 agreement is for exchanging tax information, which is not an income tax treaty.",
    source: {
      publisher: "Internal Revenue Service",
      title: "United States income tax treaties - A to Z",
      url: "https://www.irs.gov/businesses/international-businesses/united-states-income-tax-treaties-a-to-z",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research:
        "The IRS page's text was read in a verbatim mirror found with the search tool (pages) for 'United States income tax treaties A to Z IRS list of countries Costa Rica' (https://calendarfreemonthly2023.netlify.app/host-https-www.irs.gov/businesses/international-businesses/united-states-income-tax-treaties-a-to-z, November 2026): 'This page provides links to tax treaties between the United States and particular countries'; under C it lists 'Canada, Chile, China, Cyprus, Czech Republic' and no Costa Rica (the mirror is undated; it marks Hungary 'CAUTION Treaty Terminated', so it postdates the 2022 notice of termination; asOf follows the IRS list's date in the us-tax-treaties indicator). The information-exchange agreement: taxtreatylaw.com, 'Costa Rica - USA Tax Information Exchange Agreement (1989)': 'signed on March 15, 1989 and entered into force on February 12, 1991', 'Agreement ... for the exchange of information with respect to taxes'. Replaces US Expat Costa Rica, 'Tax agreement between Costa Rica and Mexico is underway' (https://usexpatcostarica.com/tax-agreement-between-costa-rica-and-mexico-is-underway/amp, 2019), a page about Costa Rica's treaty with Mexico, which named Costa Rica's treaties then in force (Spain 2011, Germany 2017, Mexico 2019).",
    },
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Costa Rica is not on the SSA's list of totalization agreements in force.",
    source: SSA_TOTALIZATION,
  },
};
