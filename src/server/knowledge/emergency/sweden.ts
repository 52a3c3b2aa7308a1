/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Sweden. Embassy from the State Department's country information page (travel.state.gov). 112 from the
 * European Commission's Your Europe page. The country page carries the advisory text without a date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const swedenEmergency: CountryEmergency = {
  country: "sweden",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Sweden travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/Sweden/Local_contacts.md",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/europe/sweden (page last updated 2025-08-13), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 112. Call 112. Call 112. Always get a police report when reporting a crime. Your insurer should have a 24-hour emergency number.",
    },
    general: "112",
    crossCheck: {
      source: EU_112_NUMBERS.source,
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Stockholm",
      phone: "+46 8 783 5300",
      url: "https://se.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Sweden International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Sweden.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research: "Main embassy number, from an older version of the page. Month read used as the date.",
      },
    },
  ],
  advisory: {
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2024-07-24",
    source: {
      publisher: "US Department of State",
      title: "Sweden Travel Advisory",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/unitedstates/Sweden/Advisory.md",
      asOf: "2024-07-24",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the State Department travel advisory for Sweden (travel.state.gov), kept by the travel-advisories repository, which scrapes it daily (copy of 2025-08-14): Travel Advisory July 24, 2024, Sweden - Level 2: Exercise Increased Caution. ; \"Tool Tip: Other\") ; \"Tool Tip: Wrongful Detention\") ; \"Tool Tip: Kidnap and Hostage\") ; \"Tool Tip: Event\") ; \"Tool Tip: Disaster\") ; \"Tool Tip: Health\") ; \"Tool Tip: Civil Unrest\") ; \"Tool Tip: Terrorism\") ; \"Tool Tip: Crimes\") ***Reissued after periodic review without changes*** Exercise increased caution in Sweden due to **terrorism**. **Country Summary:** Terrorist groups continue plotting p",
    },
  },
};
