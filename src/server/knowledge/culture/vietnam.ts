/**
 * Vietnam: languages and everyday practicalities (culture knowledge).
 * Source notes:
 * - Languages, most time zones and currency: CIA World Factbook, read from the factbook/factbook.json GitHub copy
 *   (auto-update of 2026-01-22); cia.gov withdrew the Factbook in February 2026, so no cia.gov page could be read.
 * - Plug types and voltage: IEC World Plugs list, read from a 2017-10 scrape on GitHub (benjiao/world-plugs);
 *   no copy of iec.ch was in the search store. Plug lists may have changed since 2017.
 * - Driving side: ScienceAlert republication of a Business Insider list (a well-known guide, not an official
 *   source); the page shows no date, asOf 2020 is inferred from a 2020-11 republication of the same figures.
 * - English proficiency: EF EPI 2024 (116 countries). EF's own ef.se ranking page is used where its readable
 *   part shows the country; ranks 1–9, 86–92 come from news reports of the same edition.
 */
import type { CountryCulture } from "./culture.schema";

export const vietnamCulture: CountryCulture = {
  country: "vietnam",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Vietnamese"],
    note: "English is often a second language; some French, Chinese and Khmer are also spoken.",
    source: {
      name: "CIA World Factbook, Vietnam country profile (JSON copy in factbook/factbook.json, auto-update of 2026-01-22)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/vm.json",
      asOf: "2026-01",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2024",
    band: "Low proficiency",
    rank: 63,
    of: 116,
    source: {
      name: "EF English Proficiency Index 2024, global ranking of 116 countries and regions (EF Education First, ef.se)",
      url: "https://ef.se/epi/regions/africa/mozambique",
      asOf: "2024-11",
    },
  },
  timeZones: {
    zones: ["UTC+7 all year (the Factbook lists no daylight saving time)"],
    source: {
      name: "CIA World Factbook, Vietnam country profile (JSON copy in factbook/factbook.json, auto-update of 2026-01-22)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/vm.json",
      asOf: "2026-01",
    },
  },
  currency: {
    code: "VND",
    name: "Vietnamese dong",
    source: {
      name: "CIA World Factbook, Vietnam country profile (JSON copy in factbook/factbook.json, auto-update of 2026-01-22)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/vm.json",
      asOf: "2026-01",
    },
  },
  drivingSide: {
    side: "right",
    source: {
      name: "ScienceAlert (republished from Business Insider): countries and territories that drive on the left; all others drive on the right",
      url: "https://sciencealert.com/a-surprisingly-few-number-of-countries-drive-on-the-left-side-of-the-road",
      asOf: "2020",
    },
  },
  electricity: {
    plugTypes: ["A", "C", "F"],
    voltages: [220],
    source: {
      name: "IEC World Plugs, list by location (copy scraped from iec.ch in 2017-10, benjiao/world-plugs)",
      url: "https://raw.githubusercontent.com/benjiao/world-plugs/master/world-plugs.csv",
      asOf: "2017-10",
    },
  },
};
