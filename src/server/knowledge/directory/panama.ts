/**
 * Panama: official bodies found in the search store (Panamá Digital procedure page for the Servicio Nacional de
 * Migración, the DGI's FAQ). Lawyers' certificates of idoneidad are issued by the Supreme Court's Sala Cuarta, but only
 * news reports of this were stored, so lawyers have no entry; no page of the Caja de Seguro Social or of an
 * accountants' body was stored. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const panamaDirectory: CountryDirectory = {
  country: "panama",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Servicio Nacional de Migración (Panamá Digital)",
      use: "Official procedure page for the pensioner permanent-residence permit (lifetime pension of at least B/.1,000 a month); applications are filed through a Panamanian lawyer (apoderado legal).",
      url: "https://panamadigital.gob.pa/pddev/InformacionTramite/solicitud-de-permiso-de-residente-permanente-como-jubilado-y-pensionado",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Dirección General de Ingresos (DGI, Ministerio de Economía y Finanzas)",
      use: "How foreigners obtain a Registro Único de Contribuyentes (RUC) online through e-Tax 2.0, with passport and migration record.",
      url: "https://dgi.mef.gob.pa/Preguntas/ruc.php",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "FIDI Global Alliance",
      use: "International federation of quality-certified (FAIM) moving companies; ask a mover whether it is a FIDI Affiliate.",
      url: "https://www.fidi.org/governance",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
  ],
};
