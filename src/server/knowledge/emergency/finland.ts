/**
 * Finland. Embassy phone from the embassy's own services page (fi.usembassy.gov: "call the main Embassy number
 * at +358-9-616-250 and select 0"). 112 from the European Commission's Your Europe page. No dated State
 * Department advisory page for Finland was found.
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
        publisher: "US Embassy in Finland",
        title: "Services for U.S. citizens",
        url: "https://fi.usembassy.gov/services/",
        asOf: "2026-11",
        research: "Main embassy number; for emergencies the page says to call it and select 0. Month read used as the date.",
      },
    },
  ],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Finland at travel.state.gov before you go.",
    research:
      "No dated State Department travel-advisory page for Finland was found in the search store; a third-party copy of the country page shows Level 1 (Exercise Normal Precautions, reissued after periodic review without changes) but no date.",
  },
};
