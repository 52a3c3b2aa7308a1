/**
 * Italy: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: watson.ch (2025-11-19) gives rank 59; a report of EF Germany's release gives 513,
 *   moderate.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

export const italyCulture: CountryCulture = {
  country: "italy",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Italian"],
    note: "German is predominant in parts of Trentino-Alto Adige; there are French-speaking (Valle d'Aosta) and Slovene-speaking (Trieste-Gorizia) minorities.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Italy",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/it.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Moderate proficiency",
    rank: 59,
    of: 123,
    source: efEpi2025("Italy: rank 59 of 123, score 513 (500-549: moderate proficiency). watson.ch 2025-11-19: \"Italien (59.)\"; third-news.com report of EF Germany's release: \"Italy (513), France (539), and Spain (540), which exhibit moderate proficiency\"; Filenews (talanews copy): Italy in the moderate category. Also in the earlier raw-text version of the same file: \"59 Italy 513\"."),
  },
  timeZones: {
    zones: ["UTC+1 (CET), UTC+2 (CEST) in summer (last Sunday in March to last Sunday in October)"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Italy",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/it.json",
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
      title: "The World Factbook: Italy",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/it.json",
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
    plugTypes: ["C", "F", "L"],
    voltages: [230],
    source: IEC_WORLD_PLUGS,
  },
};
