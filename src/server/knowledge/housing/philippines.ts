/**
 * Philippines: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Deposit and contract length: Global Property Guide, Philippines landlord-and-tenant page (secondary; undated;
 *   asOf = year read). For units covered by rent control (RA 9653), law-firm pages agree on the cap of one month in advance
 *   and two months' deposit. Only an http:// address of one such page was found, so it is not cited.
 * - Agency fees: gap.
 * - Foreign buyers: Respicio & Co. law firm (undated; asOf = year read), citing the 1987 Constitution, the Condominium Act
 *   (RA 4726) and SEC-OGC Opinion 08-27 (2008).
 */
import type { CountryHousing } from "./housing.schema";

const GPG_PHILIPPINES = {
  publisher: "Global Property Guide",
  title: "Philippines landlord and tenant law",
  url: "https://www.globalpropertyguide.com/asia/philippines/landlord-and-tenant",
  asOf: "2026",
  reviewedOn: "2026-11-23",
  research: "Secondary source.",
};

export const philippinesHousing: CountryHousing = {
  country: "philippines",
  checked: "2026-11",
  deposit: {
    text: "Rent control (Rent Control Act, RA 9653) covers units renting for up to PHP 10,000 a month in Metro Manila and PHP 5,000 elsewhere; in that segment landlords typically ask for one month's rent in advance and two months' deposit. In upper-end condominiums, contracts usually set a deposit of two to three months' rent, with the year's rent paid by post-dated cheques. The deposit is returned a month after the lease ends, minus repairs and unpaid bills.",
    source: GPG_PHILIPPINES,
  },
  contractLength: {
    text: "In the formal (upper-end) market, lease terms are freely negotiated and usually run for one year. If the tenant is still in the unit 15 days after the lease has expired and neither party gave notice, the lease is deemed renewed.",
    source: GPG_PHILIPPINES,
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Searched English pages on renting in the Philippines for who pays the letting agent and how much. The pages found (Rent Control Act summaries, the Global Property Guide, condo-leasing blogs) did not state a commission or who pays it.",
  },
  foreignBuyers: {
    text: "Under the 1987 Constitution (Art. XII), private land can be owned only by Filipino citizens and by corporations at least 60% Filipino-owned, save by inheritance. Foreigners may own condominium units as long as foreign ownership in the project stays at or below 40% (Condominium Act RA 4726; SEC-OGC Opinion 08-27 of 2008).",
    source: {
      publisher: "Respicio & Co.",
      title: "Foreign ownership of condominiums",
      url: "https://www.respicio.ph/features/foreign-ownership-of-condominiums",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Philippine law firm.",
    },
  },
};
