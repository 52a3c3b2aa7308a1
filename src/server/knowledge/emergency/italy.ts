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
import { EU_EMERGENCY_NUMBER, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const italyEmergency: CountryEmergency = {
  country: "italy",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "112",
    fire: "112",
    said: { police: "112 or 113", ambulance: "112 or 118", fire: "112 or 115" },
    source: smartravellerLocalContacts({
      country: "Italy",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/italy",
      updated: "2025-08-13",
      reads: "Call 112 or 115. Call 112 or 118. Call 112 or 113. Call 112. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "112",
    crossCheck: {
      source: EU_EMERGENCY_NUMBER,
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
  advisory: stateDepartmentAdvisory({
    country: "Italy",
    file: "italy",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2025-05-23",
    reads: "Exercise increased caution in Italy due to terrorism. There is risk of terrorist violence, including terrorist attacks and other activity in Italy. Visit the U.S. Department of Sta",
  }),
};
