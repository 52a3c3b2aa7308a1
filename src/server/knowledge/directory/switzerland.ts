/**
 * Switzerland: official bodies found in the search store (SEM, Federal Office of Justice, ch.ch, FOPH, EXPERTsuisse).
 * Lawyers are registered in cantonal registers; no cantonal register page was stored, so the entry is the Federal Office
 * of Justice page explaining the system. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const switzerlandDirectory: CountryDirectory = {
  country: "switzerland",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "State Secretariat for Migration (SEM)",
      use: "Sets the conditions for entering, living and working in Switzerland; residence permits are issued through the cantonal migration offices.",
      url: "https://www.sem.admin.ch/sem/en/home/ueberuns/sem.html",
      asOf: "2015-01-01",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Federal Office of Justice",
      use: "Lawyers who may represent clients in court are entered in the lawyers' register of the canton where their office is; check a lawyer with that canton.",
      url: "https://www.bj.admin.ch/bj/en/home/staat/gesetzgebung/archiv/anwaltsgesetz-freizuegigkeit.html",
      asOf: "2002-12-18",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "EXPERTsuisse (Swiss Expert Association for Audit, Tax and Fiduciary)",
      use: "Professional association of auditors, tax experts and fiduciaries; 'tax adviser' is not a protected title, but 'certified tax expert' is.",
      url: "https://expertsuisse.ch/mitgliedunternehmen-werden",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "ch.ch (Swiss federal, cantonal and communal authorities)",
      use: "Foreign workers without a C permit usually pay income tax deducted at source by the employer to the cantonal tax authority; others file a return.",
      url: "https://ch.ch/en/taxes-and-finances/types-of-taxation/tax-at-source",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Federal Office of Public Health (FOPH/BAG)",
      use: "Anyone settling in Switzerland must take out basic health insurance with an approved insurer within three months; the FOPH keeps the list of approved insurers.",
      url: "https://www.bag.admin.ch/bag/en/home/versicherungen/krankenversicherung/krankenversicherung-versicherte-mit-wohnsitz-in-der-schweiz/versicherungspflicht.html",
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
