/**
 * Sweden: healthcare for a resident foreigner.
 * Source notes:
 * - Quasi-official: Jönköping University information for international staff (public university), returned as
 *   http:// and cited with https://; undated, asOf 2026 is the year the stored copy was read.
 * - Secondary: Norran (regional newspaper) newcomer guide, 28 February 2023.
 * - Gap: private premium. Svensk Försäkring (insurers' association) publishes only counts and totals, and the price
 *   pages found give only broad ranges, so no typical premium is recorded.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const swedenHealthcare: CountryHealthcare = {
  country: "sweden",
  checked: "2026-11",
  system: {
    text: "Sweden has a publicly funded healthcare system available to all residents, including newcomers. Most newcomers need a Swedish personal identity number (personnummer) to use it, while EU/EEA citizens without one can use public care on the same basis as Swedes by showing a European Health Insurance Card.",
    source: {
      publisher: "Norran",
      title: "Our ten point guide to accessing Swedish health care",
      url: "https://norran.se/english/artikel/what-new-arrivals-need-to-know-about-accessing-swedish-healthcare/jov3xwyr",
      asOf: "2023-02-28",
    },
  },
  publicAccess: {
    text: "People who stay in Sweden for more than twelve months are entered in the Swedish Population Register regardless of nationality, and anyone registered there is entitled to healthcare on the same terms as other residents, at the ordinary public patient fees. They are normally also covered by the Swedish Social Insurance Agency (Försäkringskassan) after registering with it on arrival.",
    source: {
      publisher: "Jönköping University",
      title: "Information to international staff: live in Sweden for 12 months or more",
      url: "https://ju.se/en/about-us/work-at-jonkoping-university/information-to-international-staff/healthcare-and-social-insurance/live-in-sweden-for-12-months-or-more.html",
      asOf: "2026",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No dated typical premium for private health-care insurance (sjukvårdsförsäkring) is available. Over 761,000 people held such insurance at the end of 2022, mostly paid by employers; consumer guides give a wide range of SEK 150 to 600 a month.",
    research: "Looked for a typical private health-care insurance (sjukvårdsförsäkring) premium in Swedish and English pages. Svensk Försäkring (insurers' association) gives only the number insured (over 761,000 at end-2022, mostly employer-paid) and total premiums (about SEK 4.2 billion in 2022), and the consumer pages found give only wide ranges (SEK 150–600 a month), so no dated typical premium can be stated.",
  },
};
