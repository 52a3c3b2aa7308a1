/**
 * Denmark: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official: Life in Denmark (borger.dk, the Danish authorities' portal for internationals) on purchasing real
 *   property.
 * - Secondary: BoligPortal (Denmark's largest rental listing site) help page on deposit and prepaid rent; Angloinfo
 *   (expat guide) on terminating a lease.
 * - All three pages show no date; asOf 2026 is the year the stored copies were read.
 * - Gap: agency fees. No page in the store said who pays a letting agent in Denmark or how much.
 */
import type { CountryHousing } from "./housing.schema";

export const denmarkHousing: CountryHousing = {
  country: "denmark",
  checked: "2026-11",
  deposit: {
    text: "Under Danish law the deposit may be at most three months' rent excluding utilities, and prepaid rent (which covers the last months of the tenancy) may also be at most three months' rent; the two are separate and cannot replace each other.",
    source: {
      publisher: "BoligPortal",
      title: "Help Center: Deposit, prepaid rent and utilities",
      url: "https://boligportal.zendesk.com/hc/en-us/articles/360018833659-Deposit-prepaid-rent-and-utilities-",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Rental listing site's help centre.",
    },
  },
  contractLength: {
    text: "A long-term (open-ended) lease may be terminated by the tenant with three months' notice, or one month for a room in the landlord's home; short-term contracts cannot be ended before the end of the fixed period. The landlord may terminate only for reasons such as the tenant's breach, renovation or demolition, or moving in.",
    source: {
      publisher: "Angloinfo",
      title: "Denmark: Terminating a Lease Agreement",
      url: "https://www.angloinfo.com/how-to/denmark/housing/renting-accommodation/terminating-a-lease",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Expat guide (secondary source).",
    },
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Looked for who pays a letting agent in Denmark and any legal cap (English and Danish searches); the stored pages cover deposits, prepaid rent and notice but none gives an agent fee rule or amount.",
  },
  foreignBuyers: {
    text: "Unless you have domicile in Denmark or have previously had residence there for at least 5 years in total, you need permission from the Department of Civil Affairs to buy any real property (house, plot, apartment, holiday home or cooperative unit). Domicile is a discretionary assessment of whether Denmark is your fixed and permanent home, based on factors such as length of stay, family, work and Danish language.",
    source: {
      publisher: "Life in Denmark",
      title: "Purchasing real property",
      url: "https://lifeindenmark.borger.dk/housing-and-moving/buying/purchasing-real-property",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Official information portal on borger.dk.",
    },
  },
};
