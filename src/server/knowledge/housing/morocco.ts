/**
 * Morocco: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Secondary: Jurist Conseil (Moroccan legal blog, August 2013) on Law 67-12 (deposit); Masaken.ma (property portal
 *   guide) on lease length; Challenge.ma (business news, May 2022) on the joint ministerial circular on agricultural
 *   land and foreign buyers. No Moroccan government page with these rules was in the store.
 * - The Jurist Conseil page was returned as http:// and is cited with https://.
 * - The Masaken.ma page shows no date; asOf 2026 is the year the stored copy was read.
 * - Gap: agency fees. No page in the store gave a rule or a usual commission for rentals.
 * - Doubt: the sources describe restrictions only for land outside urban perimeters; none states the rules for an
 *   urban flat bought by a foreigner.
 */
import type { CountryHousing } from "./housing.schema";

export const moroccoHousing: CountryHousing = {
  country: "morocco",
  checked: "2026-11",
  deposit: {
    text: "Under article 21 of Law 67-12 on residential and professional leases, the security deposit may not exceed two months' rent; it covers unpaid rent and damage and must be returned within at most two months after the tenant hands back the premises.",
    source: {
      publisher: "Jurist Conseil",
      title: "Contrat de bail : la loi n° 67-12 est publiée au B.O",
      url: "https://juristconseil.blogspot.com/2013/08/contrat-de-bail-adoption-du-projet-de.html",
      asOf: "2013-08",
      reviewedOn: "2026-11-23",
      research: "Legal blog.",
    },
  },
  contractLength: {
    text: "Law 67-12 requires a written lease with an entry inventory. The lease length is set freely by the parties but is generally one year, renewable, for residential leases.",
    source: {
      publisher: "Masaken.ma",
      title: "Contrat de location au Maroc",
      url: "https://www.masaken.ma/fr/guide/guide-location/contrat-location-maroc",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Property portal.",
    },
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Looked for who pays a rental agent in Morocco and any legal cap (French searches on Law 67-12 and agency practice); no page in the store gave a rule or a usual commission.",
  },
  foreignBuyers: {
    text: "A dahir requires administrative authorisation for any purchase or lease of agricultural land where a party is a foreign national, and every foreign buyer of land outside urban perimeters must obtain a certificate of non-agricultural vocation (VNA); a May 2022 joint circular of three ministries called for stricter application of this rule.",
    source: {
      publisher: "Challenge.ma",
      title: "Acquisition de terres agricoles : la piqûre de rappel de trois ministères à destination des investisseurs étrangers",
      url: "https://www.challenge.ma/acquisition-de-terres-agricoles-la-piqure-de-rappel-de-trois-ministeres-a-destination-des-investisseurs-etrangers-238181/",
      asOf: "2022-05",
      reviewedOn: "2026-11-23",
      research: "Business news.",
    },
  },
};
