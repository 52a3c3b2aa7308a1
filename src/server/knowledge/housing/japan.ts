/**
 * Japan: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - No MLIT or Ministry of Justice page on leases was in the store; the rental facts are secondary.
 * - Deposit and agency fees: Angloinfo expat guide (undated; asOf = year read). A 2012 law-firm article cited a typical
 *   2–3 months' deposit. The legal cap on brokerage fees under the Building Lots and Buildings Transaction Business Act
 *   was not found on any page read.
 * - Contract length: PECS Realty, a Tokyo rental agency glossary (undated; asOf = year read).
 * - Foreign buyers: Japan Today news (2026-01-09) on a government survey; Yomiuri (2025-10-14) agrees. A review of the
 *   rules is under way, so this may change.
 */
import type { CountryHousing } from "./housing.schema";

const ANGLOINFO_JAPAN = {
  publisher: "Angloinfo",
  title: "Fees and deposit: renting in Japan",
  url: "https://www.angloinfo.com/how-to/japan/housing/renting-accommodation/fees-deposit",
  asOf: "2026",
  reviewedOn: "2026-11-23",
  research: "Expat guide (secondary source).",
};

export const japanHousing: CountryHousing = {
  country: "japan",
  checked: "2026-11",
  deposit: {
    text: "A refundable deposit (shikikin) of two to six months' rent is paid at signing and returned minus damage beyond normal wear; in Kansai the deposit (hoshokin) runs from three to ten months. Many leases also require non-refundable key money (reikin) of one to three months' rent, plus one month's rent in advance.",
    source: ANGLOINFO_JAPAN,
    crossCheck: {
      source: {
        publisher: "Tokyo Medical and Dental University",
        title: "Settling in: apartment houses",
        url: "https://www.tmd.ac.jp/english/campuslife/settling_in/housing/apartment_houses/",
        asOf: "2026",
        reviewedOn: "2026-11-29",
        research:
          "University's guide for international students in Tokyo, read in the search tool (pages, 29 November 2026): 'you are required to pay a deposit (called \"Shikikin\", an amount equivalent to one or two months rent), key money (called \"Reikin\", an amount equivalent to one or two months rent), brokerage fee (an amount equivalent to one month rent) and rent for the first month. For some apartment leases, you do not need to pay key money.' Kwansei Gakuin University's glossary (2013) and the Tokyo International Communication Committee's guide also give key money of one to two months. Undated page; asOf is the year read.",
      },
      differs: "a deposit of one or two months' rent and key money of one or two months' rent in Tokyo",
    },
  },
  contractLength: {
    text: "Most leases run for two years and renew automatically for another two unless either party ends them; a renewal fee of about one month's rent is common. Since March 2000 some landlords use fixed-term leases that cannot be renewed. Ending a lease early usually carries no penalty if notice is given within the period the contract sets.",
    source: {
      publisher: "PECS Realty",
      title: "Japanese rental terms glossary",
      url: "https://pecsrealty.com/?p=645",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Tokyo rental agency (secondary source).",
    },
  },
  agencyFees: {
    text: "When renting through an estate agent, the tenant pays an agency fee (chukai tesuryo) of one month's rent when the contract is signed.",
    source: ANGLOINFO_JAPAN,
  },
  foreignBuyers: {
    text: "Japan has almost no legal limits on foreigners acquiring real estate, land included. Under a law in force since 2022, the government can restrict the use of property near sites important for national security and on remote islands. In 2026 the government was reviewing its land-acquisition rules.",
    source: {
      publisher: "Japan Today",
      title: "Japan survey finds most G7 nations can restrict foreign land transactions",
      url: "https://japantoday.com/category/national/japan-survey-finds-most-g7-nations-can-restrict-foreign-land-transactions",
      asOf: "2026-01-09",
      reviewedOn: "2026-11-23",
    },
  },
};
