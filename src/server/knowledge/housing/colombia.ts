/**
 * Colombia: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Law 820 of 2003 (urban housing leases) is in the store (presidencia.gov.co, justia), but the excerpts returned covered
 *   only its first articles, so law-firm and legal-information pages quoting arts. 16, 22 and 24 are cited.
 * - Deposit: AC Colombian Lawyers (2019-11-27), on art. 16.
 * - Contract length: Gerencie.com, a Colombian legal and accounting reference site, on arts. 22 and 24 (undated; asOf =
 *   year read).
 * - Agency fees: El Colombiano newspaper (undated; asOf = year read), Medellín practice only.
 * - Foreign buyers: Invest in Bogotá, the city's official investment-promotion agency (undated; asOf = year read).
 */
import type { CountryHousing } from "./housing.schema";

export const colombiaHousing: CountryHousing = {
  country: "colombia",
  checked: "2026-11",
  deposit: {
    text: "Article 16 of Law 820 of 2003 forbids landlords of urban housing from demanding cash deposits or any other real security for the tenant's obligations, whether directly, through a third party, in a separate document or under another name.",
    source: {
      publisher: "AC Colombian Lawyers",
      title: "Arrendadores de vivienda urbana no pueden exigir depósitos de dinero en efectivo u otra clase de cauciones reales",
      url: "https://accolombianlawyers.com/noticias/2019/11/27/arrendadores-de-vivienda-urbana-no-pueden-exigir-depositos-de-dinero-en-efectivo-u-otra-clase-de-cauciones-reales",
      asOf: "2019-11-27",
      reviewedOn: "2026-11-23",
    },
  },
  contractLength: {
    text: "The tenant may end an urban housing lease at any time, during the initial term or an extension, by giving prior written notice and, absent a breach by the landlord, paying compensation of three months' rent (art. 24, Law 820 of 2003). The landlord may end it unilaterally only during extensions, with at least three months' written notice and compensation of three months' rent (art. 22).",
    source: {
      publisher: "Gerencie.com",
      title: "El contrato de arrendamiento se puede terminar en cualquier tiempo",
      url: "https://gerencie.com/el-contrato-de-arrendamiento-se-puede-terminar-en-cualquier-tiempo.html",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Colombian legal reference site.",
    },
  },
  agencyFees: {
    text: "In Medellín, a tenant renting through an agency pays a one-off placement commission (comisión de colocación) of 20% of one month's rent. It is a commercial custom certified by the Medellín Chamber of Commerce, according to the city's real-estate board. Tenants also pay for the credit check on themselves and their co-signers; practice elsewhere in Colombia may differ.",
    source: {
      publisher: "El Colombiano",
      title: "Los costos accesorios del arriendo también cuentan",
      url: "https://m.elcolombiano.com/negocios/economia/los-costos-accesorios-del-arriendo-tambien-cuentan-xb9065541",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  foreignBuyers: {
    text: "Colombia's foreign-investment regime rests on equal treatment of nationals and foreigners, and buying real estate counts as foreign direct investment. Foreign funds entering or leaving for such an investment must go through authorised exchange intermediaries and be reported to the central bank (Banco de la República).",
    source: {
      publisher: "Invest in Bogotá",
      title: "How to invest and exchange foreign currency in Colombia",
      url: "https://en.investinbogota.org/how-to-invest/how-invest-and-exchange-foreign-currency-colombia",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Bogotá's official investment-promotion agency.",
    },
  },
};
