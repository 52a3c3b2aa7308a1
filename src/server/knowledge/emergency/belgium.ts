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
import { EU_EMERGENCY_NUMBER, smartravellerLocalContacts, stateDepartmentAdvisory } from "./sources";

export const belgiumEmergency: CountryEmergency = {
  country: "belgium",
  checked: "2026-11",
  numbers: {
    police: "101",
    ambulance: "112",
    fire: "112",
    source: smartravellerLocalContacts({
      country: "Belgium",
      officialUrl: "https://www.smartraveller.gov.au/destinations/europe/belgium",
      updated: "2025-08-13",
      reads: "Call 112. Call 112. Call 101. Contact the nearest police station if it isn't an emergency. Always get a police report when you report a crime. Your insurer should have a 24-hour emergency number.",
    }),
    general: "112",
    generalSource: EU_EMERGENCY_NUMBER,
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
  advisory: stateDepartmentAdvisory({
    country: "Belgium",
    file: "belgium",
    level: 2,
    label: "Exercise Increased Caution",
    issued: "2026-07-23",
    reads: "Exercise increased caution in Belgium due to crime , terrorism , and unrest. ##### Crime Petty crime is common, especially in popular tourist locations. Stay aware of your surround",
  }),
};
