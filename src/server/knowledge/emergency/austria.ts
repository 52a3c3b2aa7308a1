/**
 * Austria. The embassy phone comes from Learn4Good's embassy directory page, which quotes the embassy's 24-hour
 * emergency line ("(0043 1) 31 339 0"); no https page of the embassy or the State Department with the phone was
 * stored. 112 from the European Commission's Your Europe page (Austria also keeps 133 police, 144 ambulance and
 * 122 fire). No dated State Department advisory page for Austria was stored.
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
        publisher: "Learn4Good – U.S. Embassy for Austria: address and phone number",
        title: "Learn4Good – U.S. Embassy for Austria: address and phone number",
        url: "https://www.learn4good.com/travel/usembassy-consulates-austria.htm",
        asOf: "2026-11",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No State Department travel-advisory page for Austria was found in the search store, so the level and its issue date are not recorded.",
  },
};
