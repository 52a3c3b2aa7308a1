/**
 * Switzerland: healthcare for a resident foreigner.
 * Source notes:
 * - Official: Federal Office of Public Health (FOPH/BAG) page on the requirement to obtain insurance (undated; asOf
 *   2026 is the year the stored copy was read).
 * - Secondary: cash.ch news report of the FOPH 2026 premium figures. The FOPH's own FAQ gives the mean premium over
 *   all insured (adults, young adults and children) as CHF 393.30 a month for 2026; the adult figure is used here.
 * - The compulsory basic insurance is sold by approved private insurers, so the premium below is that compulsory cover.
 */
import type { CountryHealthcare } from "./healthcare.schema";

const fophInsuranceDuty = {
  publisher: "Federal Office of Public Health (FOPH)",
  title: "Health insurance: requirement to obtain insurance for persons resident in Switzerland",
  url: "https://www.bag.admin.ch/bag/en/home/versicherungen/krankenversicherung/krankenversicherung-versicherte-mit-wohnsitz-in-der-schweiz/versicherungspflicht.html",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

export const switzerlandHealthcare: CountryHealthcare = {
  country: "switzerland",
  checked: "2026-11",
  system: {
    text: "Everyone resident in Switzerland must hold basic health insurance under the Health Insurance Act (KVG/LAMal). Each family member, adult or child, is insured individually with a health insurer of their free choice, which must be approved under the Act.",
    source: fophInsuranceDuty,
  },
  publicAccess: {
    text: "Anyone coming to settle in Switzerland (including B and C permit holders) must take out health insurance within three months of taking up residence. If they do, cover starts from the beginning of residence and costs incurred are reimbursed, with premiums payable back to that date; if they register late, cover starts only from registration and a premium supplement is charged unless the delay is justified.",
    source: fophInsuranceDuty,
  },
  privateInsuranceCost: {
    amount: 465.3,
    currency: "CHF",
    period: "month",
    basis: "Mean monthly premium paid by adults for compulsory basic health insurance in 2026 (all deductibles and insurance models), per FOPH figures; an average over all adult ages.",
    source: {
      publisher: "Federal Office of Public Health (FOPH)",
      title: "Krankenkassenprämien steigen 2026 im Schnitt um 4,4 Prozent",
      via: "cash.ch",
      url: "https://www.cash.ch/news/top-news/krankenkassenpramien-steigen-2026-im-schnitt-um-44-prozent-864217",
      asOf: "2025-09-23",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "community-rated",
    text: "Insurers charge all their adult insured the same premium for compulsory basic insurance, with lower premiums only for children and young adults (Federal Health Insurance Act, Art. 61).",
    source: {
      publisher: "lawbrary.ch",
      title: "KVG Art. 61 Grundsätze",
      url: "https://lawbrary.ch/law/art/KVG-v2025.01-de-art-61",
      asOf: "2025-01",
      reviewedOn: "2026-11-26",
      research: "statement read: Soweit dieses Gesetz keine Ausnahme vorsieht, erhebt der Versicherer von seinen Versicherten die gleichen Prämien. ... Für Kinder und für junge Erwachsene setzt der Versicherer eine tiefere Prämie fest als für die übrigen Versicherten",
    }
  },
  premiumsByAge: [
    {
      amount: 465.3,
      currency: "CHF",
      period: "month",
      basis: "Compulsory basic health insurance (KVG/LAMal): FOPH national average premium for 2026 for adults (the adult category is 26+ under KVG Art. 61), averaged over cantons, insurers, deductibles and models; the same premium applies at every adult age",
      forAges: {
        from: 26,
        to: 99,
      },
      source: {
        publisher: "blue News",
        title: "How Baume-Schneider justifies the next health insurance premium increase",
        url: "https://www.bluewin.ch/en/news/switzerland/how-baume-schneider-justifies-the-next-health-insurance-premium-increase-2885225.html",
        asOf: "2025-09-23",
        reviewedOn: "2026-11-26",
        research: "figure read: The average premium for adults will rise by CHF 18.50 to CHF 465.30 (up 4.1 percent).",
      }
    },
  ],
};
