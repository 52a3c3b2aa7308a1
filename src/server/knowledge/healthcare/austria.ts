/**
 * Austria: healthcare for a resident foreigner.
 * Source notes:
 * - Official: two Austrian Health Insurance Fund (ÖGK) pages on voluntary self-insurance; one gives the 2024
 *   contribution, the other (undated; asOf 2026 is the year the stored copy was read) the start and waiting period.
 * - Gap: private premium. Only a 2003 magazine comparison and broker/app pages with "from" prices were found, so no
 *   current typical premium is recorded.
 * - Gap: no page read describes the compulsory insurance of employees in detail; it is mentioned only as the
 *   alternative to self-insurance.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const austriaHealthcare: CountryHealthcare = {
  country: "austria",
  checked: "2026-11",
  system: {
    text: "Austrian health cover is statutory health insurance. A resident who has no health insurance of their own and is not co-insured with a family member can insure voluntarily with the Austrian Health Insurance Fund (ÖGK), provided they live in Austria and are not compulsorily insured in Austria, another EU/EEA state or a country with a bilateral agreement; the monthly self-insurance contribution was EUR 495.58 in 2024.",
    source: {
      publisher: "Österreichische Gesundheitskasse (ÖGK)",
      title: "Selbstversicherung in der Krankenversicherung",
      url: "https://www.gesundheitskasse.at/cdscontent/?contentid=10007.867315&portal=oegkportal",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Self-insurance with the ÖGK starts the day after the application (or straight after earlier cover if applied for within six weeks), but the insured person and co-insured dependants can only claim benefits after a six-month waiting period. The wait does not apply if the person was insured for at least 26 weeks in the preceding 12 months or for at least 6 weeks without a break immediately before.",
    source: {
      publisher: "Österreichische Gesundheitskasse (ÖGK)",
      title: "Selbstversicherung in der Krankenversicherung: Voraussetzungen und Leistungsanspruch",
      url: "https://www.gesundheitskasse.at/cdscontent/?contentid=10007.831529&portal=oegkstportal",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published typical premium for private supplementary cover (special class or private-doctor tariffs) is available; insurers quote minimum 'from' prices, such as EUR 8 a month for accident-only special class or EUR 25 for a private-doctor tariff.",
    research: "Looked for a typical private (supplementary, Sonderklasse or Wahlarzt) premium in German pages. The only concrete figures found were a 2003 trend.at comparison (e.g. EUR 56.76 a month for a 25-year-old with Uniqa) and broker or app pages giving minimum 'from' prices (EUR 8 a month accident-only special class, EUR 25 for a private-doctor tariff), none a current typical premium.",
  },
  premiumRating: {
    kind: "income-based",
    text: "Social health insurance contributions are based on income, not on health risks; voluntary self-insurance has a fixed monthly contribution.",
    source: {
      publisher: "healthsystemsfacts.org",
      title: "Austria health system financing",
      url: "https://healthsystemsfacts.org/national-health-systems/the-mixed-beveridge-bismarck-model/austria/austria-health-system-financing/",
      asOf: "2018",
      reviewedOn: "2026-11-26",
      research: "statement read: SHI contributions are based on income and not on health risks. Contribution rates are determined by law and can only be changed by the Austrian Parliament. The contribution rate amounted to 7.65% of employment-based income ... in 2017.",
    }
  },
  premiumsByAge: [
    {
      amount: 495.58,
      currency: "EUR",
      period: "month",
      basis: "OeGK Selbstversicherung (voluntary self-insurance in the public health insurance) for residents with no compulsory insurance; one flat amount with no age dependence; 6-month waiting period for benefits unless previously insured",
      forAges: {
        from: 18,
        to: 99,
      },
      source: {
        publisher: "Österreichische Gesundheitskasse",
        title: "Selbstversicherung in der Krankenversicherung",
        url: "https://www.gesundheitskasse.at/cdscontent/?contentid=10007.867315&portal=oegkportal",
        asOf: "2024",
        reviewedOn: "2026-11-26",
        research: "figure read: Mit der Selbstversicherung in der Krankenversicherung können Sie sich freiwillig krankenversichern. Der monatliche Beitrag beträgt im Jahr 2024 EUR 495,58.",
      }
    },
  ],
};
