/**
 * Ireland. Embassy from the State Department's country information page. 112 from the European Commission's
 * Your Europe page (Ireland also answers 999). The country page carries the advisory text without its date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const irelandEmergency: CountryEmergency = {
  country: "ireland",
  checked: "2026-11",
  numbers: EU_112_NUMBERS,
  usPosts: [
    {
      kind: "embassy",
      city: "Dublin",
      phone: "+353 1 668 8777",
      url: "https://ie.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Ireland International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Ireland.html",
        asOf: "2026-11",
        research:
          "The search store names this page with a trailing dot after the host (travel.state.gov./content/...); the link is written without it. Main embassy number. Month read used as the date.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Ireland at travel.state.gov before you go.",
    research:
      "The State Department country page for Ireland says 'Exercise normal precautions in Ireland' (Level 1, reissued after periodic review without changes) but shows no issue date, so no level or date is recorded.",
  },
};
