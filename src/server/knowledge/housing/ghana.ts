/**
 * Ghana: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Secondary: Yen.com.gh (news, 4 July 2021) quoting the Rent Control Department's public relations officer on the
 *   Rent Act 1963 (Act 220) limit on advance rent; Legal Focus interview with Dr Abdul Baasit Aziz Bamba (Ayine &
 *   Felli, University of Ghana law lecturer), October 2013, quoting Article 266 of the Constitution. No Rent Control
 *   Department or Lands Commission page was in the store; the Act 220 text was only available as a Scribd copy whose
 *   readable part is the table of contents.
 * - The Legal Focus page was returned as http:// and is cited with https://.
 * - Gaps: contract length / notice and agency fees (see notes).
 */
import type { CountryHousing } from "./housing.schema";

export const ghanaHousing: CountryHousing = {
  country: "ghana",
  checked: "2026-11",
  deposit: {
    text: "In Ghana the key upfront cost is rent paid in advance. Under the Rent Act 1963 (Act 220), demanding as a condition of a tenancy more than one month's rent in advance for a monthly or shorter tenancy, or more than six months' rent for a tenancy exceeding six months, is an offence punishable by a fine of up to 500 penalty units or up to 2 years in prison; the Rent Control Department says landlords who take one or two years in advance break this law.",
    source: {
      publisher: "Yen.com.gh",
      title: "Landlords who demand over 6 months rent advance could be jailed: Rent Control",
      url: "https://yen.com.gh/189640-landlords-demand-6-months-rent-jailed-2-years-rent-control.html",
      asOf: "2021-07-04",
      reviewedOn: "2026-11-23",
    },
  },
  contractLength: {
    value: null,
    note: "No published figure was found for the usual lease length or the notice a tenant must give under the Rent Act 1963 (Act 220).",
    research: "Looked for the usual lease length and the notice a tenant must give under the Rent Act 1963 (Act 220); the Act's text in the store showed only its table of contents, and no Rent Control Department or other page stated the notice periods.",
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Looked for who pays a rental agent in Ghana and any legal cap; no page in the store gave a rule or a usual commission.",
  },
  foreignBuyers: {
    text: "Article 266 of the 1992 Constitution bars creating any freehold interest in land in favour of a person who is not a Ghanaian citizen, and any leasehold for a non-citizen for more than 50 years; foreigners can therefore hold land only on leases of up to 50 years.",
    source: {
      publisher: "Legal Focus",
      title: "Purchasing Commercial Land: interview with Dr Abdul Baasit Aziz Bamba, Ayine & Felli (October 2013)",
      via: "Yudu",
      url: "https://content.yudu.com/A2i68i/LM1013/resources/a96.htm",
      asOf: "2013-10",
      reviewedOn: "2026-11-23",
      research: "Magazine issue hosted on the Yudu publishing platform.",
    },
  },
};
