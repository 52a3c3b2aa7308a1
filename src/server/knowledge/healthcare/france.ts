/**
 * France: healthcare for a resident foreigner.
 * Source notes:
 * - Official: CLEISS (social security liaison centre) note on the PUMa decree of 24 February 2017; Service-Public.fr
 *   (DILA) Q&A on the PUMa, checked 27 April 2023, as syndicated on the Rochecolombe municipal website.
 * - Secondary: Moneyvox report of a Meilleurtaux (broker) 2025 study of complementary-insurance (mutuelle) premiums.
 * - Gap: no page read gives the contribution owed by residents without earned income (cotisation subsidiaire maladie)
 *   or the private-insurance requirement for long-stay visitor visas.
 */
import type { Citation } from "@server/facts/citation";
import type { CountryHealthcare } from "./healthcare.schema";

/** Service-Public.fr's page on the PUMa residence condition: also what the retirees' chapter cites (retiree-tax/france.ts). */
export const PUMA_RESIDENCE = {
  publisher: "Service-Public.fr (DILA)",
  title: "Qu'est-ce que la protection universelle maladie (Puma) ?",
  via: "Rochecolombe municipal website",
  url: "https://rochecolombe.fr/vie-pratique/demarches-administratives/?xml=F34308",
  asOf: "2023-04-27",
  reviewedOn: "2026-11-25",
};

/** The page several of the premiums below are read on. */
const goodassurPrices: Citation = {
  publisher: "Goodassur",
  title: "Tarif mutuelle santé : quel est le prix moyen en 2024 ?",
  url: "https://goodassur.com/mutuelle-sante/prix",
  asOf: "2024",
  reviewedOn: "2026-11-26",
  research: "figures read: 25-35 ans : 50 €/mois • 35-45 ans : 60 €/mois • 45-55 ans : 73 €/mois • 55-65 ans : 85 €/mois • 65-75 ans : 108 €/mois",
};

export const franceHealthcare: CountryHealthcare = {
  country: "france",
  checked: "2026-11",
  system: {
    text: "Since 1 January 2016 the universal health protection (Protection universelle maladie, PUMa) covers the health costs of anyone who works in France or lives there in a stable and regular way. Foreign nationals qualify if they are lawfully resident and not covered by another state's social security scheme.",
    source: {
      publisher: "CLEISS",
      title: "Protection universelle maladie (Puma): précisions sur les conditions de régularité de séjour",
      url: "https://www.cleiss.fr/actu/2017/1703-puma.html",
      asOf: "2017-03-06",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "A person who does not work must show they have lived in France without interruption for more than 3 months (for example with a rental contract) before the PUMa covers them; some groups such as refugees are exempt from this wait. Non-EEA nationals must also prove their stay is lawful, whereas EEA and Swiss nationals need only an identity card or passport.",
    source: PUMA_RESIDENCE,
  },
  privateInsuranceCost: {
    amount: 37,
    currency: "EUR",
    period: "month",
    basis: "A 25-year-old working adult with standard cover: complementary health insurance (mutuelle), 2025 national average per a broker study. It tops up the public PUMa reimbursement.",
    forAges: { from: 25, to: 25 },
    source: {
      publisher: "Meilleurtaux",
      title: "À 25 ans, quel est le prix moyen d'une mutuelle santé dans votre département",
      via: "Moneyvox",
      url: "https://www.moneyvox.fr/assurance/actualites/106071/carte-a-25-ans-quel-est-le-prix-moyen-une-mutuelle-sante-dans-votre-departement",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "income-based",
    text: "Under PUMa each insured person contributes according to their resources; complementary cover (mutuelle) is priced by age.",
    source: {
      publisher: "Expert-comptable-social.fr",
      title: "La protection universelle maladie",
      url: "https://expert-comptable-social.fr/la-protection-universelle-maladie/",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: Depuis le 1er janvier 2016, la protection universelle maladie (Puma) remplace la couverture maladie universelle (CMU de base). Au titre de cette couverture permettant le remboursement des frais de santé, chaque assuré contribue à la hauteur de ses ressources.",
    }
  },
  premiumsByAge: [
    {
      amount: 50,
      currency: "EUR",
      period: "month",
      basis: "Individual complementary health insurance (mutuelle), medium cover on all care, Montpellier, average of quotes from the Mutuelle.fr comparator",
      forAges: {
        from: 25,
        to: 35,
      },
      source: goodassurPrices,
    },
    {
      amount: 60,
      currency: "EUR",
      period: "month",
      basis: "Individual complementary health insurance (mutuelle), medium cover on all care, Montpellier, average of quotes from the Mutuelle.fr comparator",
      forAges: {
        from: 35,
        to: 45,
      },
      source: goodassurPrices,
    },
    {
      amount: 73,
      currency: "EUR",
      period: "month",
      basis: "Individual complementary health insurance (mutuelle), medium cover on all care, Montpellier, average of quotes from the Mutuelle.fr comparator",
      forAges: {
        from: 45,
        to: 55,
      },
      source: goodassurPrices,
    },
    {
      amount: 85,
      currency: "EUR",
      period: "month",
      basis: "Individual complementary health insurance (mutuelle), medium cover on all care, Montpellier, average of quotes from the Mutuelle.fr comparator",
      forAges: {
        from: 55,
        to: 65,
      },
      source: goodassurPrices,
    },
    {
      amount: 108,
      currency: "EUR",
      period: "month",
      basis: "Individual complementary health insurance (mutuelle), medium cover on all care, Montpellier, average of quotes from the Mutuelle.fr comparator",
      forAges: {
        from: 65,
        to: 75,
      },
      source: goodassurPrices,
    },
  ],
};
