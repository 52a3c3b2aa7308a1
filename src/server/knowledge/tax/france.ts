// France tax. Official: CLEISS (the French public body for international social security) for contribution
// rates. Not official (no impots.gouv.fr page with the figures was stored): Fiscalonline for the article 4 B
// residence test, Cogebs (accountants) and Mes Allocs for the scale set by the 2026 finance law, a Paris tax
// lawyer (Maitre Camara) for the impatriate regime, the IRS treaty list (A to Z), and the SSA's manual (POMS).
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const franceTax: CountryTax = {
  country: "france",
  checked: "2026-11",
  residenceRule: {
    text: "Under article 4 B of the tax code you are domiciled in France for tax (and taxed on worldwide income) if any one of these applies: your home (foyer) or main place of stay is in France; you work in France, employed or self-employed, other than as a side activity; or the centre of your economic interests is in France. Tax treaties can override this.",
    source: {
      publisher: "Fiscalonline",
      title: "Domicile fiscal: article 4 B du CGI",
      url: "https://fiscalonline.com/International/le-lieu-du-sejour-principal-d-un-contribuable-ne-peut-determiner-son-domicile-fiscal-que-dans-l-hypothese-ou-il-ne-dispose-pas-de-foyer",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025 income (taxed in 2026)",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 11600, ratePercent: 0 },
      { from: 11600, upTo: 29579, ratePercent: 11 },
      { from: 29579, upTo: 84577, ratePercent: 30 },
      { from: 84577, upTo: 181917, ratePercent: 41 },
      { from: 181917, upTo: null, ratePercent: 45 },
    ],
    topRatePercent: 45,
    note: "Bands per 'part' of the household quotient (a single person has one part; couples and children add parts), as raised by 0.9% by the 2026 finance law. A high-income contribution of 3-4% applies to very large incomes, and social levies (CSG/CRDS) are charged on top.",
    source: {
      publisher: "Government of France",
      title: "Revalorisation du barème de l'impôt sur le revenu",
      via: "Cogebs",
      url: "https://www.cogebs.com/vos-outils/actualites/article?id=k4_23991994",
      asOf: "2026",
      reviewedOn: "2026-11-29",
      research:
        "Accounting firm's news page read November 2026 with the search tool (pages) for 'barème impôt sur le revenu 2026 revenus 2025 11 600 € 29 579 € 84 577 € 181 917 €': 'Adopté définitivement, le projet de loi de finances pour 2026 procède à une réévaluation du barème ... les limites des tranches du barème de l'impôt sur le revenu 2025, qui sera liquidé en 2026, sont revalorisées de 0,9 % ... IMPOSITION DES REVENUS 2025 ... Jusqu'à 11 600 € 0 % | De 11 601 € à 29 579 € 11 % | De 29 580 € à 84 577 € 30 % | De 84 578 € à 181 917 € 41 % | Plus de 181 917 € 45 %'. Updated November 2026 from the scale for 2024 income (EUR 11,497 / 29,315 / 83,823 / 180,294, Les Echos Publishing via Bizouard; PwC's France sample calculation, reviewed 5 June 2025, gives the same 2024 brackets), which was one year old. A copy of Service-Public.fr sheet F1419 (chatbot.illicoweb.com) works its examples with the same 11 600 / 29 579 bounds. No impots.gouv.fr page with the scale was found in the store.",
    },
    crossCheck: {
      source: {
        publisher: "Government of France",
        title: "Nouveau barème impôt sur le revenu 2026 : les taux par tranche",
        via: "Mes Allocs",
        url: "https://www.mes-allocs.fr/guides/impot-sur-le-revenu/impot-sur-le-revenu-taux-tranche",
        asOf: "2026-01-22",
        reviewedOn: "2026-11-29",
        research:
          "Benefits guide page 'Modifié le 22 janvier 2026', read November 2026 with the search tool (pages): 'Le barème de l'impôt sur le revenu 2026, qui porte sur les revenus de 2025 ... Le Premier ministre Sébastien Lecornu a finalement validé une revalorisation de 0,9 % ... Jusqu'à 11 600 € 0 % | De 11 601 € à 29 579 € 11 % | De 29 580 € à 84 577 € 30 % | De 84 578 € à 181 917 € 41 % | Supérieur à 181 917 € 45 %'.",
      },
    },
  },
  newcomerRegime: {
    text: "Impatriate regime (article 155 B of the tax code): employees and executives recruited from abroad or sent by a foreign group to work in France, who were not French tax residents in the previous five years, can exempt the extra pay linked to their move (the impatriation bonus) and pay for work done abroad, with total exemptions capped at up to 50% of remuneration, for up to eight years. Self-employed people are not covered.",
    source: {
      publisher: "Maître Camara",
      title: "Essentials of the French favorable tax regime for impatriates - Article 155 B",
      url: "https://www.camara-avocat.fr/en/post/essentials-of-the-french-favorable-tax-regime-for-impatriates-article-155-b-of-the-french-tax-code",
      asOf: "2022-12-10",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "Employees (rates from 1 January 2025): old-age insurance 6.9% up to the monthly ceiling of EUR 3,925 plus 0.4% on all pay; CSG 9.2% and CRDS 0.5% on 98.25% of gross pay; supplementary pension (Agirc-Arrco) 3.15% plus 0.86% up to the ceiling and 8.64% plus 1.08% between one and eight ceilings. Employers pay considerably more (for example health 13% or 7%, old-age 8.55% plus 2.02%, unemployment 4.05%). The source does not give self-employed rates.",
    source: {
      publisher: "CLEISS",
      title: "The French Social Security System: Social Security and unemployment contribution rates as of January 1st, 2025",
      url: "https://www.cleiss.fr/docs/regimes/regime_france/an_a2.html",
      asOf: "2025-01-01",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "France is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-France totalization agreement in force since 1 July 1988.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
