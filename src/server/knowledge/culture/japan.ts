/**
 * Japan: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: Nippon.com (2025-12-08) gives 96th of 123, very low.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

export const japanCulture: CountryCulture = {
  country: "japan",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Japanese"],
    note: "The CIA World Factbook lists Japanese as the language of Japan without marking it official.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Japan",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/ja.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Very low proficiency",
    rank: 96,
    of: 123,
    source: efEpi2025("Japan: rank 96 of 123, score 446 (below 450: very low proficiency). Nippon.com Japan Data 2025-12-08 (nippon.com/en/japan-data/h02620): \"Japan ranked ninety-sixth among 123 ... 'very low proficiency' (95-123)\"; JP-Gate: \"Japanese test takers scored an average of 446 points\"; tonews247 blog: \"Japan finished in a tie with Afghanistan at 96th\"."),
  },
  timeZones: {
    zones: ["UTC+9 (JST) all year (the Factbook lists no daylight saving time)"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Japan",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/ja.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "JPY",
    name: "Japanese yen",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Japan",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/ja.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  drivingSide: {
    side: "left",
    source: DRIVING_SIDE,
  },
  electricity: {
    plugTypes: ["A", "B"],
    voltages: [100],
    source: IEC_WORLD_PLUGS,
  },
};
