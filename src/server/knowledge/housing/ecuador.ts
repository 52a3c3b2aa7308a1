/**
 * Ecuador: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Deposit: a Quito property lawyer's article (2024-09-06); the Ley de Inquilinato itself has no deposit article. A law
 *   firm's 2013 summary of a proposed reform (two-month cap, deposit at a municipal account) was not used because the
 *   reform's status is unclear.
 * - Contract length: El Telégrafo column quoting art. 28 of the Ley de Inquilinato (undated; asOf = year read).
 * - Agency fees: gap.
 * - Foreign buyers: gap. The pages found disagree (a 10 km border strip vs 50 km "security zones") and none is official.
 */
import type { CountryHousing } from "./housing.schema";

export const ecuadorHousing: CountryHousing = {
  country: "ecuador",
  checked: "2026-11",
  deposit: {
    text: "The Ley de Inquilinato has no article requiring or capping a rental deposit. By custom, tenants pay one to two months' rent as a guarantee, which must be returned at the end of the lease unless the tenant failed to make repairs the law requires.",
    source: {
      publisher: "Abg. Nicolás Gualle",
      title: "Garantía de inquilinato",
      url: "https://abogadonicolasgualle.com/2024/09/06/garantia-de-inquilinato",
      asOf: "2024-09-06",
      reviewedOn: "2026-11-23",
      research: "Quito property lawyer's article.",
    },
  },
  contractLength: {
    text: "Under article 28 of the Ley de Inquilinato, the written term binds both parties, but the tenant is entitled to a minimum of two years. The exceptions are hotel or guest-house rooms, stays by people who live elsewhere and are only passing through, and premises let for short events.",
    source: {
      publisher: "El Telégrafo",
      title: "Tiempo legal mínimo para arrendar un inmueble",
      url: "https://eltelegrafo.com.ec/noticias/punto-de-vista/1/tiempo-legal-minimo-para-arrendar-un-inmueble",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Opinion column quoting art. 28 of the Ley de Inquilinato.",
    },
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Searched Spanish pages on Ecuadorian leases for who pays the letting agent and how much. The results covered the Ley de Inquilinato (term, deposit, eviction) only. One page noted that Ecuador has no mandatory licensing of real-estate agents, and none gave a commission figure for rentals.",
  },
  foreignBuyers: {
    value: null,
    note: "Foreigners can generally own property much as citizens do. Published guides disagree on the restricted zone near the borders (10 km or 50 km), so no rule is given here; check with a local lawyer before buying near a border or the coast.",
    research: "Searched for Ecuador's rules on foreigners buying homes. Secondary pages agree that foreigners can own property much as citizens do, but they disagree on the restriction near borders: one cites a 10 km strip under the Constitution, another cites 50 km 'security zones' under the Public and State Security Law. No official or law-firm page settled it, so no rule is given.",
  },
};
