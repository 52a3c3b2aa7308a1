/**
 * Brazil: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: EF's Brazilian press release (PR Newswire, 2025-11-19) gives rank 75 of 123, score
 *   482.
 * Brazil: IEC lists 127 V and 220 V (varies by state/city); both are given.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025 } from "./sources";

export const brazilCulture: CountryCulture = {
  country: "brazil",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Portuguese"],
    note: "Less common languages include Spanish (border areas), German, Italian, Japanese, English and many Amerindian languages.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Brazil",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/br.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Low proficiency",
    rank: 75,
    of: 123,
    source: efEpi2025("Brazil: rank 75 of 123, score 482 (450-499: low proficiency). EF press release, PR Newswire Brasil 2025-11-19: \"alcançou o 75º lugar no Índice de Proficiência em Inglês (EPI) da EF Education First, que avaliou 123 países\", \"A média brasileira foi de 482 pontos\"; La Nación 2025-11-20: \"Panamá, Brasil, Colombia y Ecuador se ubicaron en el bajo\"."),
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
      publisher: "Wikipedia",
      title: "UTC−03:00",
      url: "https://en.m.wikipedia.org/wiki/UTC%E2%88%9203:00",
      asOf: "2019",
      reviewedOn: "2026-11-23",
      research: "The article's Time in Brazil map shows four zones; daylight saving no longer observed since 2019.",
    },
  },
  currency: {
    code: "BRL",
    name: "Brazilian real",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Brazil",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/br.json",
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
    plugTypes: ["C", "N"],
    voltages: [127, 220],
    source: {
      publisher: "International Electrotechnical Commission",
      title: "World Plugs: list by location",
      url: "https://www.iec.ch/world-plugs",
      asOf: "2017-10",
      reviewedOn: "2026-11-23",
      research: "IEC lists both 127 V and 220 V for Brazil (it varies by region). Plug types and voltages read from a 2017-10 scrape of the IEC list (GitHub benjiao/world-plugs, https://raw.githubusercontent.com/benjiao/world-plugs/master/world-plugs.csv); no copy of iec.ch itself could be read, so the IEC's current list may differ. copy scraped from iec.ch in 2017-10, benjiao/world-plugs",
    },
  },
};
