/**
 * Chile: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: El Observador (2025-11-25) gives rank 54; La Nación puts Chile in the moderate
 *   band.
 * Chile's winter offset (UTC−4 on the continent from the first Sunday in April to the first Sunday in September) is from
 * Wikipedia, Time in Chile (https://wikimili.com/en/Time_in_Chile); the Factbook gives the summer offsets and the Aysén note.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

export const chileCulture: CountryCulture = {
  country: "chile",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Spanish"],
    note: "English is spoken by about 10%; indigenous languages include Mapudungun, Aymara, Quechua and Rapa Nui (2012 census).",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Chile",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/ci.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Moderate proficiency",
    rank: 54,
    of: 123,
    source: efEpi2025("Chile: rank 54 of 123, score 517 (500-549: moderate proficiency). El Observador (Uruguay) 2025-11-25: \"por encima de Paraguay (43°), El Salvador (47°), Chile (54°)\"; Revista Summa 2025-11-20: \"Chile (517)\"; La Nación 2025-11-20: Chile among the countries that \"quedaron en el nivel medio\"."),
  },
  timeZones: {
    zones: [
      "Continental Chile: UTC−3 for most of the year; clocks go back one hour (UTC−4) during the southern winter",
      "Aysén and Magallanes regions: UTC−3 all year (no daylight saving)",
      "Easter Island: UTC−5, two hours behind continental Chile",
    ],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Chile",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/ci.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "CLP",
    name: "Chilean peso",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Chile",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/ci.json",
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
    plugTypes: ["C", "L"],
    voltages: [220],
    source: IEC_WORLD_PLUGS,
  },
};
