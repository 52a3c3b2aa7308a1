/**
 * Ireland: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official: Law Reform Commission revised text of the Residential Tenancies Act 2004, section 19B (deposit cap).
 * - Secondary: Tenure.ie guide (private site summarising RTB guidance, 6 March 2026) for the Tenancy of Minimum
 *   Duration; DLA Piper REALWorld (law-firm guide) for foreign ownership; no rtb.ie page with these rules was in
 *   the store. The DLA Piper page mentions the FDI screening regime of January 2025, so asOf is 2025.
 * - Gap: agency fees. Citizens Information's 'Looking for a flat or house to rent' page only says accommodation or
 *   letting agencies are commercial organisations that may charge a fee; no statutory rule or amount was found.
 */
import type { CountryHousing } from "./housing.schema";

export const irelandHousing: CountryHousing = {
  country: "ireland",
  checked: "2026-11",
  deposit: {
    text: "For tenancies created since August 2021, a landlord may not require any payment to secure a tenancy other than a deposit of no more than one month's rent and an advance payment of rent of no more than one month (Residential Tenancies Act 2004, section 19B). Students in student-specific accommodation may choose to pay more rent in advance.",
    source: {
      publisher: "Law Reform Commission",
      title: "Revised Acts: Residential Tenancies Act 2004, section 19B (Restrictions on amounts payable)",
      url: "https://revisedacts.lawreform.ie/eli/2004/act/27/section/19B/revised/en/html",
      asOf: "2021",
      reviewedOn: "2026-11-23",
    },
  },
  contractLength: {
    text: "For tenancies created on or after 1 March 2026, once a tenant has lived in the property for six continuous months without a valid notice of termination, the tenancy becomes a Tenancy of Minimum Duration with a rolling six-year term. During it the landlord can end the tenancy only on specific legal grounds, with the notice sent to both the tenant and the RTB; tenants can still leave by giving the correct notice.",
    source: {
      publisher: "Tenure.ie",
      title: "New Landlord Rules Ireland: the 6-year Tenancy of Minimum Duration",
      url: "https://tenure.ie/guides/new-landlord-rules-ireland",
      asOf: "2026-03-06",
      reviewedOn: "2026-11-23",
      research: "Private guide summarising RTB guidance (secondary source).",
    },
  },
  agencyFees: {
    value: null,
    note: "No legal rule or usual amount was found for letting-agent fees. Citizens Information says letting agencies are commercial businesses that may charge a fee, and advises checking their licence and refund terms.",
    research: "Looked for who pays the letting agent in Ireland. Citizens Information's page on looking for a flat to rent only says accommodation or letting agencies are commercial organisations that may charge a fee and advises checking their licence and refund terms; no page in the store gave a statutory rule or a usual amount.",
  },
  foreignBuyers: {
    text: "There is no general prohibition on foreign investors acquiring Irish real estate; freehold and leasehold estates can be owned by local or international individuals and companies. Since January 2025 an FDI screening regime applies to acquisitions over EUR 2 million by non-EEA, non-Swiss buyers in sensitive sectors such as critical infrastructure.",
    source: {
      publisher: "DLA Piper",
      title: "REALWorld: Sale and purchase, ownership restrictions, Ireland",
      url: "https://www.dlapiperrealworld.com/law/index.html?c=GB-IE&q=ownership-restrictions&t=sale-and-purchase",
      asOf: "2025",
      reviewedOn: "2026-11-23",
      research: "Law-firm guide.",
    },
  },
};
