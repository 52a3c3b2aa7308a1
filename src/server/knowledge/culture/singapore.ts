/**
 * Singapore: languages and everyday practicalities (culture knowledge).
 * Source notes:
 * - Languages, most time zones and currency: CIA World Factbook, read from the factbook/factbook.json GitHub copy
 *   (auto-update of 2026-01-22); cia.gov withdrew the Factbook in February 2026, so no cia.gov page could be read
 *   and the citation links the copy (via GitHub).
 * - Plug types and voltage: IEC World Plugs list, read from a 2017-10 scrape on GitHub (benjiao/world-plugs);
 *   no copy of iec.ch was in the search store, so the citation links the IEC page and names the 2017-10 list as
 *   its date. Plug lists may have changed since 2017.
 * - Driving side: ScienceAlert republication of a Business Insider list (a well-known guide, not an official
 *   source); the page shows no date, asOf 2020 is inferred from a 2020-11 republication of the same figures.
 * - English proficiency: kept at the EF EPI 2024 (116 countries; rank 3 from a Mexico Daily Post report of that
 *   edition). The EF EPI 2025 (123 countries and regions) does not rank Singapore: EF now counts it as a country
 *   where English is the first language, like the UK or the US (VnExpress and VietnamNet, 2025-11; Wikipedia),
 *   and the full 2025 table (GitHub copy, Mojtaba-Alehosseini/cs-migration-compass) has no Singapore row. So no
 *   2025 value exists; the 2024 rank is the latest EF gives.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, IEC_WORLD_PLUGS } from "./sources";

export const singaporeCulture: CountryCulture = {
  country: "singapore",
  checked: "2026-11",
  officialLanguages: {
    languages: ["English", "Mandarin", "Malay", "Tamil"],
    note: "English is the language most frequently spoken at home (48.3%, 2020 est.).",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Singapore",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/sn.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2024",
    band: "Very high proficiency",
    rank: 3,
    of: 116,
    source: {
      publisher: "EF Education First",
      title: "EF English Proficiency Index 2024: Mexico's rank and the top five",
      via: "Mexico Daily Post",
      url: "https://mexicodailypost.news/2024/11/13/189723",
      asOf: "2024-11-13",
      reviewedOn: "2026-11-23",
      research: "News report: Mexico 87th of 116, and the top five of the 2024 edition.",
    },
  },
  timeZones: {
    zones: ["UTC+8 all year (the Factbook lists no daylight saving time)"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Singapore",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/sn.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "SGD",
    name: "Singapore dollar",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Singapore",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/sn.json",
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
    plugTypes: ["C", "G", "M"],
    voltages: [230],
    source: IEC_WORLD_PLUGS,
  },
};
