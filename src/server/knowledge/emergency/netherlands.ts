/**
 * Netherlands. Posts from the State Department's country information page (travel.state.gov, version listing the
 * embassy at John Adams Park 1, Wassenaar); all consular services are given at the Consulate General in
 * Amsterdam. 112 from the European Commission's Your Europe page. The country page carries the advisory text but
 * no advisory date.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

const countryPage = {
  publisher: "US Department of State",
  title: "Netherlands International Travel Information",
  url: "https://travel.state.gov/content/travel/en/international-travel/International-Travel-Country-Information-Pages/Netherlands.html",
  asOf: "2026-11",
  research: "Version listing the embassy at John Adams Park 1, Wassenaar; the page gives one number for the embassy and the Amsterdam consulate. Month read used as the date.",
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
    note: "Check the current State Department travel advisory for the Netherlands at travel.state.gov before you go.",
    research:
      "The State Department country page for the Netherlands says 'Exercise normal precautions in the Netherlands' (Level 1) but shows no issue date, and no dated advisory page was found.",
  },
};
