/**
 * France: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official or professional body: Chambre des notaires de Charente-Maritime (notaires.fr) on the deposit.
 * - Secondary: mon-immo.fr (property news site, 2016) on lease length and notice under the law of 6 July 1989;
 *   France 3 Régions (public broadcaster news, 2014) on the ALUR caps on agency fees; The In-House Lawyer Real Estate
 *   guide (2nd edition, law-firm Q&A) for foreign ownership. No service-public.fr page was returned by the store.
 * - The notaires and In-House Lawyer pages show no date; asOf 2026 is the year the stored copies were read. The
 *   In-House Lawyer page was returned as http:// and is cited with https://.
 * - Doubt: the ALUR fee caps are given as published in September 2014; later revisions (if any) were not found.
 */
import type { CountryHousing } from "./housing.schema";

export const franceHousing: CountryHousing = {
  country: "france",
  checked: "2026-11",
  deposit: {
    text: "The security deposit (dépôt de garantie) is one month's rent excluding charges for an unfurnished let and two months' for a furnished let; it cannot be revised during the lease. The landlord must return it within one month if the exit inspection matches the entry one, and a late refund is increased by 10% of the monthly rent per month of delay.",
    source: {
      publisher: "Chambre des notaires de Charente-Maritime",
      title: "Location : le dépôt de garantie",
      url: "https://chambrecharentemaritime17.notaires.fr/actualite/location-le-depot-de-garantie",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  contractLength: {
    text: "Under the law of 6 July 1989 an unfurnished main-residence lease lasts at least three years (six if the landlord is a company), or at least one year where a specific professional or family event justifies it. The tenant can leave at any time with three months' notice, reduced to one month in 'tense' housing zones.",
    source: {
      publisher: "mon-immo.fr",
      title: "Quelle durée pour mon bail ?",
      url: "https://mon-immo.fr/2016/02/05/quelle-duree-pour-mon-bail/index.php",
      asOf: "2016-02-05",
      reviewedOn: "2026-11-23",
    },
  },
  agencyFees: {
    text: "Since 15 September 2014 (loi ALUR decree), the fees for visits, file preparation and drafting the lease are shared between landlord and tenant, and the tenant's share is capped at EUR 12 per m² of living space in 'very tense' zones (Paris area), EUR 10 per m² in 'tense' zones and EUR 8 per m² elsewhere, plus at most EUR 3 per m² for the entry inspection, each a one-off charge.",
    source: {
      publisher: "France 3 Régions",
      title: "Location : les honoraires des agents immobiliers seront plafonnés dès lundi",
      url: "https://france3-regions.francetvinfo.fr/hauts-de-france/2014/09/15/location-les-honoraires-des-agents-immobiliers-seront-plafonnes-des-lundi-551240.html",
      asOf: "2014-09-15",
      reviewedOn: "2026-11-23",
      research: "France Télévisions regional news.",
    },
  },
  foreignBuyers: {
    text: "There are no restrictions on who can own real estate in France as such, apart from persons convicted under housing-conditions legislation, who may be banned from buying; sales of some state-owned property follow special procedures.",
    source: {
      publisher: "The In-House Lawyer",
      title: "Real Estate (2nd edition): Are there any restrictions on who can own real estate? (France)",
      url: "https://www.inhouselawyer.co.uk/wgd_question/are-there-any-restrictions-on-who-can-own-real-estate/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Law-firm Q&A.",
    },
  },
};
