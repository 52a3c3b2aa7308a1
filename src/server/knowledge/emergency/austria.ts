/**
 * Austria. Embassy phone from the embassy's own services page (at.usembassy.gov: life-or-death emergencies,
 * call (+43 1) 31339-0 and ask for American Citizen Services). 112 from the European Commission's Your Europe
 * page (Austria also keeps 133 police, 144 ambulance and 122 fire). No dated State Department advisory page for
 * Austria was found.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const austriaEmergency: CountryEmergency = {
  country: "austria",
  checked: "2026-11",
  numbers: EU_112_NUMBERS,
  usPosts: [
    {
      kind: "embassy",
      city: "Vienna",
      phone: "+43 1 31339 0",
      url: "https://at.usembassy.gov/",
      source: {
        publisher: "US Embassy in Austria",
        title: "U.S. Citizen Services",
        url: "https://at.usembassy.gov/services/",
        asOf: "2026-11",
        research:
          "The page says U.S. citizens with life-or-death emergencies only should call (+43 1) 31339-0 and ask for American Citizen Services (from the U.S., 011-43-1-31339-0). Replaces Learn4Good's embassy directory, which gave the same number. Month read used as the date.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Austria at travel.state.gov before you go.",
    research: "No State Department travel-advisory page for Austria was found in the search store.",
  },
};
