/**
 * Germany. Embassy phone from the embassy's American Citizen Services page (de.usembassy.gov); the Frankfurt
 * phone from the State Department's study-abroad country page (2017); Munich named on the embassy page without
 * a phone. The consulates general in Hamburg, Düsseldorf and Leipzig appear only on old http pages, so they are
 * not listed. 112 from the European Commission's Your Europe page (Germany also has 110 for police). No State
 * Department advisory page for Germany was stored.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

const acsBerlin = {
  publisher: "U.S. Embassy & Consulates in Germany – American Citizen Services at the U.S. Embassy Berlin",
  title: "U.S. Embassy & Consulates in Germany – American Citizen Services at the U.S. Embassy Berlin",
  url: "https://de.usembassy.gov/embassy-consulates/embassy/american-citizen-services-u-s-embassy-berlin/",
  asOf: "2026-11",
};

export const germanyEmergency: CountryEmergency = {
  country: "germany",
  checked: "2026-11",
  numbers: EU_112_NUMBERS,
  usPosts: [
    { kind: "embassy", city: "Berlin", phone: "+49 30 8305 0", url: "https://de.usembassy.gov/", source: acsBerlin },
    {
      kind: "consulate",
      city: "Frankfurt am Main",
      phone: "+49 69 7535 0",
      url: "https://de.usembassy.gov/",
      source: {
        publisher: "U.S. Department of State – Students Abroad country information: Germany",
        title: "U.S. Department of State – Students Abroad country information: Germany",
        url: "https://travel.state.gov/content/studentsabroad/en/beforeyougo/csi/germany.html",
        asOf: "2017-04-19",
      },
    },
    { kind: "consulate", city: "Munich", phone: null, url: "https://de.usembassy.gov/", source: acsBerlin },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Germany was found in the search store. Press reports describe Level 2 (Exercise Increased Caution, terrorism), raised on May 1, 2024 and reissued in May 2025, but the issue date could not be read on an official page.",
  },
};
