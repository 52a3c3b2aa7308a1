/**
 * Costa Rica: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - The text of Ley 7527 (Ley General de Arrendamientos Urbanos y Suburbanos) is in the store (pgrweb.go.cr), but the
 *   excerpts returned covered only its opening articles, so secondary summaries are cited.
 * - Deposit: Premier Casa, a real-estate agency guide (undated; asOf = year read).
 * - Contract length: LatinCounsel law-firm news (2019-05-16) on Ley 7527.
 * - Agency fees: gap.
 * - Foreign buyers: news.co.cr (undated page citing Deloitte's Investor's Guide 2017; asOf 2017).
 * - The search store returned the Premier Casa and news.co.cr pages at http:// addresses; their https form is cited.
 */
import type { CountryHousing } from "./housing.schema";

export const costaRicaHousing: CountryHousing = {
  country: "costa-rica",
  checked: "2026-11",
  deposit: {
    text: "The security deposit is negotiated but is typically one month's rent, and there is no legal maximum. Rent paid in advance is limited to one month, though tenants are often asked for the first and last month's rent on top of the deposit.",
    source: {
      publisher: "Premier Casa",
      title: "What you need to know about renting in Costa Rica",
      url: "https://www.premiercasa.com/en/costa_rica/costa-rica-guide/what-you-need-to-know-about-renting-in-costa-rica",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Real-estate agency guide (secondary source).",
    },
  },
  contractLength: {
    text: "Under the Urban and Suburban Leases Law (Ley 7527), the minimum lease term is three years in the tenant's favour. A tenant whose contract says one year may stay up to three, and this right cannot be waived. The parties may agree the length of later extensions.",
    source: {
      publisher: "LatinCounsel",
      title: "Costa Rica: Sobre los arrendamientos de inmuebles construidos",
      url: "https://latincounsel.com/?Noticias=Costa_Rica__Sobre_los_Arrendamientos_de_Inmuebles_Construidos",
      asOf: "2019-05-16",
      reviewedOn: "2026-11-23",
      research: "Law-firm news item.",
    },
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Searched English and Spanish pages on renting in Costa Rica for who pays the letting agent and how much. The guides found covered deposits and Ley 7527 but none stated agent commissions on rentals.",
  },
  foreignBuyers: {
    text: "Foreigners and nationals have the same rights to acquire and own property, with a couple of restrictions on the coast. The first 50 m of the 200 m maritime zone is public and cannot be owned. The next 150 m is held by municipal concession, which cannot be granted to a foreigner who has lived in Costa Rica for less than five years.",
    source: {
      publisher: "news.co.cr",
      title: "Zoning laws in Costa Rica explained: titled vs. concession land",
      url: "https://news.co.cr/zoning-laws-in-costa-rica-explained/61871/",
      asOf: "2017",
      reviewedOn: "2026-11-23",
      research: "The article cites Deloitte's Investor's Guide 2017.",
    },
  },
};
