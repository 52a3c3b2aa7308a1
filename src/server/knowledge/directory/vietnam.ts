/**
 * Vietnam: the only official pages found in the search store are Ministry of Public Security (Immigration
 * Department) procedure pages on its e-services portal. No page of the General Department of Taxation, Vietnam
 * Social Security (health insurance), the Vietnam Bar Federation or an accountants' body was stored (search results
 * were law-firm, news or spam pages), so those categories have no entries. Temporary residence cards were only
 * described by law firms. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const vietnamDirectory: CountryDirectory = {
  country: "vietnam",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Immigration Department, Ministry of Public Security",
      use: "Official procedure for foreigners already in Vietnam to obtain a visa from the Immigration Department, in person in Hanoi or Ho Chi Minh City or online via the public service portals.",
      url: "https://e-services.mps.gov.vn/bocongan/bothutuc/tthc?matt=26284",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "immigration-authority",
      name: "Immigration Department, Ministry of Public Security",
      use: "Official e-visa procedure: fully online application, processed within three working days; fees US$25 single entry and US$50 multiple entry at the time the page was read.",
      url: "https://e-services.mps.gov.vn/bocongan/bothutuc/tthc?matt=26277",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "FIDI Global Alliance",
      use: "International federation of quality-certified (FAIM) moving companies; ask a mover whether it is a FIDI Affiliate.",
      url: "https://www.fidi.org/governance",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
  ],
};
