/**
 * United Kingdom: languages and everyday practicalities (culture knowledge).
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

export const unitedKingdomCulture: CountryCulture = {
  country: "united-kingdom",
  checked: "2026-11",
  officialLanguages: {
    languages: ["English"],
    note: "Recognized regional languages: Scots, Scottish Gaelic, Welsh (about 20% of people in Wales), Irish (Northern Ireland) and Cornish.",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: United Kingdom",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/uk.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    value: null,
    note: "Not ranked: the EF English Proficiency Index ranks only countries where English is not a native or majority language; in the United Kingdom English is the majority language.",
  },
  timeZones: {
    zones: ["UTC+0 (GMT), UTC+1 (BST) in summer (last Sunday in March to last Sunday in October)"],
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: United Kingdom",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/uk.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  currency: {
    code: "GBP",
    name: "Pound sterling",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: United Kingdom",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/europe/uk.json",
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
    plugTypes: ["G"],
    voltages: [230],
    source: IEC_WORLD_PLUGS,
  },
};
