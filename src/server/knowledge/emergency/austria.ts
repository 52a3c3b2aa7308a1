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
import { EU_EMERGENCY_NUMBER, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const austriaEmergency: CountryEmergency = {
  country: "austria",
  checked: "2026-11",
  numbers: {
    police: "133",
    ambulance: "144",
    fire: "122",
    source: smartravellerLocalContacts({
      country: "Austria",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/austria",
      updated: "2025-08-13",
      reads: "Call 122. Call 144. Call 133. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "112",
    generalSource: EU_EMERGENCY_NUMBER,
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
  advisory: stateDepartmentAdvisory({
    country: "Austria",
    file: "austria",
    level: 1,
    label: "Exercise Normal Precautions",
    issued: "2026-08-21",
    reads: "There were no changes to the advisory level or risk indicators. Advisory summary was updated. Advisory summary Austria is generally a safe destination for travelers. Read our Trave",
  }),
};
