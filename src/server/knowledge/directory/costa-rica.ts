/**
 * Costa Rica: official bodies found in the search store (CCSS, the Ministry of Finance's legal database). No page of
 * the Dirección General de Migración y Extranjería itself was stored (only law-firm pages and an embassy page at an
 * http:// address), so the immigration authority has no entry; no page of the Colegio de Abogados y Abogadas or the
 * Colegio de Contadores Públicos was stored either. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const costaRicaDirectory: CountryDirectory = {
  country: "costa-rica",
  checked: "2026-11",
  entries: [
    {
      category: "health-insurance",
      name: "Caja Costarricense de Seguro Social (CCSS)",
      use: "Residents without an income-generating activity (e.g. rentistas, pensioners) join the public health system as voluntary insured persons, with their residence document.",
      url: "https://www.ccss.sa.cr/tramites?t=18",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Dirección General de Tributación (Ministerio de Hacienda)",
      use: "Resolution DGT-R-060-2017 on the obligation of taxpayers to register in the Registro Único Tributario (RUT) and keep their data up to date.",
      url: "https://scij.hacienda.go.cr/Docs/1/S/08/2010-2019/2015-2019/2017/1716C.html",
      asOf: "2017-12-20",
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
