/**
 * Panama: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Deposit: Panamá 24 Horas (2021-12), a news report of Law 259 of 2 December 2021 (amending art. 13 of Law 93 of 1973),
 *   quoting MIVIOT, the housing ministry. No MIVIOT page was in the store.
 * - Contract length: Focus Alcogal, a law-firm note on Law 93 of 1973 (undated; asOf = year read).
 * - Agency fees: gap.
 * - Foreign buyers: Lexology law-firm guide on project finance in Panama (undated; asOf = year read). The
 *   constitutional exceptions it cites agree with an Intertrust Panama page.
 */
import type { CountryHousing } from "./housing.schema";

export const panamaHousing: CountryHousing = {
  country: "panama",
  checked: "2026-11",
  deposit: {
    text: "Law 259 of 2021 (amending art. 13 of Law 93 of 1973) requires tenants, save exceptions set by the Housing Ministry (MIVIOT), to deposit one month's rent as a guarantee. The deposit is held through Banco Nacional de Panamá or Caja de Ahorros, and any landlord claim for unpaid rent or damage must be proven before MIVIOT's Dirección General de Arrendamientos.",
    source: {
      publisher: "Panamá 24 Horas",
      title: "MIVIOT: nuevas modificaciones a la ley de arrendamiento",
      url: "https://www.panama24horas.com.pa/panama/miviot-nuevas-modificaciones-a-la-ley-de-arrendamiento-establece-que-los-retiros-y-depositos-se-realizaran-a-traves-de-la-banca-estatal/",
      asOf: "2021-12",
      reviewedOn: "2026-11-23",
      research: "Reports Law 259 of 2021.",
    },
  },
  contractLength: {
    text: "Leases must be in writing and registered by the landlord with MIVIOT. For housing, the agreed term and its extension bind the landlord, but the tenant can end the lease at any time by giving at least 30 calendar days' written notice before moving out (Law 93 of 1973).",
    source: {
      publisher: "Alcogal",
      title: "5 datos clave del arrendamiento de bienes inmuebles",
      url: "https://focusalcogal.com/5-datos-clave-del-arrendamiento-de-bienes-inmuebles/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Focus, the law firm Alcogal's publication.",
    },
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Searched Spanish and English pages on Panamanian rentals for who pays the letting agent and how much. The pages found (agency guides, Law 93 summaries) describe deposits and registration only, with no figure or rule for agent commissions.",
  },
  foreignBuyers: {
    text: "The Constitution treats foreign and local investors equally, with exceptions. Foreigners may not own property within 10 km of the national borders, or on islands considered strategic or not declared special development areas.",
    source: {
      publisher: "Lexology",
      title: "Panama: foreign investment issues and investment restrictions",
      url: "https://www.lexology.com/library/detail.aspx?g=177586b4-136e-42b6-a5ea-0be396fbfe8a",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Law-firm guide published on Lexology (secondary source).",
    },
  },
};
