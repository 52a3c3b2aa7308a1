/**
 * Nigeria: renting rules and foreign buyers (housing knowledge). Tenancy and alien-land laws are made by each state;
 * the entries below are for Lagos State.
 * Source notes:
 * - Secondary: LawPadi (legal information site) and Connect Nigeria (articles site) summaries of the Lagos Tenancy Law
 *   2011; LawNigeria's reproduction of the Acquisition of Lands by Aliens Law of Lagos State (commenced 5 July 1971).
 *   No Lagos State government page was in the store.
 * - The LawPadi and Connect Nigeria pages show no date; asOf 2011-08 is the entry into force of the law they
 *   summarise (24 August 2011).
 * - Gap: agency fees. No page in the store gave a legal cap or a usual agent or legal fee for Lagos lettings.
 * - Doubt: a new Lagos tenancy bill was reported by The Guardian (Nigeria); whether it replaced the 2011 law was not
 *   found.
 */
import type { CountryHousing } from "./housing.schema";

export const nigeriaHousing: CountryHousing = {
  country: "nigeria",
  checked: "2026-11",
  deposit: {
    text: "Rent is normally paid in advance. Under the Lagos Tenancy Law 2011 a landlord may not demand or receive more than one year's rent in advance from a new tenant, or more than 6 months (monthly tenant) or 1 year (yearly tenant) from a sitting tenant; landlord and tenant both face a fine of NGN 100,000 or 3 months' imprisonment. The law does not apply in Apapa, Ikeja GRA, Ikoyi or Victoria Island.",
    source: {
      publisher: "LawPadi",
      title: "10 Things Lagosians Should Know About The Lagos Tenancy Law",
      url: "https://lawpadi.com/10-things-lagosians-should-know-about-the-lagos-tenancy-law",
      asOf: "2011-08",
      reviewedOn: "2026-11-23",
      research: "Legal information site.",
    },
  },
  contractLength: {
    text: "Where the parties have not agreed otherwise, section 13 of the Lagos Tenancy Law 2011 sets the notice to end a tenancy at one week for a tenant at will, one month for a monthly tenant, three months for a half-yearly tenant and six months for a yearly tenant.",
    source: {
      publisher: "Connect Nigeria",
      title: "Tenancy Laws of Lagos State",
      url: "https://articles.connectnigeria.com/tenancy-laws-of-lagos-state/amp",
      asOf: "2011-08",
      reviewedOn: "2026-11-23",
      research: "Articles site.",
    },
  },
  agencyFees: {
    value: null,
    note: "No legal cap or usual figure was found for the agency and legal fees charged to tenants in Lagos; the Lagos Tenancy Law does not cover them.",
    research: "Looked for a legal cap or the usual agency and legal fees charged to tenants in Lagos; the Lagos Tenancy Law summaries read do not mention agent fees and no other page in the store gave a figure.",
  },
  foreignBuyers: {
    text: "Under the Acquisition of Lands by Aliens Law of Lagos State, an alien (any non-Nigerian, or a company not majority Nigerian-owned) may not acquire any interest or right in land from a Nigerian citizen unless the transaction is approved by the Governor or exempted. Other states have similar alien-land laws, and the Land Use Act vests all land in each state's Governor.",
    source: {
      publisher: "Lagos State",
      title: "Acquisition of Lands by Aliens Law",
      via: "LawNigeria",
      url: "https://laws.lawnigeria.com/2018/02/28/acquisition-of-lands-by-aliens/",
      asOf: "2018-02-28",
      reviewedOn: "2026-11-23",
      research: "Statute text reproduced on LawNigeria.",
    },
  },
};
