/**
 * Chile: official pages found in the search store are the Servicio Nacional de Migraciones (SERMIG) temporary
 * residence page, Servicio de Impuestos Internos (SII) pages on RUT registration for foreigners, and a
 * Superintendencia de Salud FAQ on Fonasa and isapres. The title of abogado is granted by the Corte Suprema, but only
 * third-party pages about this were stored, so lawyers have no entry; no accountants' body page was stored. Movers
 * point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const chileDirectory: CountryDirectory = {
  country: "chile",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Servicio Nacional de Migraciones (SERMIG)",
      use: "Official SERMIG pages on Residencia Temporal subcategories (up to two years) and dependants; applications go through the SERMIG online procedures portal.",
      url: "https://serviciomigraciones.cl/en/categoria/temporary-residence/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Servicio de Impuestos Internos (SII)",
      use: "SII rules requiring people resident abroad who obtain a RUT or start activities in Chile to appoint a legal representative resident in Chile.",
      url: "https://www.sii.cl/portales/investors/registrese/representante_legal.htm",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Servicio de Impuestos Internos (SII)",
      use: "SII circular on registering in the Rol Único Tributario and giving notice of start of activities; an older text, so check the SII site for later instructions.",
      url: "https://www.sii.cl/documentos/circulares/2007/circu31.htm",
      asOf: "2007-06-01",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Superintendencia de Salud",
      use: "Regulator of Fonasa (public fund) and the isapres (private health insurers); its FAQ explains Fonasa bonos, isapre coverage and GES/AUGE guarantees.",
      url: "https://superdesalud.gob.cl/preguntas-frecuentes/tax-grupos-de-interes/personas-6051",
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
