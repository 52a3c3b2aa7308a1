/**
 * Canada: renting rules and foreign buyers (housing knowledge). Tenancy law is provincial; the rental facts below
 * are for Ontario (deposit, notice) and Quebec (agent pay), the two largest provinces, and differ elsewhere.
 * Source notes:
 * - Official: OACIQ (Quebec's real estate brokerage regulator) page on compensation in residential leasing.
 * - Secondary: Landlord's Self-Help Centre (Ontario community legal clinic) FAQ for the deposit; McMaster University
 *   off-campus housing office for Ontario notice rules; Bennett Jones (law firm, via Mondaq) for the federal
 *   foreign-buyer ban. No ontario.ca or canada.ca page with these rules was readable in the store.
 * - The McMaster and OACIQ pages show no date; asOf 2026 is the year the stored copies were read. The Self-Help
 *   Centre FAQ is undated too; its asOf (2021) is the latest rule change it mentions (1 September 2021).
 * - Doubt: the foreign-buyer ban was extended to 1 January 2027 (announced February 2024); whether it has been extended
 *   again was not found in the store.
 */
import type { CountryHousing } from "./housing.schema";

export const canadaHousing: CountryHousing = {
  country: "canada",
  checked: "2026-11",
  deposit: {
    text: "In Ontario, under the Residential Tenancies Act, a landlord may collect only a last month's rent deposit; damage deposits are illegal even if refundable. The deposit may only be applied to the rent for the last month, and damage claims go to the Landlord and Tenant Board.",
    source: {
      publisher: "Landlord's Self-Help Centre",
      title: "Frequently Asked Questions: Deposits",
      url: "https://landlordselfhelp.com/frequently-asked-questions/?faq-category=deposits",
      asOf: "2021",
      reviewedOn: "2026-11-23",
      research: "Ontario legal clinic.",
    },
  },
  contractLength: {
    text: "In Ontario a tenant can stay after the end date of a lease and becomes a month-to-month tenant; to leave at the end of the lease the tenant must give at least 60 days' written notice. A tenant cannot give notice to end a fixed-term lease before its last day, except by written agreement with the landlord, assignment or (with consent) subletting.",
    source: {
      publisher: "McMaster University",
      title: "Rental housing law: Ending a lease (Ontario)",
      url: "https://housing.mcmaster.ca/off-campus/rental-housing-law/ending-a-lease/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Off-Campus Housing office page.",
    },
  },
  agencyFees: {
    text: "In Quebec the real estate broker is engaged by the lessor under an exclusive residential-lease brokerage contract and represents only the lessor; compensation is not regulated by law and is negotiated, most commonly as a percentage of rent (for example 100% of one month's rent) plus taxes.",
    source: {
      publisher: "OACIQ (Organisme d'autoréglementation du courtage immobilier du Québec)",
      title: "Compensation payable by lessors in residential leasing",
      url: "https://www.oaciq.com/en/general-public/compensation-payable-by-lessors-in-residential-leasing/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  foreignBuyers: {
    text: "Under the Prohibition on the Purchase of Residential Property by Non-Canadians Act, in force since 1 January 2023, foreign commercial enterprises and people who are not Canadian citizens or permanent residents are prohibited from buying residential property in Canada. In February 2024 the government extended the ban from 1 January 2025 to 1 January 2027.",
    source: {
      publisher: "Bennett Jones",
      title: "Canada Extends Ban On Foreign Home Buyers To 2027",
      via: "Mondaq",
      url: "https://www.mondaq.com/canada/real-estate/1423828/canada-extends-ban-on-foreign-home-buyers-to-2027",
      asOf: "2024-02",
      reviewedOn: "2026-11-23",
      research: "Law firm article republished by Mondaq.",
    },
  },
};
