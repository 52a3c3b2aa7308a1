/**
 * Thailand. Posts from the State Department's country information page (travel.state.gov, passports path);
 * emergency numbers from the CIA World Factbook "Travel Facts" page for Thailand (U.S. government). The country
 * page carries the advisory text ("Exercise normal precautions in Thailand. Some areas have increased risk")
 * without an issue date, so the advisory is left unknown.
 */
import type { CountryEmergency } from "./emergency.schema";

const countryPage = {
  publisher: "U.S. Department of State – Thailand International Travel Information",
  title: "U.S. Department of State – Thailand International Travel Information",
  url: "https://travel.state.gov/content/passports/en/country/thailand.html",
  asOf: "2026-11",
};

export const thailandEmergency: CountryEmergency = {
  country: "thailand",
  checked: "2026-11",
  numbers: {
    police: "191",
    ambulance: "191",
    fire: "199",
    source: {
      publisher: "CIA World Factbook – Thailand: Travel Facts (local emergency phone)",
      title: "CIA World Factbook – Thailand: Travel Facts (local emergency phone)",
      url: "https://www.cia.gov/the-world-factbook/countries/thailand/travel-facts",
      asOf: "2026-11",
    },
  },
  usPosts: [
    // After-hours line on the same page: +66 2 205 4000.
    { kind: "embassy", city: "Bangkok", phone: "+66 2 205 4049", url: "https://th.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Chiang Mai", phone: "+66 53 107 777", url: "https://th.usembassy.gov/", source: countryPage },
  ],
  advisory: {
    value: null,
    note: "The State Department country page for Thailand says 'Exercise normal precautions in Thailand. Some areas have increased risk' (Level 1, with the far-south provinces at Level 3) but shows no issue date, so no level or date is recorded.",
  },
};
