/**
 * Portugal: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - No official page (Portal da Habitação, Diário da República) was in the search store; all sources are secondary.
 * - Deposit: The Portugal News (2024-01-20) reporting DECO guidance on the 2023 State Budget Law, which amended the Civil
 *   Code to cap the deposit at two rents (a 2022-11 Sapo news report of the same amendment agrees).
 * - Contract length: Spatio, a Portuguese real-estate agency guide (2022-05-19), summarising the NRAU / Civil Code rules.
 * - Agency fees: gap. Pages found covered only sales commissions (5% + VAT, paid by the seller) or the 2004 brokerage
 *   law in general; no reliable page gives who pays a letting agent.
 * - Foreign buyers: Expat Focus guide (secondary; "as of 2025–2026").
 */
import type { CountryHousing } from "./housing.schema";

const PORTUGAL_NEWS_DEPOSIT = {
  publisher: "The Portugal News",
  title: "Proof of income requests to visit a property for rent",
  url: "https://mail.theportugalnews.com/news/2024-01-20/proof-of-income-requests-to-visit-a-property-for-rent/85230",
  asOf: "2024-01-20",
  reviewedOn: "2026-11-23",
  research: "News report of DECO consumer-association guidance on the 2023 State Budget Law (Civil Code amendment capping the deposit); no Portal da Habitação or Diário da República page was found.",
};

export const portugalHousing: CountryHousing = {
  country: "portugal",
  checked: "2026-11",
  deposit: {
    text: "Since the 2023 State Budget Law amended the Civil Code, a landlord can ask for a security deposit of at most two months' rent, and rent paid in advance (with a written agreement) is limited to two months.",
    source: PORTUGAL_NEWS_DEPOSIT,
  },
  contractLength: {
    text: "Fixed-term leases for permanent housing run for at least one year. A fixed-term lease shorter than three years renews for three years unless the contract says otherwise; longer ones renew for equal periods. A tenant who does not want the lease to renew must give 60 days' notice (leases of 6 months to 1 year), 90 days (1 to 6 years) or 120 days (6 years or more).",
    source: {
      publisher: "Spatio",
      title: "Arrendar casa: direitos e deveres",
      url: "https://spatio.pt/pt/noticias/show/arrendar-casa-direitos-e-deveres_50",
      asOf: "2022-05-19",
      reviewedOn: "2026-11-23",
      research: "Portuguese real-estate agency's summary of the NRAU / Civil Code lease rules (secondary source).",
    },
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much. Sales commissions (about 5% + VAT) are paid by the seller; a tenant generally pays a commission only if the listing or agreement says so.",
    research: "Searched Portuguese and English pages for who pays the letting agent on a residential lease and how much. The pages found covered only sales commissions (about 5% + VAT, paid by the seller) or the general brokerage law. One undated tenant-advice site said a tenant pays a commission only if the listing or agreement states it. No reliable page describes the rental practice or a legal rule.",
  },
  foreignBuyers: {
    text: "Overseas buyers face generally no ownership restrictions, though some agricultural or forest land may need extra approvals. A buyer must get a Portuguese tax number (NIF) before signing contracts or completing a purchase.",
    source: {
      publisher: "Expat Focus",
      title: "Portugal: finding property to buy",
      url: "https://www.expatfocus.com/portugal/guide/portugal-finding-property-to-buy",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Expat guide (secondary source), page says 'as of 2025-2026'.",
    },
  },
};
