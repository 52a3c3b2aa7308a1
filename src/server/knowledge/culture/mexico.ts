/**
 * Mexico: languages and everyday practicalities (culture knowledge).
 * Source notes:
 * - Languages, most time zones and currency: CIA World Factbook, read from the factbook/factbook.json GitHub copy
 *   (auto-update of 2026-01-22); cia.gov withdrew the Factbook in February 2026, so no cia.gov page could be read
 *   and the citation links the copy (via GitHub).
 * - Plug types and voltage: IEC World Plugs list, read from a 2017-10 scrape on GitHub (benjiao/world-plugs);
 *   no copy of iec.ch was in the search store, so the citation links the IEC page and names the 2017-10 list as
 *   its date. Plug lists may have changed since 2017.
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
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Mexico",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/north-america/mx.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2024",
    band: "Low proficiency",
    rank: 87,
    of: 116,
    source: {
      publisher: "EF Education First",
      title: "EF English Proficiency Index 2024: Mexico's rank and the top five",
      via: "Mexico Daily Post",
      url: "https://mexicodailypost.news/2024/11/13/189723",
      asOf: "2024-11-13",
      reviewedOn: "2026-11-23",
      research: "News report: Mexico 87th of 116, and the top five of the 2024 edition.",
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
      publisher: "Wikipedia",
      title: "Time in Mexico",
      via: "Kiwix mirror at kiwix.lema.org",
      url: "https://kiwix.lema.org/wikipedia_en_all_mini_2024-02/A/Time_in_Mexico",
      asOf: "2024-02",
      reviewedOn: "2026-11-23",
      research: "Kiwix offline copy wikipedia_en_all_mini_2024-02 of the Wikipedia article.",
    },
  },
  currency: {
    code: "MXN",
    name: "Mexican peso",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Mexico",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/north-america/mx.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
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
