/**
 * Uruguay: official gub.uy pages found in the search store (Dirección Nacional de Migración residence procedure and
 * the Dirección General Impositiva's tax-residence certificate procedure). Uruguay has no compulsory bar: the
 * Suprema Corte de Justicia keeps the register of lawyers and publishes suspensions on the Poder Judicial site, but
 * only news reports of this were stored, so lawyers have no entry. No page of FONASA/BPS, the Ministerio de Salud
 * Pública or an accountants' body was stored. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const uruguayDirectory: CountryDirectory = {
  country: "uruguay",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Dirección Nacional de Migración (Ministerio del Interior)",
      use: "Official procedure page for temporary and permanent legal residence and the Uruguayan cédula de identidad; documents must be apostilled and translated by a Uruguayan public translator.",
      url: "https://www.gub.uy/tramites/residencia-legal-temporaria",
      asOf: "2024-02-07",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Dirección General Impositiva (DGI)",
      use: "Official DGI procedure for a tax-residence certificate (more than 183 days in the calendar year, or main base of activities or economic interests in Uruguay).",
      url: "https://www.gub.uy/tramites/solicitud-certificado-residencia-fiscal-persona-fisica",
      asOf: "2025-01-29",
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
