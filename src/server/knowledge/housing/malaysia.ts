/**
 * Malaysia: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Deposit: Mary Lau, a Malaysian property writer (updated 2024-05-19). She notes there is no statutory tenancy law (a
 *   Residential Tenancy Act was proposed), so deposits are contractual. Agency guides agree that 2+1 or 2+0.5 months is
 *   common.
 * - Contract length: Angloinfo expat guide (undated; asOf = year read).
 * - Agency fees: Asiacap, a Malaysian agency, reproducing the scale in the Seventh Schedule of the Valuers, Appraisers and
 *   Estate Agents (Amendment) Rules 2009 (asOf 2009). No page of the Board of Valuers (BOVAEAP) was in the store. One
 *   agency page says the owner pays this fee; not confirmed officially.
 * - Foreign buyers: Low & Partners law firm (undated; asOf = year read), on the National Land Code and the EPU Guideline.
 *   States set their own minimum prices, which can be above RM1 million.
 */
import type { CountryHousing } from "./housing.schema";

export const malaysiaHousing: CountryHousing = {
  country: "malaysia",
  checked: "2026-11",
  deposit: {
    text: "Malaysia has no statutory rules on tenancy agreements, so the deposit is set by contract. A typical agreement takes a security deposit of two months' rent and a utility deposit of half a month, to be returned without interest within 30 days of the tenancy's end.",
    source: {
      publisher: "Mary Lau",
      title: "Tenancy agreement for condos (Part 1)",
      url: "https://marylau.my/tenancy-agreement-for-condos-part-1",
      asOf: "2024-05-19",
      reviewedOn: "2026-11-23",
      research: "Malaysian property writer's blog.",
    },
  },
  contractLength: {
    text: "Tenancy agreements are prepared by the landlord's lawyer, must be stamped to be used in court, and usually run for one to three years, with renewal and rent changes agreed in advance. An earnest deposit of one month's rent, later counted as the first month's rent, secures the offer.",
    source: {
      publisher: "Angloinfo",
      title: "The lease agreement: renting in Malaysia",
      url: "https://www.angloinfo.com/how-to/malaysia/housing/renting-accommodation/lease-agreement",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Expat guide (secondary source).",
    },
  },
  agencyFees: {
    text: "Estate agents' letting fees are capped by the Board of Valuers, Appraisers, Estate Agents and Property Managers. The maximum is 1.25 months' gross rent for tenancies of up to three years and 1.5 months for three to four years. Longer tenancies go up to 1.75 months, and the minimum fee is one month's rent.",
    source: {
      publisher: "Asiacap Malaysia",
      title: "Property agent commission: Seventh Schedule, Valuers, Appraisers and Estate Agents (Amendment) Rules 2009",
      url: "https://asiacapmalaysia.com/property-agency-malaysia/property-agent-commission/",
      asOf: "2009",
      reviewedOn: "2026-11-23",
      research: "Estate agency page (secondary source).",
    },
  },
  foreignBuyers: {
    text: "Non-citizens may buy land only with State Authority approval under the National Land Code. The federal EPU Guideline bars them from properties worth less than RM1,000,000 per unit, low- and low-medium-cost homes, Malay reserved land, and units allocated to Bumiputera buyers. Each state may set its own minimum price.",
    source: {
      publisher: "Low & Partners",
      title: "Foreigner purchase of property",
      url: "https://www.lowpartners.com/foreigner-purchase-of-property/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Malaysian law firm.",
    },
  },
};
