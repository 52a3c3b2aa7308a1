/**
 * Ecuador: official pages found in the search store are the Foreign Ministry's (MREMH) visa procedure pages on
 * gob.ec and an IESS (social security) voluntary-affiliation page. Lawyers must be incorporated into the "Foro de
 * Abogados" register kept by the Consejo de la Judicatura, but only news and forum reports of this were stored, so
 * lawyers have no entry. No page on the Servicio de Rentas Internas' (SRI) own host (sri.gob.ec) was stored (its
 * only procedure page seen, on the gob.ec portal, is a tax-residence certificate for companies), and no page of an
 * accountants' body, so the tax authority and tax advisers have no entry. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const ecuadorDirectory: CountryDirectory = {
  country: "ecuador",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Ministerio de Relaciones Exteriores y Movilidad Humana (MREMH)",
      use: "Official procedure pages for Ecuador's temporary residence visas; visas are processed by the Foreign Ministry through consulates abroad and its zonal offices in Ecuador.",
      url: "https://www.gob.ec/mremh/tramites/concesion-visa-residencia-temporal-voluntario-misionero",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Instituto Ecuatoriano de Seguridad Social (IESS)",
      use: "Public social-security insurer; its voluntary-affiliation scheme is the route into IESS health cover for people who are not employees.",
      url: "https://www.iess.gob.ec/en/web/afiliacion-voluntaria/atencion-personalizada/-/message_boards/view_message/1711793/maximized",
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
