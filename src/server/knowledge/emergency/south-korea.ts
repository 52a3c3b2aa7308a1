/**
 * South Korea. Embassy phone and emergency numbers from the CIA World Factbook "Travel Facts" page for South
 * Korea (2022 edition, U.S. government). The U.S. consulate in Busan was not on an official page found, so it is
 * not listed. The Factbook repeats the State Department's advice (normal precautions) without a date.
 */
import type { CountryEmergency } from "./emergency.schema";

const factbook = {
  publisher: "Central Intelligence Agency",
  title: "The World Factbook 2022: Korea, South, Travel Facts",
  url: "https://cia.gov/the-world-factbook/about/archives/2022/countries/korea-south/travel-facts",
  asOf: "2022",
  research:
    "Gives police 112, fire and ambulance 119, and the embassy's main number [82] (2) 397-4114. The embassy's consular blog (usembassyseoulconsular.wordpress.com) also gives 02-397-4114 for crime victims. No kr.usembassy.gov page with the phone was found.",
};

export const southKoreaEmergency: CountryEmergency = {
  country: "south-korea",
  checked: "2026-11",
  numbers: { police: "112", ambulance: "119", fire: "119", source: factbook },
  usPosts: [{ kind: "embassy", city: "Seoul", phone: "+82 2 397 4114", url: "https://kr.usembassy.gov/", source: factbook }],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for South Korea at travel.state.gov before you go.",
    research: "The CIA World Factbook (2022) repeats 'exercise normal precautions' (Level 1 wording) without a date; no State Department advisory page with an issue date was found.",
  },
};
