/**
 * Sweden: official bodies found in the search store (Migrationsverket, Skatteverket, Swedish Bar Association,
 * informationsverige.se run by the county administrative boards). No page of FAR (the accountancy body) was stored, so
 * tax advisers have no entry. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const swedenDirectory: CountryDirectory = {
  country: "sweden",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Swedish Migration Agency (Migrationsverket)",
      use: "Examines applications from people who want to come to Sweden to work, study, join family or live; non-EU citizens staying over three months need a residence permit.",
      url: "https://migrationsverket.se/en/about-the-swedish-migration-agency/this-is-what-the-swedish-migration-agency-does.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "lawyers",
      name: "Swedish Bar Association (Sveriges advokatsamfund)",
      use: "Only members of the Bar Association may use the title 'advokat'; the Association supervises its members.",
      url: "https://advokatsamfundet.com/about-the-swedish-bar-association/",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "Swedish Tax Agency (Skatteverket)",
      use: "If you will live in Sweden for a year or more you register in the Population Register with Skatteverket (showing your residence permit) and get a personal identity number.",
      url: "https://skatteverket.se/servicelankar/otherlanguages/inenglishengelska/individualsandemployees/movingtosweden/citizenofnoneueeacountry.4.5a85666214dbad743ffff54.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Information Sverige (county administrative boards)",
      use: "Once registered in the Population Register you have the same right to public healthcare as other residents, paying the regular patient fees; 1177 is the national advice line.",
      url: "https://www.informationsverige.se/en/jag-har-fatt-uppehallstillstand/om-du-behover-vard.html",
      asOf: "2024-09-26",
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
