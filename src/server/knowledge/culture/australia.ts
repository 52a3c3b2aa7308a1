/**
 * Australia: languages and everyday practicalities (culture knowledge).
 * Source notes:
 * - Languages, most time zones and currency: CIA World Factbook, read from the factbook/factbook.json GitHub copy
 *   (auto-update of 2026-01-22); cia.gov withdrew the Factbook in February 2026, so no cia.gov page could be read.
 * - Plug types and voltage: IEC World Plugs list, read from a 2017-10 scrape on GitHub (benjiao/world-plugs);
 *   no copy of iec.ch was in the search store. Plug lists may have changed since 2017.
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
      publisher: "CIA World Factbook, Australia country profile",
      title: "CIA World Factbook, Australia country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/australia-oceania/as.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
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
      publisher: "Australian time zones and daylight saving (uniministry.com; text sourced from australia.gov.au, © Commonwealth of Australia 2014)",
      title: "Australian time zones and daylight saving (uniministry.com; text sourced from australia.gov.au, © Commonwealth of Australia 2014)",
      url: "https://uniministry.com/time-zones/",
      asOf: "2014",
    },
  },
  currency: {
    code: "AUD",
    name: "Australian dollar",
    source: {
      publisher: "CIA World Factbook, Australia country profile",
      title: "CIA World Factbook, Australia country profile",
      url: "https://github.com/factbook/factbook.json/blob/master/australia-oceania/as.json",
      asOf: "2026-01",
      research: "JSON copy in factbook/factbook.json, auto-update of 2026-01-22",
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
