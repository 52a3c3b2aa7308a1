// France tax. Official: CLEISS (the French public body for international social security) for contribution
// rates. Not official (no impots.gouv.fr page with the figures was stored): Fiscalonline for the article 4 B
// residence test, Bizouard/Les Echos Publishing for the 2025 scale, a Paris tax lawyer (Maitre Camara) for
// the impatriate regime, the IRS treaty list (A to Z), and the SSA's manual (POMS).
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
    taxYear: "2024 income (taxed in 2025)",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 11497, ratePercent: 0 },
      { from: 11497, upTo: 29315, ratePercent: 11 },
      { from: 29315, upTo: 83823, ratePercent: 30 },
      { from: 83823, upTo: 180294, ratePercent: 41 },
      { from: 180294, upTo: null, ratePercent: 45 },
    ],
    topRatePercent: 45,
    note: "Bands per 'part' of the household quotient (a single person has one part; couples and children add parts). A high-income contribution of 3-4% applies to very large incomes, and social levies (CSG/CRDS) are charged on top. The scale for 2025 income was set by the 2026 finance law and is not shown here.",
    source: {
      publisher: "Les Echos Publishing",
      title: "Barème de l'impôt sur les revenus 2024 pour une part",
      via: "Bizouard",
      url: "https://bizouard.com/blog/2025/02/20/bareme-de-limpot-sur-les-revenus-2024-pour-une-part",
      asOf: "2025-02-20",
      reviewedOn: "2026-11-23",
      research: "Re-checked November 2026: searches for the impots.gouv.fr / service-public.fr barème (F1419) found only copies of service-public.fr on third-party sites and private pages; for income 2025 (taxed 2026) the finance law 2026 sets 0% to EUR 11,600, 11% to 29,579, 30% to 84,577, 41% to 181,917, 45% above (accounting-firm and news pages, not official), so the scale shown here is one year old.",
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
