/**
 * Belgium. Embassy from the State Department's country information page (travel.state.gov). 112 from the
 * European Commission's Your Europe page (Belgium also keeps 101 police and 100 ambulance/fire). The stored
 * country page carries the advisory text without a date, so the advisory is left unknown.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const belgiumEmergency: CountryEmergency = {
  country: "belgium",
  checked: "2026-11",
  numbers: EU_112_NUMBERS,
  usPosts: [
    {
      kind: "embassy",
      city: "Brussels",
      phone: "+32 2 811 4000",
      url: "https://be.usembassy.gov/",
      source: {
        publisher: "U.S. Department of State – Belgium International Travel Information",
        title: "U.S. Department of State – Belgium International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Belgium.html",
        asOf: "2026-11",
      },
    },
  ],
  advisory: {
    value: null,
    note: "The stored State Department country page for Belgium says 'Exercise increased caution in Belgium due to terrorism' (Level 2) but shows no issue date, and no dated advisory page was stored, so no level or date is recorded.",
  },
};
