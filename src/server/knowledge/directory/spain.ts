/**
 * Spain: official bodies found in the search store. No official page of the insurance supervisor (DGSFP) or the
 * health ministry was stored, so health insurance has no entry. The AEDAF page was stored at its http:// address;
 * the https form of the same address is used here. No page of the Consejo General de la Abogacía itself was stored,
 * so the lawyers entry is the Ministry of Justice portal's list of the local bars.
 */
import type { CountryDirectory } from "./directory.schema";

export const spainDirectory: CountryDirectory = {
  country: "spain",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Ministerio de Asuntos Exteriores, Unión Europea y Cooperación",
      use: "Explains the national (long-stay) visa that non-EU citizens need to live, work or study in Spain for more than 90 days; apply at the Spanish consulate for your place of residence.",
      url: "https://exteriores.gob.es:443/Embajadas/hanoi/es/ServiciosConsulares/Paginas/VISADO-NACIONAL.aspx",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Ministerio de Justicia (Administración de Justicia portal)",
      use: "The Ministry of Justice's list of the local bars (Colegios de la Abogacía). Lawyers must be registered with a local bar; the Consejo General de la Abogacía Española coordinates the 83 bars. Check a lawyer's registration with the local Colegio.",
      url: "https://www.administraciondejusticia.gob.es/colegios-profesionales-de-la-abogacia",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Asociación Española de Asesores Fiscales (AEDAF)",
      use: "National association of tax advisers; members need a university degree with tax specialisation.",
      url: "https://www.aedaf.es/ca/sobre-aedaf/associeu-vos-a-l-aedaf-95",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Agencia Estatal de Administración Tributaria (AEAT, Spanish Tax Agency)",
      use: "The national tax authority. The link opens the English page of its electronic office for non-residents (tax residence criteria, getting a tax number (NIF), non-residents' income tax, IRNR); the same office holds the rules and forms for residents' income tax (IRPF).",
      url: "https://sede.agenciatributaria.gob.es/Sede/en_gb/no-residentes.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-29",
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
