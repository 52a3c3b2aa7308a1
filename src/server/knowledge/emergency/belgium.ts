/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the page described below for the general number 112 is kept as its source.
 * Belgium. Embassy from the State Department's country information page (travel.state.gov). 112 from the
 * European Commission's Your Europe page (Belgium also keeps 101 police and 100 ambulance/fire). The country
 * page carries the advisory text without a date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const belgiumEmergency: CountryEmergency = {
  country: "belgium",
  checked: "2026-11",
  numbers: {
    police: "101",
    ambulance: "112",
    fire: "112",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Belgium travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/Belgium/Local_contacts.md",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/europe/belgium (page last updated 2025-08-13), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 112. Call 112. Call 101. Contact the nearest police station if it isn't an emergency. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    },
    general: "112",
    generalSource: EU_112_NUMBERS.source,
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Brussels",
      phone: "+32 2 811 4000",
      url: "https://be.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Belgium International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Belgium.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research: "Main embassy number. Month read used as the date.",
      },
    },
  ],
  advisory: {
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-22",
    source: {
      publisher: "US Department of State",
      title: "Belgium Travel Advisory",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/unitedstates/Belgium/Advisory.md",
      asOf: "2025-05-22",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the State Department travel advisory for Belgium (travel.state.gov), kept by the travel-advisories repository, which scrapes it daily (copy of 2025-08-14): Travel Advisory May 22, 2025, Belgium - Level 2: Exercise Increased Caution. ; \"Tool Tip: Other\") ; \"Tool Tip: Wrongful Detention\") ; \"Tool Tip: Kidnap and Hostage\") ; \"Tool Tip: Event\") ; \"Tool Tip: Disaster\") ; \"Tool Tip: Health\") ; \"Tool Tip: Civil Unrest\") ; \"Tool Tip: Terrorism\") ; \"Tool Tip: Crimes\") ***Reissued after periodic review with minor edits.*** Exercise increased caution in Belgium due to **terrorism.** **Country Summary:** There is a risk of terrorist viol",
    },
  },
};
