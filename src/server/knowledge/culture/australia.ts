/**
 * Australia: languages and everyday practicalities (culture knowledge).
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

export const australiaCulture: CountryCulture = {
  country: "australia",
  checked: "2026-11",
  officialLanguages: {
    languages: ["English"],
    note: "The Factbook gives no official-language tag; English is the language spoken at home by 72% (2021 est.).",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Australia",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/australia-oceania/as.json",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research: "JSON copy of the CIA's country profile in the factbook/factbook.json GitHub repository (auto-update of 2026-01-22). The CIA stopped publishing the World Factbook on 2026-02-04 and withdrew its cia.gov country pages, so the copy is linked.",
    },
  },
  englishProficiency: {
    value: null,
    note: "Not ranked: the EF English Proficiency Index ranks only countries where English is not a native or majority language; in Australia English is the majority language.",
  },
  timeZones: {
    zones: [
      "Australian Eastern Standard Time (Queensland, New South Wales except Broken Hill, Victoria, Tasmania, ACT): UTC+10; UTC+11 in summer except in Queensland",
      "Australian Central Standard Time (South Australia, Northern Territory, Broken Hill): UTC+9:30; UTC+10:30 in summer except in the Northern Territory",
      "Australian Western Standard Time (Western Australia): UTC+8, no daylight saving",
      "Daylight saving runs from the first Sunday in October to the first Sunday in April",
    ],
    source: {
      publisher: "Australian Government",
      title: "Australian time zones and daylight saving",
      via: "uniministry.com",
      url: "https://uniministry.com/time-zones/",
      asOf: "2014",
      reviewedOn: "2026-11-23",
      research: "uniministry.com reproduces text from australia.gov.au (© Commonwealth of Australia 2014); no australia.gov.au page was found.",
    },
  },
  currency: {
    code: "AUD",
    name: "Australian dollar",
    source: {
      publisher: "Central Intelligence Agency",
      title: "The World Factbook: Australia",
      via: "GitHub (factbook/factbook.json repository)",
      url: "https://github.com/factbook/factbook.json/blob/master/australia-oceania/as.json",
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
    plugTypes: ["I"],
    voltages: [230],
    source: IEC_WORLD_PLUGS,
  },
};
