/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * France. Posts from the State Department's consular-notification country page for France (travel.state.gov,
 * 2017), which lists the embassy and the two consulates general. 112 from the European Commission's Your Europe
 * page (France also keeps 17 police, 15 SAMU and 18 fire). No dated State Department advisory page for France was
 * found. Phones written in international form without brackets.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

const countryPage = {
  publisher: "US Department of State",
  title: "Consular Notification and Access: France",
  url: "https://travel.state.gov/content/travel/en/consularnotification/ConsularNotificationandAccess/France.html",
  asOf: "2017-10",
  reviewedOn: "2026-11-23",
  research: "Country information and embassies section of the consular-notification page; the embassy number is the main switchboard.",
};

export const franceEmergency: CountryEmergency = {
  country: "france",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "France travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/France/Local_contacts.md",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/europe/france (page last updated 2025-08-13), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 112. Call 112. Call 112. Always get a police report when you report a crime. Call 3919 for victims of domestic violence. Your insurer should have a 24-hour emergency number.",
    },
    general: "112",
    crossCheck: {
      source: EU_112_NUMBERS.source,
    },
  },
  usPosts: [
    { kind: "embassy", city: "Paris", phone: "+33 1 43 12 22 22", url: "https://fr.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Marseille", phone: "+33 1 43 12 48 85", url: "https://fr.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Strasbourg", phone: "+33 1 43 12 48 80", url: "https://fr.usembassy.gov/", source: countryPage },
  ],
  advisory: {
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-28",
    source: {
      publisher: "US Department of State",
      title: "France Travel Advisory",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/unitedstates/France/Advisory.md",
      asOf: "2025-05-28",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the State Department travel advisory for France (travel.state.gov), kept by the travel-advisories repository, which scrapes it daily (copy of 2025-08-14): Travel Advisory May 28, 2025, France - Level 2: Exercise Increased Caution. ; \"Tool Tip: Other\") ; \"Tool Tip: Wrongful Detention\") ; \"Tool Tip: Kidnap and Hostage\") ; \"Tool Tip: Event\") ; \"Tool Tip: Disaster\") ; \"Tool Tip: Health\") ; \"Tool Tip: Civil Unrest\") ; \"Tool Tip: Terrorism\") ; \"Tool Tip: Crimes\") ***Reissued after periodic review with minor edits.*** Exercise increased caution in France due to **terrorism**and**civil unrest**. **Advisory Summary:** Pickpocketing ",
    },
  },
};
