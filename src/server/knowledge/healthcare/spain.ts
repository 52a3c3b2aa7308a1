/**
 * Spain healthcare.
 *
 * Source notes:
 * - No official Spanish page with these facts surfaced in my searches (a Ministry of Health mirror page on the
 *   'convenio especial' was found, but its stored excerpt lacked the fee and residence conditions).
 * - Secondary: `system` from ExpatSetup's Spain healthcare guide (updated January 2026); `publicAccess` from a 2013
 *   Redacción Médica news report on Real Decreto 576/2013 (in force 1 September 2013; the EUR 60 / EUR 157 fees are
 *   the 2013 figures and regions may apply them differently); the private premium from the Rastreator price index
 *   (a comparison site) as reported by Viva Mijas.
 * - Gap: the rule that non-lucrative (retirement) and digital-nomad visa applicants need private insurance without
 *   co-payments was not found on an official page in my searches, so it is not stated.
 */
import type { Citation } from "@server/facts/citation";
import type { CountryHealthcare } from "./healthcare.schema";

/** The page several of the premiums below are read on. */
const vivaMijasPrices: Citation = {
  publisher: "Viva Mijas",
  title: "Los seguros de salud en Andalucía se disparan y los mayores de 65 años pagan un 115% más",
  url: "https://vivamijas.es/andalucia/1821427/los-seguros-de-salud-en-andalucia-se-disparan-y-los-mayores-de-65-anos-pagan-un-115-mas/amp",
  asOf: "2024",
  reviewedOn: "2026-11-26",
  research: "figures read: En Andalucía, los jóvenes de entre 18 y 24 años pagan una media de 35 euros al mes, mientras que los mayores de 65 años llegan a desembolsar 130 euros, un 115% más.",
};

export const spainHealthcare: CountryHealthcare = {
  country: "spain",
  checked: "2026-11",
  system: {
    text:
      "Spain has a public National Health System (Sistema Nacional de Salud, SNS) alongside a private sector. The SNS is administered by each autonomous community, funded through Social Security contributions and free or low-cost at the point of service, with an assigned family doctor; whether a foreigner can use it depends on their visa and residence status.",
    source: {
      publisher: "ExpatSetup",
      title: "Healthcare in Spain: Practical Guide for Expats",
      url: "https://expatsetup.com/countries/spain/healthcare",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Residents who are not covered through work, a pension or as a dependant can buy into the SNS with a 'convenio especial' under Real Decreto 576/2013, paying EUR 60 a month up to age 65 and EUR 157 a month from 65 (2013 rates). It requires at least one year of continuous effective residence in Spain before applying, registration on the municipal register (padrón) and no access to any other public cover; it gives the basic SNS services but excludes non-urgent patient transport and orthoprosthetics.",
    source: {
      publisher: "Redacción Médica",
      title: "En vigor las nuevas tarifas sanitarias para ilegales y rentistas (Real Decreto 576/2013)",
      url: "https://redaccionmedica.com/secciones/sanidad-hoy/en-vigor-las-nuevas-tarifas-sanitarias-para-ilegales-y-rentistas-3838",
      asOf: "2013-09",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 68,
    currency: "EUR",
    period: "month",
    basis: "Average monthly price of a comprehensive ('completo') private health policy in Spain in 2024 (EUR 62 in 2023), per the Rastreator price index, all ages together; regional averages ran from EUR 53 (Castilla y León) to EUR 94 (Madrid), and in Andalucía from EUR 35 (ages 18 to 24) to EUR 130 (over 65).",
    source: {
      publisher: "Rastreator",
      title: "Health-insurance price index",
      via: "Viva Mijas",
      url: "https://vivamijas.es/andalucia/1821427/los-seguros-de-salud-en-andalucia-se-disparan-y-los-mayores-de-65-anos-pagan-un-115-mas/amp",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "age-rated",
    text: "Age is the first factor in the price of private health insurance: the younger the insured, the cheaper the cover.",
    source: {
      publisher: "SegurChollo",
      title: "De qué depende el precio de un seguro de salud privado",
      url: "https://www.segurchollo.com/de-que-depende-el-precio-de-un-seguro-de-salud-privado",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: La edad es el primer elemento que determina cuánto cuesta un seguro de salud privado: cuanto más joven, más barato suele ser el seguro por menor riesgo sanitario.",
    }
  },
  premiumsByAge: [
    {
      amount: 35,
      currency: "EUR",
      period: "month",
      basis: "Average premium of health insurance in Andalucía (Rastreator price index)",
      forAges: {
        from: 18,
        to: 24,
      },
      source: vivaMijasPrices,
    },
    {
      amount: 130,
      currency: "EUR",
      period: "month",
      basis: "Average premium of health insurance in Andalucía (Rastreator price index)",
      forAges: {
        from: 65,
        to: 99,
      },
      source: vivaMijasPrices,
    },
  ],
};
