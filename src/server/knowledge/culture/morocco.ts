/**
 * Morocco: languages and everyday practicalities (culture knowledge).
 * Source notes:
 * - Languages, most time zones and currency: CIA World Factbook, read from the factbook/factbook.json GitHub copy
 *   (auto-update of 2026-01-22); cia.gov withdrew the Factbook in February 2026, so no cia.gov page could be read.
 * - Plug types and voltage: IEC World Plugs list, read from a 2017-10 scrape on GitHub (benjiao/world-plugs);
 *   no copy of iec.ch was in the search store. Plug lists may have changed since 2017.
 * - Driving side: ScienceAlert republication of a Business Insider list (a well-known guide, not an official
 *   source); the page shows no date, asOf 2020 is inferred from a 2020-11 republication of the same figures.
 * - English proficiency: EF EPI 2024 (116 countries). EF's own ef.se ranking page is used where its readable
 *   part shows the country; ranks 1–9, 86–92 come from news reports of the same edition.
 * Morocco: IEC (2017 copy) lists 127 V and 220 V; both are given.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, EF_EPI_2024 } from "./sources";

export const moroccoCulture: CountryCulture = {
  country: "morocco",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Arabic", "Tamazight"],
    note: "Other Tamazight languages (Tachelhit, Tarifit) are spoken; French is often the language of business, government and diplomacy.",
    source: {
      publisher: "CIA World Factbook, Morocco country profile",
      title: "CIA World Factbook, Morocco country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/mo.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2024",
    band: "Low proficiency",
    rank: 76,
    of: 116,
    source: EF_EPI_2024,
  },
  timeZones: {
    zones: ["UTC+1 all year, except during the month of Ramadan, when clocks go back to UTC+0 (GMT)"],
    source: {
      publisher: "Maroc.ma (Kingdom of Morocco portal, MAP): clocks set back to GMT+0 for Ramadan and returned to GMT+1 after it",
      title: "Maroc.ma (Kingdom of Morocco portal, MAP): clocks set back to GMT+0 for Ramadan and returned to GMT+1 after it",
      url: "https://www.maroc.ma/en/news/morocco-announces-altered-working-hours-ramadan-government-offices-0",
      asOf: "2024-03-07",
    },
  },
  currency: {
    code: "MAD",
    name: "Moroccan dirham",
    source: {
      publisher: "CIA World Factbook, Morocco country profile",
      title: "CIA World Factbook, Morocco country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/mo.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
    },
  },
  drivingSide: {
    side: "right",
    source: DRIVING_SIDE,
  },
  electricity: {
    plugTypes: ["C", "E"],
    voltages: [127, 220],
    source: {
      publisher: "IEC World Plugs, list by location; IEC lists both 127 V and 220 V for Morocco",
      title: "IEC World Plugs, list by location; IEC lists both 127 V and 220 V for Morocco",
      url: "https://raw.githubusercontent.com/benjiao/world-plugs/master/world-plugs.csv",
      asOf: "2017-10",
      research: "copy scraped from iec.ch in 2017-10, benjiao/world-plugs",
    },
  },
};
