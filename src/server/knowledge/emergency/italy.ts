/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Italy. Embassy phone from the State Department's study-abroad country page (2017). The consulates general
 * (Milan, Florence, Naples) are not listed: their phones were found only in a university's copy of the State
 * Department country information, not on an official page. 112 from the European Commission's Your Europe page.
 * No dated State Department advisory was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const italyEmergency: CountryEmergency = {
  country: "italy",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    said: { police: "112 or 113", ambulance: "112 or 118", fire: "112 or 115" },
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Italy travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/Italy/Local_contacts.md",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/europe/italy (page last updated 2025-08-13), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 112 or 115. Call 112 or 118. Call 112 or 113. Call 112. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    },
    general: "112",
    crossCheck: {
      source: EU_112_NUMBERS.source,
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Rome",
      phone: "+39 06 4674 1",
      url: "https://it.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Students Abroad country information: Italy",
        url: "https://travel.state.gov/content/studentsabroad/en/beforeyougo/csi/italy.html",
        asOf: "2017-03-01",
        reviewedOn: "2026-11-23",
        research:
          "Main embassy switchboard. Milan (+39 02 290 351) and Florence (+39 055 266 951) consulate phones appear in the University of Maine study-abroad office's copy of the State Department country information (January 15, 2020, umaine.abroadoffice.net); Naples is named on it.usembassy.gov/u-s-citizen-services/ without a phone. They are left out until an official page with their phones is found.",
      },
    },
  ],
  advisory: {
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-23",
    source: {
      publisher: "US Department of State",
      title: "Italy Travel Advisory",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/unitedstates/Italy/Advisory.md",
      asOf: "2025-05-23",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the State Department travel advisory for Italy (travel.state.gov), kept by the travel-advisories repository, which scrapes it daily (copy of 2025-08-14): Travel Advisory May 23, 2025, Italy - Level 2: Exercise Increased Caution. ; \"Tool Tip: Other\") ; \"Tool Tip: Wrongful Detention\") ; \"Tool Tip: Kidnap and Hostage\") ; \"Tool Tip: Event\") ; \"Tool Tip: Disaster\") ; \"Tool Tip: Health\") ; \"Tool Tip: Civil Unrest\") ; \"Tool Tip: Terrorism\") ; \"Tool Tip: Crimes\") **Exercise increased caution** in Italy due to **terrorism**. **Advisory summary:** There is risk of terrorist violence, including terrorist attacks and other activity i",
    },
  },
};
