/**
 * Norway: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official: Altinn (Norwegian public services portal) page on applying for a concession to acquire real estate.
 * - Secondary: Landager (property-management platform) overview of the Tenancy Act (Husleieloven), information
 *   verified May 2026. The English Tenancy Act on regjeringen.no was in the store but only its opening chapters were
 *   shown, so the deposit and lease-term sections could not be read there.
 * - The Altinn page shows no date; asOf 2026 is the year the stored copy was read.
 * - Gap: agency fees. No page in the store said who pays a letting agent in Norway or how much.
 * - Doubt: the Altinn page describes the Concession Act without mentioning nationality; no page said anything
 *   specific to foreign buyers beyond that.
 */
import type { CountryHousing } from "./housing.schema";

const LANDAGER_HUSLEIELOVEN = {
  publisher: "Landager",
  title: "Husleieloven: Residential Tenancy Act Overview in Norway",
  url: "https://landager.com/property-compliance/norway/national/overview",
  asOf: "2026-05",
  reviewedOn: "2026-11-23",
  research: "Property-management platform (secondary source).",
};

export const norwayHousing: CountryHousing = {
  country: "norway",
  checked: "2026-11",
  deposit: {
    text: "The security deposit is capped at six months' rent (Husleieloven § 3-5); market practice is typically three months. It must be placed in a separate blocked account in the tenant's name, with the bank's set-up fee paid by the landlord.",
    source: LANDAGER_HUSLEIELOVEN,
  },
  contractLength: {
    text: "Open-ended leases are the most common; a fixed-term lease must run at least 3 years (section 9-3), or 1 year in exceptions such as a unit in the landlord's own home. The standard notice period is 3 months from the first day of the following month, and a landlord needs a valid reason to terminate.",
    source: LANDAGER_HUSLEIELOVEN,
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Looked for who pays a letting agent (utleiemegler) in Norway and any legal cap; the stored pages cover the Tenancy Act's deposit and notice rules but none gives an agent fee rule or amount.",
  },
  foreignBuyers: {
    text: "Property purchases are regulated by the Concession Act, which in principle covers all types of property, but a number of exemptions mean most properties in Norway need no concession. Some municipalities set their own concession rules to ensure year-round residence, such as a residence obligation (boplikt) to live in the property.",
    source: {
      publisher: "Altinn",
      title: "Application for a concession for acquisition of real estate",
      url: "https://info.altinn.no/en/forms-overview/agricultural-authority/application-for-a-concession-for-acquisition-of-real-estate-",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Norwegian public services portal.",
    },
  },
};
