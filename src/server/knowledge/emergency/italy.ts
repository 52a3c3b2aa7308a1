/**
 * Italy. Embassy phone from the State Department's study-abroad country page (2017); the consulates general are
 * named on the embassy's U.S. Citizen Services page; Florence and Milan phones come from a university's verbatim
 * copy of the State Department country information (January 15, 2020), as no official page with them was
 * stored. 112 from the European Commission's Your Europe page. No dated State Department advisory was stored.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

const csiCopy = {
  publisher: "University of Maine study-abroad office – copy of the State Department country information for Italy (January 15, 2020)",
  title: "University of Maine study-abroad office – copy of the State Department country information for Italy (January 15, 2020)",
  url: "https://umaine.abroadoffice.net/consular-info-sheet-italy.html",
  asOf: "2020-01-15",
};

export const italyEmergency: CountryEmergency = {
  country: "italy",
  checked: "2026-11",
  numbers: EU_112_NUMBERS,
  usPosts: [
    {
      kind: "embassy",
      city: "Rome",
      phone: "+39 06 4674 1",
      url: "https://it.usembassy.gov/",
      source: {
        publisher: "U.S. Department of State – Students Abroad country information: Italy",
        title: "U.S. Department of State – Students Abroad country information: Italy",
        url: "https://travel.state.gov/content/studentsabroad/en/beforeyougo/csi/italy.html",
        asOf: "2017-03-01",
      },
    },
    { kind: "consulate", city: "Milan", phone: "+39 02 290 351", url: "https://it.usembassy.gov/", source: csiCopy },
    { kind: "consulate", city: "Florence", phone: "+39 055 266 951", url: "https://it.usembassy.gov/", source: csiCopy },
    {
      kind: "consulate",
      city: "Naples",
      phone: null,
      url: "https://it.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy & Consulates in Italy – U.S. Citizen Services",
        title: "U.S. Embassy & Consulates in Italy – U.S. Citizen Services",
        url: "https://it.usembassy.gov/u-s-citizen-services/",
        asOf: "2020",
      },
    },
  ],
  advisory: {
    value: null,
    note: "The State Department advisory page for Italy was found only through a third-party proxy copy without its issue date (terrorism risk indicator). No dated official page was stored, so no level or date is recorded.",
  },
};
