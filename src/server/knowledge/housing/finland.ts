/**
 * Finland: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official or quasi-official: Kuluttajaliitto (Finnish Consumers' Union) on letting-agency fees.
 * - Secondary: Lehto Asunnot (property developer) summary of the Residential Leases Act; Castrén & Snellman (law
 *   firm, 10 November 2022) on the Ministry of Defence permit for non-EU/EEA buyers.
 * - The Lehto and Kuluttajaliitto pages show no date; asOf 2026 is the year the stored copies were read.
 * - Doubt: the permit rule applies to 'real estate' (kiinteistö); whether it covers apartments held as housing-company
 *   shares was not stated on the page read.
 */
import type { CountryHousing } from "./housing.schema";

const LEHTO_RENTAL = {
  publisher: "Lehto Asunnot",
  title: "Finnish buy-let market",
  url: "https://asunnot.lehto.fi/en/apartments-as-investment/buy-let/finnish-buy-let-market/",
  asOf: "2026",
  reviewedOn: "2026-11-23",
  research: "Property developer's page (secondary source).",
};

export const finlandHousing: CountryHousing = {
  country: "finland",
  checked: "2026-11",
  deposit: {
    text: "The rent security deposit usually equals two months' rent and can be at most three months' rent. It must be returned at the end of the tenancy if the tenant has met their obligations.",
    source: LEHTO_RENTAL,
  },
  contractLength: {
    text: "Leases are either open-ended or fixed-term. For an open-ended lease the tenant's notice period is always one calendar month; the landlord's is three months if the lease has lasted under a year and six months after that, the landlord needs a valid reason, and these periods cannot be changed by contract.",
    source: LEHTO_RENTAL,
  },
  agencyFees: {
    text: "A letting agency may charge a fee only to the party that signed a written mandate with it (the landlord or the home-seeker); if both did, they split the fee. Only one fee may be charged, it must be reasonable, and the agency cannot require the other party to sign a mandate.",
    source: {
      publisher: "Kuluttajaliitto (Finnish Consumers' Union)",
      title: "Vuokra-asunnon välitys",
      url: "https://www.kuluttajaliitto.fi/materiaalit/vuokra-asunnon-valitys/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  foreignBuyers: {
    text: "Since early 2020, acquisitions of real estate by buyers from outside the EU/EEA require a special permission from the Ministry of Defence (except in the Åland Islands), and the State also has a right of pre-emption where needed for national defence or border security.",
    source: {
      publisher: "Castrén & Snellman",
      title: "State's right of pre-emption and screening of foreign buyers of real estate",
      url: "https://www.castren.fi/blogandnews/blog-2022/states-right-of-pre-emption-and-screening-of-foreign-buyers-of-real-estate-improve-security-without-compromising-the-operation-of-the-real-estate-market/",
      asOf: "2022-11-10",
      reviewedOn: "2026-11-23",
      research: "Law firm blog.",
    },
  },
};
