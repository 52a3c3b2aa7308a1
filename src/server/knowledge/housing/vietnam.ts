/**
 * Vietnam: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Deposit and contract length: Hanoi Housing, a rental agency guide (undated; asOf = year read). Other agency guides
 *   agree on 1–2 months' deposit and leases of 6–12 months. No Civil Code or Housing Law text on leases was found.
 * - Agency fees: Quvito, a Nha Trang rental FAQ (Russian original, undated; asOf = year read). It is the weakest source
 *   in this file, a single local blog.
 * - Foreign buyers: Viet Nam News (VNS, via EIN Presswire, 2024-04-05) on the 2023 Housing Law. The ownership term (50
 *   years under the 2014 law) was not confirmed for the 2023 law, so it is left out.
 */
import type { CountryHousing } from "./housing.schema";

const HANOI_HOUSING = {
  publisher: "Hanoi Housing",
  title: "Lease agreements in Vietnam: what expats should know",
  url: "https://hanoihousing.vn/en/blog/lease-agreements-in-vietnam-what-expats-should-know.html",
  asOf: "2026",
  reviewedOn: "2026-11-23",
  research: "Rental agency guide (secondary source).",
};

export const vietnamHousing: CountryHousing = {
  country: "vietnam",
  checked: "2026-11",
  deposit: {
    text: "A security deposit of one to two months' rent is typical; tenants should get a receipt for every payment.",
    source: HANOI_HOUSING,
  },
  contractLength: {
    text: "Most leases in Hanoi run for 6–12 months; shorter ones are rare. The lease should state the notice period and any early-termination penalty; the guide suggests negotiating 30 days' notice. By law, landlords must register foreign tenants with the local police.",
    source: HANOI_HOUSING,
  },
  agencyFees: {
    text: "When an apartment is rented through an intermediary, the agent usually receives a commission from the owner, not the tenant; a request for an agent's commission from the tenant is not standard.",
    source: {
      publisher: "Quvito",
      title: "Deposits, contracts, utilities: a renting FAQ for Nha Trang",
      url: "https://quvito.com/en/blog/depozity-kontrakty-kommunalka-nha-trang-2",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Nha Trang rental FAQ (secondary source).",
    },
  },
  foreignBuyers: {
    text: "Under the 2023 Housing Law, foreigners may own no more than 30% of the units in an apartment complex. They may own no more than 250 individual houses in an area of about 10,000 residents (a ward).",
    source: {
      publisher: "Viet Nam News",
      title: "Developers must verify with foreign homeowners database before sales",
      via: "EIN Presswire",
      url: "https://www.einpresswire.com/article/701352147/developers-must-verify-with-foreign-homeowner-s-database-before-sales",
      asOf: "2024-04-05",
      reviewedOn: "2026-11-23",
    },
  },
};
