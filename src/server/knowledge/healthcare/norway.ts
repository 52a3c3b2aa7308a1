/**
 * Norway: healthcare for a resident foreigner.
 * Source notes:
 * - Official: Helsenorge (national health portal) page on the exemption card; it shows the user-fee ceiling but not
 *   the year (stored copies show NOK 3,040, 3,165 and 3,278 at different times; the latest one read is cited).
 *   asOf 2026 is the year the stored copy was read.
 * - Quasi-official: University of Stavanger information for international staff (public university), undated.
 * - Gap: private premium. Finans Norge publishes only counts of insured people, so no typical premium is recorded.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const norwayHealthcare: CountryHealthcare = {
  country: "norway",
  checked: "2026-11",
  system: {
    text: "Norway's health care system rests on universal access, decentralisation and free choice of provider, and all residents are covered by the National Insurance Scheme (Folketrygden), managed by the Norwegian Health Economics Administration (HELFO). Everyone registered in the National Registry as resident in a municipality is entitled to a regular GP (fastlege); newcomers staying more than six months are assigned one automatically once their personal number is issued.",
    source: {
      publisher: "University of Stavanger",
      title: "Living here: health services (information for international staff)",
      url: "https://www.uis.no/working-at-the-university-of-stavanger/living-here/social-welfare-and-health-care/health-services/?s=25388",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Members of the National Insurance Scheme pay user fees (egenandeler) for doctors, psychologists, outpatient clinics, laboratories, X-rays and blue-prescription medicines. Once approved user fees in a calendar year exceed the ceiling, shown as NOK 3,278, an exemption card is issued automatically and no further fees are paid that year; children under 16 are exempt.",
    source: {
      publisher: "Helsenorge",
      title: "Exemption card for public health services",
      url: "https://helsenorge.no/en/payment-for-health-services/exemption-card-for-public-health-services",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No dated typical premium for private treatment insurance (behandlingsforsikring) is available. About 816,000 people held such insurance at the end of 2023, mostly through their employers.",
    research: "Looked for a typical private treatment insurance (behandlingsforsikring) premium in Norwegian and English pages. Finans Norge statistics give only the number insured (about 816,000 at end-2023, mostly through employers) and no premium, and the price articles found were from 1999 or about life insurance, so no dated typical premium can be stated.",
  },
  premiumRating: {
    kind: "income-based",
    text: "Membership of the National Insurance Scheme includes health insurance; employees contribute 8.2% of gross wage income.",
    source: {
      publisher: "Norwegian School of Sport Sciences",
      title: "Healthcare Coverage",
      url: "https://nih.no/english/research/international-staff/before-arrival/healthcare-coverage.html",
      asOf: "2023-11-14",
      reviewedOn: "2026-11-26",
      research: "statement read: The public healthcare and social services in Norway is called the Norwegian National Insurance Scheme (Folketrygden). Membership includes health insurance ... The contribution rate for employees is 8.2 per cent of the pensionable income (gross wage income).",
    }
  },
  premiumsByAge: [],
};
