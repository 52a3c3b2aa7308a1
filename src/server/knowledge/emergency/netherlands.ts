/**
 * Netherlands. Posts from the State Department's country information page (travel.state.gov, version listing the
 * embassy at John Adams Park 1, Wassenaar); all consular services are given at the Consulate General in
 * Amsterdam. 112 from the European Commission's Your Europe page. The stored country page carries the advisory
 * text but no advisory date, so the advisory is left unknown.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

const countryPage = {
  publisher: "U.S. Department of State – Netherlands International Travel Information",
  title: "U.S. Department of State – Netherlands International Travel Information",
  url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Netherlands.html",
  asOf: "2026-11",
};

export const netherlandsEmergency: CountryEmergency = {
  country: "netherlands",
  checked: "2026-11",
  numbers: EU_112_NUMBERS,
  usPosts: [
    { kind: "embassy", city: "The Hague (Wassenaar)", phone: "+31 70 310 2209", url: "https://nl.usembassy.gov/", source: countryPage },
    { kind: "consulate", city: "Amsterdam", phone: "+31 70 310 2209", url: "https://nl.usembassy.gov/", source: countryPage },
  ],
  advisory: {
    value: null,
    note: "The stored State Department country page for the Netherlands says 'Exercise normal precautions in the Netherlands' (Level 1) but shows no issue date, and no dated advisory page was stored, so no level or date is recorded.",
  },
};
