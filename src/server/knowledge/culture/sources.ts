/** Sources that many countries' culture entries cite: one object each, so the citation is written once. */
import type { Citation } from "@server/facts/citation";

/** The list of countries that drive on the left (all others drive on the right). */
export const DRIVING_SIDE: Citation = { publisher: "Business Insider", title: "Countries that drive on the left (all others drive on the right)", via: "ScienceAlert", url: "https://sciencealert.com/a-surprisingly-few-number-of-countries-drive-on-the-left-side-of-the-road", asOf: "2020", reviewedOn: "2026-11-25", research: "ScienceAlert's republication of a Business Insider list of countries and territories that drive on the left (a well-known guide, not an official source). The page shows no date; asOf 2020 is inferred from a 2020-11 republication of the same figures." };

/** Plug types and voltages by country (IEC World Plugs; figures as of the 2017-10 list). */
export const IEC_WORLD_PLUGS: Citation = { publisher: "International Electrotechnical Commission", title: "World Plugs: list by location", url: "https://www.iec.ch/world-plugs", asOf: "2017-10", reviewedOn: "2026-11-25", research: "Plug types and voltages read from a 2017-10 scrape of the IEC list (GitHub benjiao/world-plugs, https://raw.githubusercontent.com/benjiao/world-plugs/master/world-plugs.csv, which was linked before); no copy of iec.ch itself could be read, so the IEC's current list may differ." };

/** EF English Proficiency Index 2024: EF's own ranking page. */
export const EF_EPI_2024: Citation = { publisher: "EF Education First", title: "EF English Proficiency Index 2024: ranking of 116 countries and regions", url: "https://ef.se/epi/regions/africa/mozambique", asOf: "2024-11", reviewedOn: "2026-11-25", research: "EF's own Swedish site (ef.se); the page stored at this address shows the 2024 global ranking, whose readable part covers most countries (ranks 1-9 and 86-92 were taken from news reports of the same edition)." };
