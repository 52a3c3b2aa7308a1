/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the page described below for the general number 112 is kept as its source.
 * Austria. Embassy phone from the embassy's own services page (at.usembassy.gov: life-or-death emergencies,
 * call (+43 1) 31339-0 and ask for American Citizen Services). 112 from the European Commission's Your Europe
 * page (Austria also keeps 133 police, 144 ambulance and 122 fire). No dated State Department advisory page for
 * Austria was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const austriaEmergency: CountryEmergency = {
  country: "austria",
  checked: "2026-11",
  numbers: {
    police: "133",
    ambulance: "144",
    fire: "122",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Austria travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/Austria/Local_contacts.md",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/europe/austria (page last updated 2025-08-13), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 122. Call 144. Call 133. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    },
    general: "112",
    generalSource: EU_112_NUMBERS.source,
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Vienna",
      phone: "+43 1 31339 0",
      url: "https://at.usembassy.gov/",
      source: {
        publisher: "US Embassy in Austria",
        title: "U.S. Citizen Services",
        url: "https://at.usembassy.gov/services/",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research:
          "The page says U.S. citizens with life-or-death emergencies only should call (+43 1) 31339-0 and ask for American Citizen Services (from the U.S., 011-43-1-31339-0). Replaces Learn4Good's embassy directory, which gave the same number. Month read used as the date.",
      },
    },
  ],
  advisory: {
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2024-08-23",
    source: {
      publisher: "US Department of State",
      title: "Austria Travel Advisory",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/unitedstates/Austria/Advisory.md",
      asOf: "2024-08-23",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the State Department travel advisory for Austria (travel.state.gov), kept by the travel-advisories repository, which scrapes it daily (copy of 2025-08-14): Travel Advisory August 23, 2024, Austria - Level 1: Exercise Normal Precautions. ; \"Tool Tip: Other\") ; \"Tool Tip: Wrongful Detention\") ; \"Tool Tip: Kidnap and Hostage\") ; \"Tool Tip: Event\") ; \"Tool Tip: Disaster\") ; \"Tool Tip: Health\") ; \"Tool Tip: Civil Unrest\") ; \"Tool Tip: Terrorism\") ; \"Tool Tip: Crimes\") ***Reissued after periodic review without changes.*** Exercise normal precautions in Austria. Read the [country information page](https://travel.state.gov/content/travel",
    },
  },
};
