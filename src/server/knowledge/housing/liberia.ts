/**
 * Liberia: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Secondary: Liberia Services Portal (business information portal) page on land ownership, quoting Article 22 of
 *   the Constitution and pointing to the National Investment Commission. The page shows no date; asOf 2026 is the year
 *   the stored copy was read. It was returned as http:// and is cited with https://.
 * - Gaps: deposit, contract length and agency fees. No Liberian tenancy statute, government page or housing guide in
 *   the store gave rental rules; the UN-Habitat Liberia Housing Profile (2014) was in the store but only its front
 *   matter was readable.
 */
import type { CountryHousing } from "./housing.schema";

export const liberiaHousing: CountryHousing = {
  country: "liberia",
  checked: "2026-11",
  deposit: {
    value: null,
    note: "No published rule or usual amount was found for deposits or advance rent in Liberia.",
    research: "Looked for the usual deposit or advance rent and any legal limit in Liberia (tenancy law, Monrovia renting guides, UN-Habitat housing profile); no readable page in the store gave a rule or a usual amount.",
  },
  contractLength: {
    value: null,
    note: "No published rule was found for the usual lease length or notice periods in Liberia.",
    research: "Looked for the usual lease length and notice rules for residential tenancies in Liberia; no readable page in the store stated them.",
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Looked for who pays a rental agent in Liberia and how much; no page in the store gave a rule or a usual commission.",
  },
  foreignBuyers: {
    text: "Only Liberian citizens may own real property (Constitution, Article 22); foreign missionary, educational and benevolent institutions may own property used for those purposes. Foreigners can instead lease land, generally for 20 to 50 years and renewable, with leases of up to 65 years possible for concessions on undeveloped land.",
    source: {
      publisher: "Liberia Services Portal",
      title: "Land Ownership",
      url: "https://liberiaservicesportal.org/?r=site/display&id=796",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Business information portal.",
    },
  },
};
