/**
 * Travel advisory: the State Department's advisory page, read through a verbatim GitHub archive of it (issue 30);
 * where the notes below say no advisory page was found, they describe the search before that archive was used.
 * Police, ambulance and fire numbers: Smartraveller's "Local contacts" page, read through a verbatim GitHub
 * archive of it (issue 30); the source described below for the numbers is kept as their cross-check.
 * Singapore. 995 for fire engines and ambulances from the Singapore Civil Defence Force; 999 for the police from
 * OSAC (see research). Embassy phone from the State Department's country information page, which gives the same
 * number for office hours and after hours. The page carries the advisory wording without an issue date.
 */
import type { CountryEmergency } from "./emergency.schema";

export const singaporeEmergency: CountryEmergency = {
  country: "singapore",
  checked: "2026-11",
  numbers: {
    police: "999",
    ambulance: "995",
    fire: "995",
    source: {
      publisher: "Australian Department of Foreign Affairs and Trade",
      title: "Singapore travel advice (Smartraveller): Local contacts",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/australia/Singapore/Local_contacts.md",
      asOf: "2025-04-22",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the Local contacts page of https://www.smartraveller.gov.au/destinations/asia/singapore (page last updated 2025-04-22), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: Call 995. Call 995 or go to the hospital. Call 999. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    },
    crossCheck: {
      source: {
        publisher: "Singapore Civil Defence Force",
        title: "SCDF Emergency Medical Services and 1777",
        url: "https://www.scdf.gov.sg/home/about-us/information/scdf-emergency-medical-service-and-1777",
        asOf: "2026-11",
        reviewedOn: "2026-11-28",
        research:
          "The SCDF page lists '995 Fire Engine/ Ambulance' and '1777 Non-Emergency Ambulance' and says to dial 995 for an SCDF ambulance. Police 999: OSAC Singapore Country Security Report, published November 24, 2025 (https://www.osac.gov/Content/Report/b7a3c1e6-630b-4cd9-abc5-1c2ea2b19903: 'The crime emergency line in Singapore is 999. Send emergency SMS texts to 71999'). No single official page listing all three was found.",
      },
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Singapore",
      phone: "+65 6476 9100",
      url: "https://sg.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Singapore International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Singapore.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "The page gives 'Telephone: +(65) 6476-9100; Emergency After-Hours Telephone: +(65) 6476-9100'. Previously cited from OSAC's November 24, 2025 report, which gives the same number.",
      },
    },
  ],
  advisory: {
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2025-03-05",
    source: {
      publisher: "US Department of State",
      title: "Singapore Travel Advisory",
      url: "https://github.com/marcolussetti/travel-advisories/blob/bbc331def9b73f61253cca713cd85a4b363a436f/unitedstates/Singapore/Advisory.md",
      asOf: "2025-03-05",
      reviewedOn: "2026-11-28",
      via: "GitHub (marcolussetti/travel-advisories repository)",
      research: "Verbatim copy of the State Department travel advisory for Singapore (travel.state.gov), kept by the travel-advisories repository, which scrapes it daily (copy of 2025-08-14): Travel Advisory March 5, 2025, Singapore - Level 1: Exercise Normal Precautions. ; \"Tool Tip: Other\") ; \"Tool Tip: Wrongful Detention\") ; \"Tool Tip: Kidnap and Hostage\") ; \"Tool Tip: Event\") ; \"Tool Tip: Disaster\") ; \"Tool Tip: Health\") ; \"Tool Tip: Civil Unrest\") ; \"Tool Tip: Terrorism\") ; \"Tool Tip: Crimes\") ***Reissued after periodic review with minor edits.*** Exercise normal precautions in Singapore. Read the [country information page](https://travel.state.gov/content/tra",
    },
  },
};
