/**
 * Colombia: official pages found in the search store are Cancillería (Ministry of Foreign Affairs) visa pages and a
 * DIAN micro-site on personal income-tax returns (its URL carries e-mail tracking parameters, kept as stored).
 * Lawyers must be in the Registro Nacional de Abogados (SIRNA, Consejo Superior de la Judicatura) and public
 * accountants in the Junta Central de Contadores register, but only news and third-party pages on these were stored,
 * so neither has an entry. No Ministry of Health or Migración Colombia page was stored (Migración Colombia issues the
 * cédula de extranjería after the visa). Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const colombiaDirectory: CountryDirectory = {
  country: "colombia",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Cancillería (Ministerio de Relaciones Exteriores)",
      use: "Official requirements for the type M pensioner visa (pension of at least three legal monthly minimum wages); Cancillería issues all Colombian visas online.",
      url: "https://www.cancilleria.gov.co/en/procedures_services/visa/m-pensioner-independent",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "immigration-authority",
      name: "Cancillería (Ministerio de Relaciones Exteriores)",
      use: "Official requirements for the type M visa for spouses of Colombian nationals, including Migración Colombia movement certificates.",
      url: "https://cancilleria.gov.co/v/conyugenacional",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Dirección de Impuestos y Aduanas Nacionales (DIAN)",
      use: "DIAN guide on tax residence (more than 183 days in any 365-day period) and who must file the personal income-tax return.",
      url: "https://micrositios.dian.gov.co/renta-personas-naturales-ag-2021/abece-renta/?utm_source=Icommarketing&utm_medium=email&utm_content=Declaraci%c3%b3n+Renta+P.+Naturales&utm_campaign=Icommarketing+-+Pruebas+Icomm+-+Renta+PN-AG21+Envio+06Sep+con+pata+Minhacienda",
      asOf: "2022",
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
