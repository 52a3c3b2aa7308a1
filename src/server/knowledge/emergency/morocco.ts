/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Morocco. Embassy phone and emergency numbers from the CIA World Factbook "Travel Facts" page for Morocco (2023
 * archive, U.S. government). The Consulate General in Casablanca, where consular services are given, is not
 * listed: no official page with its phone was found. No State Department advisory page was found.
 */
import type { CountryEmergency } from "./emergency.schema";

const factbook = {
  publisher: "Central Intelligence Agency",
  title: "The World Factbook (2023 archive): Morocco, Travel Facts",
  url: "https://cia.gov/the-world-factbook/about/archives/2023/countries/morocco/travel-facts",
  asOf: "2023",
  reviewedOn: "2026-11-23",
  research:
    "Emergency numbers: police 19, ambulance and fire 15. Embassy Rabat main number. OSAC's Morocco 2020 Crime & Safety Report (copy on DocsLib) names the Consulate General in Casablanca; a third-party copy of the State Department page gives Casablanca +212 522 642 099 and an after-hours line +212 661 13 19 39, not used because no official page with them was found.",
};

export const moroccoEmergency: CountryEmergency = {
  country: "morocco",
  checked: "2026-11",
  numbers: {
    police: "190",
    ambulance: "190",
    fire: "190",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Morocco travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/Morocco/Local_contacts.md",
      asOf: "2024-12-10",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/africa/morocco (page last updated 2024-12-10), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 190 Call 190 or go to the nearest hospital. Contact your travel insurer’s 24-hour emergency number as soon as you can. Call 190 or visit the nearest police station. Most emergency phone operators don't speak English. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    },
    general: "190",
    crossCheck: {
      source: factbook,
      differs: "19 for the police and 15 for ambulance and fire",
    },
  },
  usPosts: [{ kind: "embassy", city: "Rabat", phone: "+212 537 637 200", url: "https://ma.usembassy.gov/", source: factbook }],
  advisory: {
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-04-21",
    source: {
      publisher: "US Department of State",
      title: "Morocco Travel Advisory",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/unitedstates/Morocco/Advisory.md",
      asOf: "2025-04-21",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the State Department travel advisory for Morocco (travel.state.gov), kept by the travel-advisories repository, which scrapes it daily (copy of 2025-08-14): Travel Advisory April 21, 2025, Morocco - Level 2: Exercise Increased Caution. ; \"Tool Tip: Other\") ; \"Tool Tip: Wrongful Detention\") ; \"Tool Tip: Kidnap and Hostage\") ; \"Tool Tip: Event\") ; \"Tool Tip: Disaster\") ; \"Tool Tip: Health\") ; \"Tool Tip: Civil Unrest\") ; \"Tool Tip: Terrorism\") ; \"Tool Tip: Crimes\") ***Reissued after periodic review with minor edits.*** Exercise increased caution in Morocco due to **terrorism**. **Country Summary:** Terrorist groups continue plottin",
    },
  },
};
