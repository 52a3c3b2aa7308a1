/**
 * Australia: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Renting law is made by each state and territory; the renting facts below are for New South Wales only. No NSW Fair
 *   Trading page was in the store.
 * - Deposit: UNSW Sydney student services page (university; undated; asOf = year read), on NSW rules.
 * - Contract length and agency fees: Shearer Property, a NSW real-estate agency guide (undated; asOf = year read).
 *   Neither page states who pays the letting agent's fee.
 * - Foreign buyers: Australian Taxation Office (official, updated 2025-03-27). The ban on established dwellings runs from
 *   1 April 2025 to 31 March 2027, with a review due on whether to extend it.
 */
import type { CountryHousing } from "./housing.schema";

const SHEARER_NSW = {
  publisher: "Shearer Property",
  title: "Guide to renting",
  url: "https://www.shearerproperty.com.au/renting/guide-to-renting/",
  asOf: "2026",
  reviewedOn: "2026-11-23",
  research: "NSW real-estate agency (secondary source).",
};

export const australiaHousing: CountryHousing = {
  country: "australia",
  checked: "2026-11",
  deposit: {
    text: "In New South Wales a tenant pays a bond plus two weeks' rent in advance. The bond is at most four weeks' rent and is held by NSW Fair Trading's Renting Services, not the landlord; it is returned in full unless rent is owed or the property was damaged. Other states set their own rules.",
    source: {
      publisher: "UNSW Sydney",
      title: "Tenancy information (NSW)",
      url: "https://student.unsw.edu.au/accommodation-tenancy",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Student services page.",
    },
  },
  contractLength: {
    text: "In New South Wales, a tenant who wants to leave when a fixed-term lease ends must give at least 14 days' written notice, which may be given up to the last day of the term. Once the fixed term has ended, the tenant must give at least 21 days' notice.",
    source: SHEARER_NSW,
  },
  agencyFees: {
    text: "In New South Wales a tenant is not charged for preparing the lease or for the first set of keys and security devices. The guide does not say who pays the agent's letting fee.",
    source: SHEARER_NSW,
  },
  foreignBuyers: {
    text: "From 1 April 2025 to 31 March 2027, foreign persons, including temporary residents and foreign-owned companies, cannot buy an established home in Australia unless an exception applies. The exceptions include investments that significantly increase housing supply; permanent residents, New Zealand citizens and spouses of Australians buying as joint tenants remain exempt.",
    source: {
      publisher: "Australian Taxation Office",
      title: "Banning foreign purchases of established dwellings",
      url: "https://ato.gov.au/about-ato/new-legislation/in-detail/international/banning-foreign-purchases-of-established-dwellings",
      asOf: "2025-03-27",
      reviewedOn: "2026-11-23",
    },
  },
};
