/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * South Korea. Embassy phone and emergency numbers from the CIA World Factbook "Travel Facts" page for South
 * Korea (2022 edition, U.S. government). The U.S. consulate in Busan was not on an official page found, so it is
 * not listed. The Factbook repeats the State Department's advice (normal precautions) without a date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

const factbook = {
  publisher: "Central Intelligence Agency",
  title: "The World Factbook 2022: Korea, South, Travel Facts",
  url: "https://cia.gov/the-world-factbook/about/archives/2022/countries/korea-south/travel-facts",
  asOf: "2022",
  reviewedOn: "2026-11-23",
  research:
    "Gives police 112, fire and ambulance 119, and the embassy's main number [82] (2) 397-4114. The embassy's consular blog (usembassyseoulconsular.wordpress.com) also gives 02-397-4114 for crime victims. No kr.usembassy.gov page with the phone was found.",
};

export const southKoreaEmergency: CountryEmergency = {
  country: "south-korea",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "119",
    fire: "119",
    note: "Both lines answer around the clock with English interpreters.",
    source: smartravellerLocalContacts({
      country: "South Korea", folder: "South Korea (Republic of Korea)",
      officialUrl: "https://www.smartraveller.gov.au/destinations/asia/south-korea-republic-korea",
      updated: "2025-08-13",
      reads: "Call 119. Call 119 or go to the hospital. This is a 24/7 service with English interpreters available. To report a crime, call 112 or go to the nearest police station. This is a 24/7 service with English interpreters available. Always get a police report when you report a crime. If you have lost any property, visit the Lost112 website for more information.",
    }),
    crossCheck: {
      source: factbook,
    },
  },
  usPosts: [{ kind: "embassy", city: "Seoul", phone: "+82 2 397 4114", url: "https://kr.usembassy.gov/", source: factbook }],
  advisory: stateDepartmentAdvisory({
    country: "South Korea",
    file: "south_korea",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2025-05-28",
    reads: "Updated to reflect information on demonstrations and ongoing physician shortage. Exercise normal precautions when traveling to the Republic of Korea (ROK or South Korea). Advisory ",
  }),
};
