/**
 * Morocco: healthcare for a resident foreigner.
 * Source notes:
 * - Official: CLEISS (French social security liaison centre) summary of the Moroccan social security system, 2024
 *   edition, returned as http:// and cited with https://.
 * - Secondary: La Vie Éco (news) on the CNSS announcement opening AMO ACHAMIL in January 2024; international-sante.com
 *   (French expat-insurance broker) key figures, undated and returned as http:// (cited with https://).
 * - The private figure covers hospitalisation only within an expatriate policy; it is the broker's key figure, not an
 *   official statistic.
 * - Gap: no page gives the AMO ACHAMIL contribution amount (it depends on the person's RSU score).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const moroccoHealthcare: CountryHealthcare = {
  country: "morocco",
  checked: "2026-11",
  system: {
    text: "Morocco's social protection covers public- and private-sector employees, and recently also the self-employed and non-salaried professionals, under compulsory health insurance (Assurance Maladie Obligatoire, AMO). The CNSS runs the private-sector scheme for salaried and non-salaried workers, and the national agency ANAM regulates the AMO.",
    source: {
      publisher: "CLEISS",
      title: "Le régime marocain de sécurité sociale (2024)",
      url: "https://www.cleiss.fr/docs/regimes/regime_maroc.html",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Since January 2024, people with no paid or unpaid activity who can pay contributions may join the optional AMO ACHAMIL scheme at the CNSS (law 60.22), if they and their dependants are in the Unified Social Register (RSU) with a score above the AMO Tadamon threshold and are not covered by another compulsory scheme. Foreigners apply online at macnss.ma with their residence-card number; the monthly contribution depends on the RSU score and cover starts only once contributions are paid.",
    source: {
      publisher: "La Vie Éco",
      title: "AMO Achamil: l'inscription au régime facultatif ouverte",
      url: "https://www.lavieeco.com/influences/societe/amo-achamil-linscription-au-regime-facultatif-ouverte/",
      asOf: "2024-01",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    amount: 621,
    currency: "EUR",
    period: "year",
    basis: "A 30-year-old: hospitalisation cover of an expatriate health insurance policy in Morocco, a key figure published by a broker (EUR 1,062 at age 50).",
    forAges: { from: 30, to: 30 },
    source: {
      publisher: "international-sante.com",
      title: "Assurance santé expatrié au Maroc",
      url: "https://international-sante.com/assurance-expatrie/pays/maroc",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "age-rated",
    text: "Age is an important factor: the older the insured, the higher the cost of health insurance.",
    source: {
      publisher: "AssurancesVoyage.fr",
      title: "Assurance santé Maroc – Le guide complet",
      url: "https://www.assurancesvoyage.fr/assurance-sante/assurance-sante-maroc/",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: Âge : L’âge de l’assuré est également un facteur important. En général, plus vous êtes âgé, plus le coût de l’assurance peut être élevé, car les risques médicaux augmentent avec l’âge.",
    }
  },
  premiumsByAge: [],
};
