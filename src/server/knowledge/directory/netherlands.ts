/**
 * Netherlands: official bodies found in the search store. The IND entry links the IND's residence-permits overview
 * (ind.nl/en/residence-permits, read in the stored copy: "You need a residence permit to stay in the Netherlands. The
 * residence permit that you apply for is depends on your situation."), which replaced its disclaimer page. No government page on compulsory health insurance was stored
 * (only insurers' and universities' pages), so health insurance has no entry. The tax authority entry is the
 * Belastingdienst's own English page on the tax return for the year of immigration (M form). The bar entry's facts come
 * from the justice-chain partner page describing the NOvA (strafrechtketen.nl/partners/nederlandse-orde-van-advocaten,
 * linked before); the entry now links the NOvA's own "zoek een advocaat" register (advocatenorde.nl), whose address
 * several public sources give but which was not read.
 */
import type { CountryDirectory } from "./directory.schema";

export const netherlandsDirectory: CountryDirectory = {
  country: "netherlands",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Immigratie- en Naturalisatiedienst (IND, Immigration and Naturalisation Service)",
      use: "Residence permits: you need one to stay in the Netherlands, and the one you apply for depends on your situation (work, study, family and others); for a highly skilled migrant permit, only an employer recognised by the IND can apply for you.",
      url: "https://ind.nl/en/residence-permits",
      asOf: "2026-11",
      reviewedOn: "2026-11-28",
    },
    {
      category: "lawyers",
      name: "Nederlandse Orde van Advocaten (NOvA, Netherlands Bar)",
      use: "Every advocaat is by law a member of the NOvA and of the local bar of their district; the Bar sets the rules and oversees quality. Search its register to check a lawyer.",
      url: "https://www.advocatenorde.nl/zoek-een-advocaat",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Nederlandse Orde van Belastingadviseurs (NOB, Dutch Association of Tax Advisers)",
      use: "Professional body of tax advisers; members need a master's in tax law or tax economics and are subject to NOB disciplinary rules ('belastingadviseur' itself is not a protected title).",
      url: "https://nob.net/lidmaatschap",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Belastingdienst (Dutch Tax and Customs Administration)",
      use: "How to file the income tax return for the year you immigrate or emigrate (form M): online in Mijn Belastingdienst with DigiD, or on the paper M form, before 1 May.",
      url: "https://www.belastingdienst.nl/wps/wcm/connect/en/individuals/content/partly-living-outside-the-netherlands-m-tax-return",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
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
