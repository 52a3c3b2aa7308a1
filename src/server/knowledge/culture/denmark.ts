/**
 * Denmark: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: La Nación's top ten and The Full Clip Media (score 611) give rank 7.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

export const denmarkCulture: CountryCulture = {
  country: "denmark",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Danish"],
    note: "The Factbook also lists Faroese, Greenlandic and German (small minority); English is the predominant second language.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Denmark",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/da.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Very high proficiency",
    rank: 7,
    of: 123,
    source: efEpi2025("Denmark: rank 7 of 123, score 611 (600 or more: very high proficiency). La Nación 2025-11-20 top ten in order (Dinamarca seventh); The Full Clip Media: \"Denmark (611)\" seventh; The Public Purview: Denmark in the \"very high proficiency\" category."),
  },
  timeZones: {
    zones: [
      "Continental Denmark: UTC+1 (CET), UTC+2 (CEST) in summer (last Sunday in March to last Sunday in October)",
    ],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Denmark",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/da.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "DKK",
    name: "Danish krone",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Denmark",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/da.json",
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
    plugTypes: ["C", "E", "F", "K"],
    voltages: [230],
    source: IEC_WORLD_PLUGS,
  },
};
