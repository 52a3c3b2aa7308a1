/**
 * Mexico: official bodies found in the search store (an SRE consulate's page in the United States, the Consulate of
 * Mexico in Saint Paul's temporary-resident visa page, which replaced the Embassy in Guatemala's; the Ventanilla Única / INM procedure page,
 * SAT, IMCP). The INM entry's facts come from the Ventanilla Única page (ventanillaunica.economia.gob.mx/procedure/296,
 * read 2025-01-09) and the SRE's Guatemala embassy page; it links the INM's own gob.mx procedure page (INM811), to which the
 * SRE's Madrid embassy page points, and which was not read itself. The SAT page was stored at its http:// address; the https form of the same address is used here. The
 * SEP's Registro Nacional de Profesionistas (cédula profesional lookup for lawyers) was only described by news sites,
 * not stored itself, so lawyers have no entry; no IMSS page itself was stored, so health insurance has none either.
 */
import type { CountryDirectory } from "./directory.schema";

export const mexicoDirectory: CountryDirectory = {
  country: "mexico",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Secretaría de Relaciones Exteriores (SRE)",
      use: "Temporary-resident visas (more than 180 days, less than 4 years) are issued by Mexican consulates after a consular interview, e.g. on proof of economic solvency; the visa is valid for up to six months for one entry, and after entering Mexico you get the resident card from the INM.",
      url: "https://consulmex.sre.gob.mx/saintpaul/index.php/component/content/article/60",
      asOf: "2026-11",
      reviewedOn: "2026-11-28",
    },
    {
      category: "immigration-authority",
      name: "Instituto Nacional de Migración (INM)",
      use: "After entering with a temporary-resident visa you have 30 calendar days to exchange it at the INM for the residence card (tarjeta de residente).",
      url: "https://www.gob.mx/tramites/ficha/expedicion-de-documento-migratorio-por-canje/INM811",
      asOf: "2025-01-09",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Instituto Mexicano de Contadores Públicos (IMCP)",
      use: "National federation of 60 colleges of public accountants; it certifies Contadores Públicos Certificados.",
      url: "https://imcp.org.mx/historia-imcp/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Servicio de Administración Tributaria (SAT)",
      use: "How individuals register for the RFC taxpayer number; foreigners bring their valid immigration document and proof of address.",
      url: "https://www.sat.gob.mx/gobmx/Paginas/SAT_01_025-39CFF.html",
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
