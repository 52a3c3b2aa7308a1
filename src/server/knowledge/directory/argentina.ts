/**
 * Argentina: official pages found in the search store are the Dirección Nacional de Migraciones' residence page
 * (argentina.gob.ar), an ARCA (ex-AFIP) general resolution on taxpayer registration in the Boletín Oficial (the entry
 * names the Boletín Oficial, which runs the page; no ARCA page itself was stored), and the
 * Consejo Profesional de Ciencias Económicas de la Ciudad de Buenos Aires' page on compulsory registration. Lawyers
 * register with the Colegio Público de la Abogacía de la Capital Federal (or their provincial colegio), but only news
 * and encyclopaedia pages about it were stored, so lawyers have no entry. The Superintendencia de Servicios de Salud
 * keeps the Registro Nacional de Entidades de Medicina Prepaga, but only news reports of it were stored, so health
 * insurance has no entry. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const argentinaDirectory: CountryDirectory = {
  country: "argentina",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Dirección Nacional de Migraciones (DNM)",
      use: "Official overview of transitory, temporary (up to three years, e.g. rentista, pensionado) and permanent residence, and how to apply inside Argentina (radicación) or from abroad.",
      url: "https://www.argentina.gob.ar/interior/migraciones/residencias",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Boletín Oficial de la República Argentina",
      use: "ARCA (the federal tax agency) General Resolution 5803/2025: the rules for obtaining a CUIT tax number, updating data and cancelling registration; it replaces the CDI for individuals and covers foreign residents.",
      url: "https://www.boletinoficial.gob.ar/detalleAviso/primera/336722/20251224",
      asOf: "2025-12-24",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Consejo Profesional de Ciencias Económicas de la Ciudad Autónoma de Buenos Aires (CPCECABA)",
      use: "Public accountants (contadores públicos) must be registered (matriculados) with the professional council of the jurisdiction where they work; check a tax adviser's matrícula.",
      url: "https://archivo.consejo.org.ar/noticias13/matriculacion_2712.html",
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
