/**
 * New Zealand: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official: Tenancy Services (MBIE) bond and notice pages on tenancy.govt.nz; the Residential Tenancies
 *   (Prohibiting Letting Fees) Amendment Act 2018 on legislation.govt.nz; Toitū Te Whenua LINZ (Overseas Investment
 *   Office) page on the Overseas Investment Amendment Act 2018.
 * - The two tenancy.govt.nz pages show no date; asOf 2026 is the year the stored copies were read. The notice page
 *   gives the 21-day tenant / 90-day landlord periods that apply after the 2025 amendments.
 * - The LINZ page describes the rules as they came into force on 22 October 2018; later changes to the overseas
 *   investment regime (if any) were not found in the store and are not reflected here.
 * - No gaps.
 */
import type { CountryHousing } from "./housing.schema";

const TENANCY_SERVICES_BOND = {
  publisher: "Tenancy Services",
  title: "Bond",
  url: "https://tenancy.govt.nz/rent-bond-and-bills/bond",
  asOf: "2026",
  reviewedOn: "2026-11-23",
  research: "Tenancy Services is run by the Ministry of Business, Innovation and Employment.",
};

export const newZealandHousing: CountryHousing = {
  country: "new-zealand",
  checked: "2026-11",
  deposit: {
    text: "Landlords can charge a bond of up to 4 weeks' rent. Any bond charged must be lodged with Tenancy Services within 23 working days, and other forms of security are not allowed (a landlord may ask for a guarantor).",
    source: TENANCY_SERVICES_BOND,
  },
  contractLength: {
    text: "Tenancies are periodic or fixed-term; a fixed-term tenancy cannot be ended early by notice. To end a periodic tenancy a tenant must give at least 21 days' written notice; a landlord must give at least 90 days, or at least 42 days in specified cases such as a sale with vacant possession or the owner or family moving in.",
    source: {
      publisher: "Tenancy Services",
      title: "Giving notice to end a tenancy",
      url: "https://tenancy.govt.nz/ending-a-tenancy/giving-notice-to-end-tenancy/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  agencyFees: {
    text: "Since 12 December 2018 no letting agent or other person may require a tenant to pay a letting fee (section 17A of the Residential Tenancies Act 1986); charging one is an unlawful act. Landlords may still recover reasonable expenses when they consent to a tenant assigning or subletting.",
    source: {
      publisher: "New Zealand Legislation",
      title: "Residential Tenancies (Prohibiting Letting Fees) Amendment Act 2018",
      url: "https://www.legislation.govt.nz/act/public/2018/0044/latest/whole.html",
      asOf: "2018-12-12",
      reviewedOn: "2026-11-23",
    },
  },
  foreignBuyers: {
    text: "Since 22 October 2018 overseas persons generally cannot buy residential or lifestyle land. Anyone who is not a New Zealand citizen or 'ordinarily resident' (residence-class visa, 12 months' residence with 183 days present, tax resident) is an overseas person, with exceptions for Australian and Singaporean citizens; residence-class visa holders who are not yet ordinarily resident can apply to the Overseas Investment Office for consent to buy one home to live in.",
    source: {
      publisher: "Toitū Te Whenua Land Information New Zealand",
      title: "Overseas Investment Amendment Act 2018",
      url: "https://www.linz.govt.nz/overseas-investment/about-overseas-investment-office/legislation-ministers-delegated-powers/overseas-investment-amendment-act-2018",
      asOf: "2018-10-22",
      reviewedOn: "2026-11-23",
      research: "Overseas Investment Office page.",
    },
  },
};
