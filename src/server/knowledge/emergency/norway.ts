/**
 * Norway. Embassy phone from the embassy's own message page (no.usembassy.gov, March 2017), matching the State
 * Department study-abroad page of the same year. Emergency numbers from a travel magazine's Oslo guide (A
 * weekend in…, via PressReader, April 2020); no official Norwegian page was stored. No dated State Department
 * advisory page for Norway was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

export const norwayEmergency: CountryEmergency = {
  country: "norway",
  checked: "2026-11",
  numbers: {
    police: "112",
    ambulance: "113",
    fire: "110",
    source: {
      publisher: "A weekend in… (via PressReader) – SOS Norway: police 112, ambulance 113, fire 110",
      title: "A weekend in… (via PressReader) – SOS Norway: police 112, ambulance 113, fire 110",
      url: "https://www.pressreader.com/uk/a-weekend-in/20200401/281552293251885",
      asOf: "2020-04-01",
    },
  },
  usPosts: [
    {
      kind: "embassy",
      city: "Oslo",
      phone: "+47 21 30 85 40",
      url: "https://no.usembassy.gov/",
      source: {
        publisher: "U.S. Embassy in Norway – Security Message for U.S. Citizens: Worldwide Caution (6 March 2017)",
        title: "U.S. Embassy in Norway – Security Message for U.S. Citizens: Worldwide Caution (6 March 2017)",
        url: "https://no.usembassy.gov/security-message-u-s-citizens-worldwide-caution-6-march-2017/",
        asOf: "2017-03-06",
      },
    },
  ],
  advisory: {
    value: null,
    note: "No dated State Department travel-advisory page for Norway was found in the search store; a mirror of the country page shows Level 1 (Exercise Normal Precautions) without a date, so no level or date is recorded.",
  },
};
