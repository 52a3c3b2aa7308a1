/**
 * Singapore: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Foreign buyers: Singapore Land Authority (official; undated; asOf = year read). The search store gave an http://
 *   address; its https form is cited. The page does not cover stamp duty: a 2026 property-portal page says foreigners pay
 *   60% Additional Buyer's Stamp Duty, with exceptions for US nationals under the US–Singapore FTA. That is not cited
 *   because no IRAS page was found.
 * - Deposit: Expat Living interview with an Expat Realtor agent (undated; asOf = year read).
 * - Contract length: PropertyGuru, Singapore's main property portal (undated; asOf = year read), on URA/HDB minimum
 *   periods.
 * - Agency fees: Homejourney property platform (2026-01). The Council for Estate Agencies (CEA) sets no fixed rate.
 */
import type { CountryHousing } from "./housing.schema";

export const singaporeHousing: CountryHousing = {
  country: "singapore",
  checked: "2026-11",
  deposit: {
    text: "The security deposit is usually one month's rent per year of lease, though it is negotiable. It is kept in the owner's account and normally refunded within seven days of handover, minus repairs. A good-faith deposit of one month's rent, paid with the letter of intent, becomes the first month's rent.",
    source: {
      publisher: "Expat Living",
      title: "Renting a property in Singapore: your rights and obligations as a tenant",
      url: "https://expatliving.sg/renting-a-property-in-singapore-we-find-out-your-rights-and-obligations-as-a-tenant/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Interview with Expat Realtor (secondary source).",
    },
  },
  contractLength: {
    text: "The minimum rental period is 3 consecutive months for condominiums and private homes and 6 consecutive months for HDB flats. Foreign tenants of HDB flats are also subject to a non-citizen quota and must hold a pass valid for at least 6 months.",
    source: {
      publisher: "PropertyGuru",
      title: "How to rent (AskGuru answer)",
      url: "https://www.propertyguru.com.sg/property-investment-questions/how-to-rent-435243",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Property portal (secondary source).",
    },
  },
  agencyFees: {
    text: "No law fixes agents' commission on rentals; the norm is about half a month's rent for a one-year lease and one month's rent for a two-year lease. Under industry best-practice guidelines from July 2024, each party is encouraged to pay its own agent (landlord pays the landlord's agent, tenant pays the tenant's), especially for units under about SGD 6,000 a month.",
    source: {
      publisher: "Homejourney",
      title: "Rental agent commission in Singapore: common mistakes explained",
      url: "https://www.homejourney.sg/blog/rental-agent-commission-singapore-common-mistakes-explained-homejourney-202601082003",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "Singapore property platform (secondary source).",
    },
  },
  foreignBuyers: {
    text: "Foreigners may buy condominium units, flats and strata landed houses within approved condominiums without approval. Landed homes (vacant residential land, terrace, semi-detached and detached houses, and strata landed houses outside approved condominiums) need government approval from the Singapore Land Authority's Land Dealings Approval Unit. That approval is limited to those who make an adequate economic contribution to Singapore.",
    source: {
      publisher: "Singapore Land Authority",
      title: "Foreign ownership of properties (Residential Property Act)",
      url: "https://www.sla.gov.sg/Services/RestrictiononForeignOwnershipofLandedProperty.aspx",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
};
