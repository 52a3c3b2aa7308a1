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
import { smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const singaporeEmergency: CountryEmergency = {
  country: "singapore",
  checked: "2026-11",
  numbers: {
    police: "999",
    ambulance: "995",
    fire: "995",
    source: smartravellerLocalContacts({
      country: "Singapore",
      officialUrl: "https://www.smartraveller.gov.au/destinations/asia/singapore",
      updated: "2025-04-22",
      reads: "Call 995. Call 995 or go to the hospital. Call 999. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
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
  advisory: stateDepartmentAdvisory({
    country: "Singapore",
    file: "singapore",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-03-09",
    reads: "There were no changes to the advisory level or risk indicators. Advisory summary was updated. Exercise normal precautions in Singapore. Advisory summary Singapore is generally a sa",
  }),
};
