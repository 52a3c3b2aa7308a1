/**
 * Thailand: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: Seasia.co (2025-11-22) gives 116th, 402; Nippon.com puts ranks 95-123 in the very
 *   low band.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

export const thailandCulture: CountryCulture = {
  country: "thailand",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Thai"],
    note: "90.7% speak only Thai at home; English is a secondary language among the elite (2010 est.).",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Thailand",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/th.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Very low proficiency",
    rank: 116,
    of: 123,
    source: efEpi2025("Thailand: rank 116 of 123, score 402 (below 450: very low proficiency). Seasia.co 2025-11-22 table of Southeast Asian EF EPI 2025 results: \"Thailand | 402 | 116\"; Nippon.com 2025-12-08: \"very low proficiency\" (95-123). Thailand is tied with Yemen at 116."),
  },
  timeZones: {
    zones: ["UTC+7 all year (the Factbook lists no daylight saving time)"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Thailand",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/east-n-southeast-asia/th.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "THB",
    name: "Thai baht",
    source: {
      publisher: "Checkout.com",
      title: "Documentation: Currency codes (ISO 4217)",
      url: "https://www.checkout.com/docs/previous/resources/codes/currency-codes",
      asOf: "2022-04-29",
      reviewedOn: "2026-11-23",
      research: "Lists ISO 4217 code, currency name and country.",
    },
  },
  drivingSide: {
    side: "left",
    source: DRIVING_SIDE,
  },
  electricity: {
    plugTypes: ["A", "B", "C", "F"],
    voltages: [220],
    source: IEC_WORLD_PLUGS,
  },
};
