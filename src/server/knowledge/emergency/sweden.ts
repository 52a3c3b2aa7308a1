/**
 * Sweden. Embassy from the State Department's country information page (travel.state.gov). 112 from the
 * European Commission's Your Europe page. The country page carries the advisory text without a date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const swedenEmergency: CountryEmergency = {
  country: "sweden",
  checked: "2026-11",
  numbers: EU_112_NUMBERS,
  usPosts: [
    {
      kind: "embassy",
      city: "Stockholm",
      phone: "+46 8 783 5300",
      url: "https://se.usembassy.gov/",
      source: {
        publisher: "US Department of State",
        title: "Sweden International Travel Information",
        url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Sweden.html",
        asOf: "2026-11",
        research: "Main embassy number, from an older version of the page. Month read used as the date.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Sweden at travel.state.gov before you go.",
    research:
      "The State Department country page for Sweden (an older version) says 'Exercise normal precautions in Sweden' without an issue date; press reports since then describe Level 2 for Sweden. No dated advisory page was found.",
  },
};
