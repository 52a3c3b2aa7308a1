/**
 * Denmark. The embassy phone comes from a college study-abroad office's verbatim copy of the State Department
 * country information (June 25, 2019); the embassy's own stored pages show no phone on https. 112 from the
 * European Commission's Your Europe page. No dated State Department advisory page for Denmark was stored.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const denmarkEmergency: CountryEmergency = {
  country: "denmark",
  checked: "2026-11",
  numbers: EU_112_NUMBERS,
  usPosts: [
    {
      kind: "embassy",
      city: "Copenhagen",
      phone: "+45 3341 7100",
      url: "https://dk.usembassy.gov/",
      source: {
        publisher: "College of Charleston study-abroad office – copy of the State Department country information for Denmark (June 25, 2019)",
        title: "College of Charleston study-abroad office – copy of the State Department country information for Denmark (June 25, 2019)",
        url: "https://cofc.abroadoffice.net/consular-info-sheet-denmark.html",
        asOf: "2019-06-25",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Denmark was found in the search store; a third-party feed copy shows Level 2 (Exercise Increased Caution, terrorism) reissued June 7, 2023, but no current dated official page was read.",
  },
};
