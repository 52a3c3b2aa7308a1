/**
 * South Korea. Embassy phone and emergency numbers from the CIA World Factbook "Travel Facts" page for South
 * Korea (2022 archive, U.S. government). The U.S. consulate in Busan was not on a page read, so it is not
 * listed. The Factbook repeats the State Department's advice (normal precautions) without a date; no State
 * Department advisory page was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

const factbook = {
  publisher: "CIA World Factbook (2022 archive) – Korea, South: Travel Facts",
  title: "CIA World Factbook (2022 archive) – Korea, South: Travel Facts",
  url: "https://cia.gov/the-world-factbook/about/archives/2022/countries/korea-south/travel-facts",
  asOf: "2022",
};

export const southKoreaEmergency: CountryEmergency = {
  country: "south-korea",
  checked: "2026-11",
  numbers: { police: "112", ambulance: "119", fire: "119", source: factbook },
  usPosts: [{ kind: "embassy", city: "Seoul", phone: "+82 2 397 4114", url: "https://kr.usembassy.gov/", source: factbook }],
  advisory: {
    value: null,
    note: "The CIA World Factbook (2022) says the State Department recommends normal precautions in South Korea (Level 1 wording), but no State Department advisory page with an issue date was stored, so no level or date is recorded.",
  },
};
