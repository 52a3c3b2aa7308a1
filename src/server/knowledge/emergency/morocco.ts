/**
 * Morocco. Embassy phone and emergency numbers from the CIA World Factbook "Travel Facts" page for Morocco (2023
 * archive, U.S. government). The Consulate General in Casablanca is named in OSAC's Morocco 2020 Crime & Safety
 * Report (copy on DocsLib); its phone was not on a page read. No State Department advisory page was stored.
 */
import type { CountryEmergency } from "./emergency.schema";

const factbook = {
  publisher: "CIA World Factbook (2023 archive) – Morocco: Travel Facts",
  title: "CIA World Factbook (2023 archive) – Morocco: Travel Facts",
  url: "https://cia.gov/the-world-factbook/about/archives/2023/countries/morocco/travel-facts",
  asOf: "2023",
};

export const moroccoEmergency: CountryEmergency = {
  country: "morocco",
  checked: "2026-11",
  numbers: { police: "19", ambulance: "15", fire: "15", source: factbook },
  usPosts: [
    { kind: "embassy", city: "Rabat", phone: "+212 537 637 200", url: "https://ma.usembassy.gov/", source: factbook },
    {
      kind: "consulate",
      city: "Casablanca",
      phone: null,
      url: "https://ma.usembassy.gov/",
      source: {
        publisher: "OSAC (U.S. Department of State) – Morocco 2020 Crime & Safety Report",
        title: "OSAC (U.S. Department of State) – Morocco 2020 Crime & Safety Report",
        url: "https://docslib.org/doc/147955/morocco-2020-crime-safety-report",
        asOf: "2020",
        research: "copy on DocsLib",
      },
    },
  ],
  advisory: {
    value: null,
    note: "The CIA World Factbook (2023) says the State Department recommends increased caution in Morocco due to terrorism (Level 2 wording), but no State Department advisory page with an issue date was stored, so no level or date is recorded.",
  },
};
