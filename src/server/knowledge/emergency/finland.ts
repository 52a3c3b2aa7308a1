/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Finland. Embassy phone from the embassy's own services page (fi.usembassy.gov: "call the main Embassy number
 * at +358-9-616-250 and select 0"). 112 from the European Commission's Your Europe page. No dated State
 * Department advisory page for Finland was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const finlandEmergency: CountryEmergency = {
  country: "finland",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Finland travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/Finland/Local_contacts.md",
      asOf: "2025-08-13",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/europe/finland (page last updated 2025-08-13), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 112. Call 112 or go to a hospital. Call 112 or go to the local police station. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    },
    general: "112",
    crossCheck: {
      source: EU_112_NUMBERS.source,
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Helsinki",
      phone: "+358 9 616 250",
      url: "https://fi.usembassy.gov/",
      source: {
        publisher: "US Embassy in Finland",
        title: "Services for U.S. citizens",
        url: "https://fi.usembassy.gov/services/",
        asOf: "2026-11",
        reviewedOn: "2026-11-23",
        research: "Main embassy number; for emergencies the page says to call it and select 0. Month read used as the date.",
      },
    },
  ],
  advisory: {
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2024-08-09",
    source: {
      publisher: "US Department of State",
      title: "Finland Travel Advisory",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/unitedstates/Finland/Advisory.md",
      asOf: "2024-08-09",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the State Department travel advisory for Finland (travel.state.gov), kept by the travel-advisories repository, which scrapes it daily (copy of 2025-08-14): Travel Advisory August 9, 2024, Finland - Level 1: Exercise Normal Precautions. ; \"Tool Tip: Other\") ; \"Tool Tip: Wrongful Detention\") ; \"Tool Tip: Kidnap and Hostage\") ; \"Tool Tip: Event\") ; \"Tool Tip: Disaster\") ; \"Tool Tip: Health\") ; \"Tool Tip: Civil Unrest\") ; \"Tool Tip: Terrorism\") ; \"Tool Tip: Crimes\") ***Reissued after periodic review without changes.*** Exercise normal precautions in Finland. Read the [country information page](https://travel.state.gov/content/travel",
    },
  },
};
