/**
 * Belgium. Embassy from the State Department's country information page (travel.state.gov). 112 from the
 * European Commission's Your Europe page (Belgium also keeps 101 police and 100 ambulance/fire). The country
 * page carries the advisory text without a date.
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
        publisher: "US Department of State",
        title: "Belgium International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Belgium.html",
        asOf: "2026-11",
        research: "Main embassy number. Month read used as the date.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Belgium at travel.state.gov before you go.",
    research:
      "The State Department country page for Belgium says 'Exercise increased caution in Belgium due to terrorism' (Level 2) but shows no issue date, and no dated advisory page was found.",
  },
};
