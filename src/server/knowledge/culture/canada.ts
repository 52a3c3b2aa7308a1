/**
 * Canada: languages and everyday practicalities (culture knowledge).
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
 * British Columbia's move to year-round UTC−7 after 8 March 2026: CFAX 1070 / Province of B.C., 2026-03-02
 * (https://www.cfax1070.com/news/bc-to-adopt-permanent-year-round-daylight-saving-time-after-spring-forward-on-sunday.html).
 * Yukon on UTC−7 all year and B.C. matching it: CityNews, 2026-03-02 (https://toronto.citynews.ca/2026/03/02/premier-eby-says-bc-will-make-daylight-time-permanent/).
 * Saskatchewan staying on UTC−6: timeanddate.com, Canada's Time Zones (http://www.timeanddate.com/time/canada/time-zones-background.html).
 */
import type { CountryCulture } from "./culture.schema";
import { DRIVING_SIDE, IEC_WORLD_PLUGS } from "./sources";

export const canadaCulture: CountryCulture = {
  country: "canada",
  checked: "2026-11",
  officialLanguages: {
    languages: ["English", "French"],
    note: "English is spoken by 87.1% and French by 29.1% (2022 est.).",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Canada",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/north-america/ca.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    value: null,
    note: "Not ranked: the EF English Proficiency Index ranks only countries where English is not a native or majority language; in Canada English is an official and the majority language.",
  },
  timeZones: {
    zones: [
      "Newfoundland: UTC−3:30, UTC−2:30 in summer",
      "Atlantic: UTC−4, UTC−3 in summer (some areas stay on UTC−4 all year)",
      "Eastern: UTC−5, UTC−4 in summer (some areas stay on UTC−5 all year)",
      "Central: UTC−6, UTC−5 in summer (some areas, such as most of Saskatchewan, stay on UTC−6 all year)",
      "Mountain: UTC−7, UTC−6 in summer; UTC−7 all year in Yukon and, since March 2026, most of British Columbia",
      "Summer time runs from the second Sunday in March to the first Sunday in November",
    ],
    source: {
      publisher: "Wikipedia",
      title: "Time in Canada",
      via: "Kiwix mirror at wiki.camac.ltd",
      url: "https://wiki.camac.ltd/content/wikipedia_en_all_mini_2026-03/Time_in_Canada",
      asOf: "2026-03",
      reviewedOn: "2026-11-23",
      research: "Kiwix offline copy wikipedia_en_all_mini_2026-03 of the Wikipedia article.",
    },
  },
  currency: {
    code: "CAD",
    name: "Canadian dollar",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Canada",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/north-america/ca.json",
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
