/**
 * Spain: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - No BOE or Ministry of Housing page was in the search store; the sources are national newspapers and a property portal.
 * - Deposit: El Español (2023-12) on art. 36 of the Urban Leases Law 29/1994 (LAU). El Español Alicante (2026-02-07),
 *   citing the Ministry of Housing, adds that further guarantees on top of the deposit are capped at two months' rent (a
 *   cap in place since 2019). That cap is not in the deposit text because the deposit source does not state it.
 * - Contract length and agency fees: El Español Alicante (2026-02-07), on Law 12/2023 on the Right to Housing.
 * - Foreign buyers: Fotocasa, a Spanish property portal (secondary, figures for Q1 2025).
 */
import type { CountryHousing } from "./housing.schema";

const EL_ESPANOL_LEY_VIVIENDA = {
  publisher: "El Español",
  title: "La Ley de Vivienda confirma el máximo que pueden exigirte al inicio de un alquiler",
  url: "https://www.elespanol.com/alicante/economia/20260207/ley-vivienda-confirma-alquiler-maximo-pueden-exigirte-inicio-meses-renta-trt/1003744120166_0.html",
  asOf: "2026-02-07",
  reviewedOn: "2026-11-23",
  research: "Alicante edition of El Español.",
};

export const spainHousing: CountryHousing = {
  country: "spain",
  checked: "2026-11",
  deposit: {
    text: "The legal deposit (fianza) is compulsory: one month's rent for housing and two months' for other uses, under article 36 of the Urban Leases Law 29/1994 (LAU).",
    source: {
      publisher: "El Español",
      title: "¿Sabes qué gastos te puede pedir el casero el primer mes? Esto dice la ley",
      url: "https://www.elespanol.com/vivir/20231201/sabes-gastos-puede-pedir-casero-primer-mes-dice-ley/813668881_0.html",
      asOf: "2023-12",
      reviewedOn: "2026-11-23",
    },
  },
  contractLength: {
    text: "A housing lease is subject to mandatory extensions until it has lasted five years, or seven if the landlord is a company, even if a shorter term was signed.",
    source: EL_ESPANOL_LEY_VIVIENDA,
  },
  agencyFees: {
    text: "Under Law 12/2023 on the Right to Housing, the landlord always pays the agency's property-management and contract-formalisation costs, so tenants do not pay agency commissions for signing a housing lease.",
    source: EL_ESPANOL_LEY_VIVIENDA,
  },
  foreignBuyers: {
    text: "Anyone can buy property in Spain, whether an EU citizen or from a non-EU country such as the United States. There are no general legal restrictions based on nationality, and the purchase process is the same for every nationality.",
    source: {
      publisher: "Fotocasa",
      title: "How to buy a house in Spain as a non-resident foreigner",
      url: "https://www.fotocasa.es/fotocasa-life/?lang=en&p=99830",
      asOf: "2025",
      reviewedOn: "2026-11-23",
      research: "Spanish property portal's guide (secondary source).",
    },
  },
};
