/**
 * Malaysia. Embassy phone and local emergency numbers from the CIA World Factbook "Travel Facts" page for
 * Malaysia (2022 archive edition, U.S. government). The Factbook repeats the State Department's advice (normal
 * precautions, some areas higher) without an advisory date; no State Department advisory page was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

const factbook = {
  publisher: "CIA World Factbook (2022 archive) – Malaysia: Travel Facts",
  title: "CIA World Factbook (2022 archive) – Malaysia: Travel Facts",
  url: "https://www.cia.gov/the-world-factbook/about/archives/2022/countries/malaysia/travel-facts",
  asOf: "2022",
};

export const malaysiaEmergency: CountryEmergency = {
  country: "malaysia",
  checked: "2026-11",
  numbers: { police: "999", ambulance: "999", fire: "994", source: factbook },
  usPosts: [{ kind: "embassy", city: "Kuala Lumpur", phone: "+60 3 2168 5000", url: "https://my.usembassy.gov/", source: factbook }],
  advisory: {
    value: null,
    note: "The CIA World Factbook (2022) says the State Department recommends normal precautions in Malaysia with some areas at higher risk (Level 1 wording), but no State Department advisory page with an issue date was stored, so no level or date is recorded.",
  },
};
