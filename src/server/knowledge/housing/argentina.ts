/**
 * Argentina: renting rules and foreign ownership (housing knowledge).
 * Source notes:
 * - Emergency Decree (DNU) 70/2023, in force since late December 2023, repealed the 2020 Rent Law 27,551 and the Rural
 *   Land Law 26,737. It remains valid unless Congress rejects it, so these rules could change.
 * - Deposit: Elonce news (2024-01), quoting the Argentine Real Estate Chamber.
 * - Contract length: Dardo Racciatti law office summary of DNU 70/2023 (undated; asOf = year read).
 * - Agency fees: Defensoría del Pueblo de la Ciudad de Buenos Aires (official ombudsman, 2017-09) on City Law 5859. It
 *   covers the City of Buenos Aires only. The law was challenged in court; a 2024 report says the Supreme Court upheld it
 *   in 2022. No page said whether DNU 70/2023 affects it.
 * - Foreign buyers: Marval O'Farrell Mairal law firm (2023-12-21). It covers rural land only; no page on urban homes or
 *   border security zones was found, and no source states a restriction on urban homes.
 */
import type { CountryHousing } from "./housing.schema";

export const argentinaHousing: CountryHousing = {
  country: "argentina",
  checked: "2026-11",
  deposit: {
    text: "Since Decree 70/2023 amended article 1196 of the Civil and Commercial Code (from 30 December 2023), landlord and tenant freely agree the deposit's amount, currency and return. The repealed Rent Law 27,551 had capped it at one month's rent.",
    source: {
      publisher: "Elonce",
      title: "Alquileres tras el DNU: qué pasa con el depósito al firmar contrato y otras claves",
      url: "https://www.elonce.com/secciones/economicas/785371-alquileres-tras-dnu-qu-pasa-con-el-depsito-al-firmar-contrato-y-otras-claves.htm",
      asOf: "2024-01",
      reviewedOn: "2026-11-23",
    },
  },
  contractLength: {
    text: "Since Decree 70/2023 there is no legal minimum term for housing leases: the parties agree the length they want. The tenant may end the lease at any time by paying a penalty of 10% of the rent remaining under the contract.",
    source: {
      publisher: "Dardo Racciatti",
      title: "Nuevas reglas para contratos de alquiler: qué cambia con el DNU 70/2023",
      url: "https://dardoracciatti.com.ar/nuevas-reglas-para-contratos-de-alquiler",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Law office article.",
    },
  },
  agencyFees: {
    text: "In the City of Buenos Aires, Law 5859 (in force since September 2017) makes the owner pay the letting commission, capped at 4.15% of the total contract value. Agencies may not charge individual tenants commissions, fees or report-handling costs; other provinces are not covered.",
    source: {
      publisher: "Defensoría del Pueblo de la Ciudad de Buenos Aires",
      title: "Alquileres: desde hoy la comisión la pagará el dueño",
      url: "https://defensoria.org.ar/archivo_noticias/alquileres-desde-hoy-la-comision-la-pagara-el-dueno/",
      asOf: "2017-09",
      reviewedOn: "2026-11-23",
      research: "About Buenos Aires City Law 5859.",
    },
  },
  foreignBuyers: {
    text: "Decree 70/2023 repealed the Rural Land Law 26,737 from 30 December 2023, lifting its limits on foreign ownership of rural land. Those limits were: at most 15% of rural land in foreign hands, 30% of that per nationality, 1,000 ha per foreigner in the core farming zone, and no land containing or adjoining large permanent bodies of water.",
    source: {
      publisher: "Marval O'Farrell Mairal",
      title: "Rural Land Law 26737 to Be Repealed",
      url: "https://marval.com/publicacion/se-deroga-la-ley-de-tierras-rurales-26737-15688?lang=en",
      asOf: "2023-12-21",
      reviewedOn: "2026-11-23",
      research: "Law firm publication.",
    },
  },
};
