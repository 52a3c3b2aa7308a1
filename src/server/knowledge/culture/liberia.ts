/**
 * Liberia: languages and everyday practicalities (culture knowledge).
 * Source notes:
 * - Languages, most time zones and currency: CIA World Factbook, read from the factbook/factbook.json GitHub copy
 *   (auto-update of 2026-01-22); cia.gov withdrew the Factbook in February 2026, so no cia.gov page could be read
 *   and the citation links the copy (via GitHub).
 * - Plug types and voltage: IEC World Plugs list, read from a 2017-10 scrape on GitHub (benjiao/world-plugs);
 *   no copy of iec.ch was in the search store, so the citation links the IEC page and names the 2017-10 list as
 *   its date. Plug lists may have changed since 2017.
 * - Driving side: ScienceAlert republication of a Business Insider list (a well-known guide, not an official
 *   source); the page shows no date, asOf 2020 is inferred from a 2020-11 republication of the same figures.
 * - English proficiency: not ranked. Liberia is not in the full EF EPI 2025 table (123 countries and regions,
 *   GitHub copy Mojtaba-Alehosseini/cs-migration-compass) nor in the readable ranks of the 2024 edition.
 * Liberia: both 120 V and 220 V are listed by IEC; both are given.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE } from "./sources";

export const liberiaCulture: CountryCulture = {
  country: "liberia",
  checked: "2026-11",
  officialLanguages: {
    languages: ["English"],
    note: "About 20% speak English; there are 27 indigenous languages, including Liberian English variants.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Liberia",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/li.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    value: null,
    note: "Not ranked: Liberia is not among the 123 countries and regions in the EF English Proficiency Index 2025. English is Liberia's official language.",
    research: "Read the full EF EPI 2025 ranking table (123 rows; GitHub copy, Mojtaba-Alehosseini/cs-migration-compass, data/processed/ef_epi.json at commit 0520a40db2b6): no Liberia row. EF does not say why; the 2024 edition's readable ranks (1-55, 62-85, 93-109 of 116) had no Liberia either. Reviewed 2026-11-28.",
  },
  timeZones: {
    zones: ["UTC+0 (GMT) all year (the Factbook lists no daylight saving time)"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Liberia",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/li.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "LRD",
    name: "Liberian dollar",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Liberia",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/li.json",
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
    plugTypes: ["A", "B", "C", "E", "F"],
    voltages: [120, 220],
    source: {
      publisher: "International Electrotechnical Commission",
      title: "World Plugs: list by location",
      url: "https://www.iec.ch/world-plugs",
      asOf: "2017-10",
      reviewedOn: "2026-11-23",
      research: "IEC lists both 120 V and 220 V, and 50 Hz and 60 Hz, for Liberia. Plug types and voltages read from a 2017-10 scrape of the IEC list (GitHub benjiao/world-plugs, https://raw.githubusercontent.com/benjiao/world-plugs/master/world-plugs.csv); no copy of iec.ch itself could be read, so the IEC's current list may differ. copy scraped from iec.ch in 2017-10, benjiao/world-plugs",
    },
  },
};
