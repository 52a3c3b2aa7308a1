/**
 * Finland. Embassy phone from the embassy's own services page (fi.usembassy.gov: "call the main Embassy number
 * at +358-9-616-250 and select 0"). 112 from the European Commission's Your Europe page. No dated State
 * Department advisory page for Finland was stored.
 */
import type { CountryEmergency } from "./emergency.schema";
import { EU_112_NUMBERS } from "./sources";

export const finlandEmergency: CountryEmergency = {
  country: "finland",
  checked: "2026-11",
  numbers: EU_112_NUMBERS,
  usPosts: [
    {
      kind: "embassy",
      city: "Helsinki",
      phone: "+358 9 616 250",
      url: "https://fi.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy in Finland – Services for U.S. citizens",
        title: "U.S. Embassy in Finland – Services for U.S. citizens",
        url: "https://fi.usembassy.gov/services/",
        asOf: "2026-11",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No dated State Department travel-advisory page for Finland was found in the search store; a third-party copy of the country page shows Level 1 (Exercise Normal Precautions, reissued after periodic review without changes) but no date, so no level or date is recorded.",
  },
};
