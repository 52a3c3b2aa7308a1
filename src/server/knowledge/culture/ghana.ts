/**
 * Ghana: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: MyJoyOnline and GBC (2026-01) give rank 36; Spain, tied at 36 with 540, is in the
 *   moderate band.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

export const ghanaCulture: CountryCulture = {
  country: "ghana",
  checked: "2026-11",
  officialLanguages: {
    languages: ["English"],
    note: "Other languages include Asante, Ewe, Fante, Boron (Brong), Dagomba, Dangme and Ga.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Ghana",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/gh.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Moderate proficiency",
    rank: 36,
    of: 123,
    source: efEpi2025("Ghana: rank 36 of 123, score 540 (500-549: moderate proficiency). MyJoyOnline and GBC Ghana (2026-01): \"sixth best English-speaking country in Africa and 36th globally\"; El Periódico 2025-11-19: Spain \"540 puntos ... puesto 36 ... al nivel de Ghana\"; EF's Spanish release puts 540 in \"la banda de dominio moderado\"."),
  },
  timeZones: {
    zones: ["UTC+0 (GMT) all year (the Factbook lists no daylight saving time)"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Ghana",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/gh.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "GHS",
    name: "Ghana cedi",
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
    side: "right",
    source: DRIVING_SIDE,
  },
  electricity: {
    plugTypes: ["D", "G"],
    voltages: [230],
    source: IEC_WORLD_PLUGS,
  },
};
