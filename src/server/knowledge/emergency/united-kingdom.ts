/**
 * United Kingdom. London and Edinburgh from the State Department's current country information page
 * (travel.state.gov, version with the 2025 ETA requirement); Belfast from the State Department's study-abroad
 * page (2017), because the stored current page is cut before it. No page read gave the UK emergency number. The
 * country page carries the advisory text without an issue date, so the advisory is left unknown.
 */
import type { CountryEmergency } from "./emergency.schema";

const countryPage = {
  publisher: "U.S. Department of State – United Kingdom International Travel Information",
  title: "U.S. Department of State – United Kingdom International Travel Information",
  url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/UnitedKingdom.html",
  asOf: "2025",
};

export const unitedKingdomEmergency: CountryEmergency = {
  country: "united-kingdom",
  checked: "2026-11",
  numbers: {
    value: null,
    note: "No page read in the search store gave the United Kingdom's police, ambulance and fire numbers, so none are recorded.",
  },
  usPosts: [
    { kind: "embassy", city: "London", phone: "+44 20 7499 9000", url: "https://uk.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Edinburgh", phone: "+44 131 556 8315", url: "https://uk.usembassy.gov/", source: countryPage },
    {
      kind: "consulate",
      city: "Belfast",
      phone: "+44 28 9038 6100",
      url: "https://uk.usembassy.gov/",
      source: {
        publisher: "U.S. Department of State – Students Abroad country information: United Kingdom",
        title: "U.S. Department of State – Students Abroad country information: United Kingdom",
        url: "https://travel.state.gov/content/studentsabroad/en/beforeyougo/csi/united-kingdom.html",
        asOf: "2017-03-27",
      },
    },
  ],
  advisory: {
    value: null,
    note: "The State Department country page for the United Kingdom says 'Exercise increased caution in the United Kingdom due to terrorism' (Level 2, reissued after periodic review with minor edits) but shows no issue date, so no level or date is recorded.",
  },
};
