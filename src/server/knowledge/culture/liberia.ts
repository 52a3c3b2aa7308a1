/**
 * Liberia: languages and everyday practicalities (culture knowledge).
 * Source notes:
 * - Languages, most time zones and currency: CIA World Factbook, read from the factbook/factbook.json GitHub copy
 *   (auto-update of 2026-01-22); cia.gov withdrew the Factbook in February 2026, so no cia.gov page could be read.
 * - Plug types and voltage: IEC World Plugs list, read from a 2017-10 scrape on GitHub (benjiao/world-plugs);
 *   no copy of iec.ch was in the search store. Plug lists may have changed since 2017.
 * - Driving side: ScienceAlert republication of a Business Insider list (a well-known guide, not an official
 *   source); the page shows no date, asOf 2020 is inferred from a 2020-11 republication of the same figures.
 * - English proficiency: EF EPI 2024 (116 countries). EF's own ef.se ranking page is used where its readable
 *   part shows the country; ranks 1–9, 86–92 come from news reports of the same edition.
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
      publisher: "CIA World Factbook, Liberia country profile",
      title: "CIA World Factbook, Liberia country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/li.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
    },
  },
  englishProficiency: {
    value: null,
    note: "Not found in the EF English Proficiency Index 2024 ranks that were readable (1–55, 62–85, 93–109 of 116); English is Liberia's official language, and EF ranks only countries where English is not the native language.",
  },
  timeZones: {
    zones: ["UTC+0 (GMT) all year (the Factbook lists no daylight saving time)"],
    source: {
      publisher: "CIA World Factbook, Liberia country profile",
      title: "CIA World Factbook, Liberia country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/li.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
    },
  },
  currency: {
    code: "LRD",
    name: "Liberian dollar",
    source: {
      publisher: "CIA World Factbook, Liberia country profile",
      title: "CIA World Factbook, Liberia country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/li.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
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
      publisher: "IEC World Plugs, list by location; IEC lists both 120 V and 220 V, and 50 Hz and 60 Hz, for Liberia",
      title: "IEC World Plugs, list by location; IEC lists both 120 V and 220 V, and 50 Hz and 60 Hz, for Liberia",
      url: "https://raw.githubusercontent.com/benjiao/world-plugs/master/world-plugs.csv",
      asOf: "2017-10",
      research: "copy scraped from iec.ch in 2017-10, benjiao/world-plugs",
    },
  },
};
