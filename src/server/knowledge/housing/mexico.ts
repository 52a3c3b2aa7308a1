/**
 * Mexico: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Foreign buyers: official. The national catalogue of federal procedures (catalogonacional.gob.mx), procedure SRE-02-005,
 *   fee based on Annex 19 of the 2024 Miscellaneous Tax Resolution.
 * - Deposit: secondary. A Mexican property-platform blog (2025-11-21). Tenancy law is state law; no state code page on
 *   deposits was found.
 * - Contract length: El Cronista México (2025-11-03) on the Mexico City Civil Code as reformed in 2024. Mexico City only:
 *   other states have their own civil codes.
 * - Agency fees: gap. Only sales-commission pages (3–8%, unregulated) were found.
 */
import type { CountryHousing } from "./housing.schema";

export const mexicoHousing: CountryHousing = {
  country: "mexico",
  checked: "2026-11",
  deposit: {
    text: "No federal law fixes the amount of a rental deposit; it is set in the contract. The deposit is a guarantee paid at signing that can cover damage, unpaid rent or unpaid utilities, and must be returned at the end of the lease.",
    source: {
      publisher: "Neojaus",
      title: "Todo lo que necesitas saber acerca del depósito de renta en México",
      url: "https://blog.neojaus.com/2025/11/21/todo-lo-que-necesitas-saber-acerca-del-deposito-de-renta-en-mexico",
      asOf: "2025-11-21",
      reviewedOn: "2026-11-23",
      research: "Blog of a Mexican property platform (secondary source).",
    },
  },
  contractLength: {
    text: "In Mexico City, article 2448 of the Civil Code makes one year the minimum term of a housing lease, binding on both landlord and tenant unless they agree otherwise. Reforms in force since August 2024 limit the yearly rent increase to the previous year's inflation (INPC). Other states apply their own civil codes.",
    source: {
      publisher: "El Cronista",
      title: "Adiós antigua Ley de Alquileres: todo lo que debes saber antes de firmar un nuevo contrato",
      url: "https://www.cronista.com/mexico/actualidad-mx/la-antigua-ley-de-alquileres-ya-no-existe-todo-lo-que-debes-saber-antes-de-firmar-un-nuevo-contrato/",
      asOf: "2025-11-03",
      reviewedOn: "2026-11-23",
      research: "Mexico edition of El Cronista.",
    },
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much. Sales commissions (3–8% of the price) are not regulated.",
    research: "Searched Spanish-language pages for who pays the letting agent on a Mexican residential rental and how much. The results covered only sales commissions (3–8% of the price, not regulated) or general definitions. No page stated the practice or a rule for rentals.",
  },
  foreignBuyers: {
    text: "In the 'restricted zone' (100 km along the borders and 50 km along the beaches), foreigners cannot own property directly. They acquire its use through a bank trust (fideicomiso), which needs a permit from the Ministry of Foreign Affairs (SRE) under article 14 of the Foreign Investment Law. The permit fee is MXN 20,860, and the SRE has 5 working days to decide.",
    source: {
      publisher: "Catálogo Nacional de Regulaciones, Trámites y Servicios",
      title: "SRE-02-005 Permiso para la constitución de fideicomisos en zona restringida",
      url: "https://catalogonacional.gob.mx/FichaTramitePdf/Index?traHomoclave=SRE-02-005",
      asOf: "2024",
      reviewedOn: "2026-11-23",
      research: "Government of Mexico's national catalogue of procedures.",
    },
  },
};
