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
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "South Korea travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/South%20Korea%20%28Republic%20of%20Korea%29/Local_contacts.md",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/asia/south-korea-republic-korea (page last updated 2025-08-13), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 119. Call 119 or go to the hospital. This is a 24/7 service with English interpreters available. To report a crime, call 112 or go to the nearest police station. This is a 24/7 service with English interpreters available. Always get a police report when you report a crime. If you have lost any property, visit the Lost112 website for more information.",
    },
    crossCheck: {
      source: factbook,
    },
  },
  usPosts: [{ kind: "embassy", city: "Seoul", phone: "+82 2 397 4114", url: "https://kr.usembassy.gov/", source: factbook }],
  advisory: {
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2025-05-28",
    source: {
      publisher: "US Department of State",
      title: "South Korea Travel Advisory",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/unitedstates/South%20Korea/Advisory.md",
      asOf: "2025-05-28",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the State Department travel advisory for South Korea (travel.state.gov), kept by the travel-advisories repository, which scrapes it daily (copy of 2025-08-14): Travel Advisory May 28, 2025, South Korea - Level 1: Exercise Normal Precautions. ; \"Tool Tip: Other\") ; \"Tool Tip: Wrongful Detention\") ; \"Tool Tip: Kidnap and Hostage\") ; \"Tool Tip: Event\") ; \"Tool Tip: Disaster\") ; \"Tool Tip: Health\") ; \"Tool Tip: Civil Unrest\") ; \"Tool Tip: Terrorism\") ; \"Tool Tip: Crimes\") ***Updated to reflect information on demonstrations and ongoing physician shortage.*** Exercise normal precautions when traveling to the Republic of Korea (ROK or South ",
    },
  },
};
