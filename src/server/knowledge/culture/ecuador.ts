/**
 * Ecuador: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: Ecuavisa and Confirmado.net (2025-11) give rank 83 of 123, score 466.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025, IEC_WORLD_PLUGS } from "./sources";

export const ecuadorCulture: CountryCulture = {
  country: "ecuador",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Spanish"],
    note: "Quechua and Shuar are official languages of intercultural relations; other indigenous languages are in official use in the areas where indigenous peoples live.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Ecuador",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/ec.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Low proficiency",
    rank: 83,
    of: 123,
    source: efEpi2025("Ecuador: rank 83 of 123, score 466 (450-499: low proficiency). Ecuavisa: \"El país ocupa el puesto 83 de 123 naciones\", \"calificación general de 466 puntos\"; Confirmado.net 2025-11-20: \"Ecuador retrocede al puesto 83, con 466 puntos\"; La Nación 2025-11-20: Ecuador \"en el bajo\"."),
  },
  timeZones: {
    zones: ["Mainland Ecuador: UTC−5 all year", "Galápagos Islands: UTC−6"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Ecuador",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/ec.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "USD",
    name: "US dollar (Ecuador's currency since 2001)",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Ecuador",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/south-america/ec.json",
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
    plugTypes: ["A", "B"],
    voltages: [120],
    source: IEC_WORLD_PLUGS,
  },
};
