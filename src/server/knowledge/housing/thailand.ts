/**
 * Thailand: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - No page of the Office of the Consumer Protection Board (OCPB) or the Land Department was in the store; law-firm
 *   summaries are cited.
 * - Deposit: Lex Nova Partners law firm, on the OCPB Contract Committee notification B.E. 2568 (2025), in force from
 *   4 September 2025. The notification covers only landlords leasing three or more units. The 2018 notification's cap of
 *   one month's deposit plus one month in advance (reported in 2018 by Sunbelt Asia) may have changed; the excerpt read
 *   did not state a 2025 deposit cap.
 * - Contract length: Tilleke & Gibbins law firm (2025-08-26) on the same notification.
 * - Agency fees: gap.
 * - Foreign buyers: Thai Residence, a property guide citing the Land Code and the Condominium Act (undated; asOf = year
 *   read). The Condominium Act text on siam-legal.com (s. 19, 19/2) agrees.
 */
import type { CountryHousing } from "./housing.schema";

export const thailandHousing: CountryHousing = {
  country: "thailand",
  checked: "2026-11",
  deposit: {
    text: "Under the Consumer Protection Board's 2025 rules for landlords leasing three or more units (in force since 4 September 2025), the deposit must be returned when the lease ends, or within 7–14 days if an inspection or repairs are needed. Advance payments are limited, to at most three months for monthly contracts.",
    source: {
      publisher: "Lex Nova Partners",
      title: "Thailand strengthens controls on residential lease contracts",
      url: "https://lexnovapartners.com/fr/residential-lease-contracts",
      asOf: "2025",
      reviewedOn: "2026-11-23",
      research: "Law firm article.",
    },
  },
  contractLength: {
    text: "The 2025 notification sets two standard residential lease forms: short-term (up to three years) and long-term (over three years, up to 30 years or the tenant's lifetime). Using the forms is optional, but a lease may not contradict the notification. It applies to landlords leasing at least three residential units; hotels and dormitories are excluded.",
    source: {
      publisher: "Tilleke & Gibbins",
      title: "Thailand Strengthens Controls on Residential Lease Contracts",
      url: "https://www.tilleke.com/insights/thailand-strengthens-controls-on-residential-lease-contracts/2",
      asOf: "2025-08-26",
      reviewedOn: "2026-11-23",
      research: "Law firm article.",
    },
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Searched English pages on renting in Thailand for who pays the letting agent and how much. The pages found (consumer-protection rules, expat agency FAQs) covered deposits, utilities and terms; none stated who pays the agent's commission on a rental.",
  },
  foreignBuyers: {
    text: "Foreigners cannot own land directly (Land Code s. 86). They can own condominium units freehold as long as foreign-owned units stay within 49% of a building's total unit area (Condominium Act s. 19). Registration needs a bank document (FET) showing the price was sent from abroad in foreign currency; once a building's quota is full, only a leasehold can be registered.",
    source: {
      publisher: "Thai Residence",
      title: "Buying property in Thailand: freehold through the foreign quota",
      url: "https://thai-residence.com/en/info-guide/buy",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Property guide (secondary source).",
    },
  },
};
