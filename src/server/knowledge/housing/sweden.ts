/**
 * Sweden: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official: Riksdagen (Swedish Code of Statutes) text of Ordinance 1978:313 on fees for professional housing
 *   agencies, as amended up to SFS 2003:457; ELRA (European Land Registry Association) contact-point answer for Sweden.
 * - Secondary: Just Landed (expat guide) on deposits and notice. No page of Hyresgästföreningen or Boverket with these
 *   rules was in the store.
 * - The Just Landed and ELRA pages show no date; asOf 2026 is the year the stored copies were read.
 * - Doubt: an expat news page (Nordics Today) claims a legal deposit cap of three months; this was not confirmed by
 *   any official page, so the deposit entry gives only the Just Landed statement.
 */
import type { CountryHousing } from "./housing.schema";

const JUST_LANDED_SWEDEN = {
  publisher: "Just Landed",
  title: "Sweden: Relationships with landlords",
  url: "https://www.justlanded.com/english/Sweden/Sweden-Guide/Housing-Rentals/Relationships-with-landlords",
  asOf: "2026",
  reviewedOn: "2026-11-23",
  research: "Expat guide (secondary source).",
};

export const swedenHousing: CountryHousing = {
  country: "sweden",
  checked: "2026-11",
  deposit: {
    text: "Deposits are not usual in Swedish rental contracts, so tenants should be cautious if a landlord or sub-letter asks for a high deposit.",
    source: JUST_LANDED_SWEDEN,
  },
  contractLength: {
    text: "Tenants can prolong a rental contract indefinitely and may terminate it at any time with three months' notice. A landlord can refuse to prolong a lease only with cause, such as building work requiring the property to be vacated, and then usually has to offer alternative accommodation.",
    source: JUST_LANDED_SWEDEN,
  },
  agencyFees: {
    text: "A professional housing agency may charge a rental seeker at most SEK 3,000 including VAT for an apartment (furnished or not) and SEK 1,000 for a room, and only if the mediation leads to a signed lease (Ordinance 1978:313 under Land Code chapter 12, section 65 a).",
    source: {
      publisher: "Sveriges riksdag",
      title: "Förordning (1978:313) om taxa för yrkesmässig bostadsförmedling",
      url: "https://www.riksdagen.se/sv/dokument-och-lagar/dokument/svensk-forfattningssamling/forordning-1978313-om-taxa-for-yrkesmassig_sfs-1978-313/",
      asOf: "2003-10",
      reviewedOn: "2026-11-23",
      research: "Svensk författningssamling text as amended by SFS 2003:457.",
    },
  },
  foreignBuyers: {
    text: "The Swedish land registry contact point reports no limitations on acquiring property that are exclusive to foreign citizens or companies. Limits on acquiring certain agricultural properties (Jordförvärvslag 1979:230) apply equally to Swedish and foreign buyers.",
    source: {
      publisher: "European Land Registry Association",
      title: "Sweden contact-point contribution: Limitations to Foreigners",
      url: "https://elra.eu/contact-point-contribution/sweden/limitations-to-foreigners-17",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
};
