/**
 * Morocco. Embassy phone and emergency numbers from the CIA World Factbook "Travel Facts" page for Morocco (2023
 * archive, U.S. government). The Consulate General in Casablanca, where consular services are given, is not
 * listed: no official page with its phone was found. No State Department advisory page was found.
 */
import type { CountryEmergency } from "./emergency.schema";

const factbook = {
  publisher: "Central Intelligence Agency",
  title: "The World Factbook (2023 archive): Morocco, Travel Facts",
  url: "https://cia.gov/the-world-factbook/about/archives/2023/countries/morocco/travel-facts",
  asOf: "2023",
  research:
    "Emergency numbers: police 19, ambulance and fire 15. Embassy Rabat main number. OSAC's Morocco 2020 Crime & Safety Report (copy on DocsLib) names the Consulate General in Casablanca; a third-party copy of the State Department page gives Casablanca +212 522 642 099 and an after-hours line +212 661 13 19 39, not used because no official page with them was found.",
};

export const moroccoEmergency: CountryEmergency = {
  country: "morocco",
  checked: "2026-11",
  numbers: { police: "19", ambulance: "15", fire: "15", source: factbook },
  usPosts: [{ kind: "embassy", city: "Rabat", phone: "+212 537 637 200", url: "https://ma.usembassy.gov/", source: factbook }],
  advisory: {
    value: null,
    note: "Check the current State Department travel advisory for Morocco at travel.state.gov before you go.",
    research:
      "The CIA World Factbook (2023) says the State Department recommends increased caution in Morocco due to terrorism (Level 2 wording), but no State Department advisory page with an issue date was found.",
  },
};
