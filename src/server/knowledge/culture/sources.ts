/** Sources that many countries' culture entries cite: one object each, so the citation is written once. */
import type { Citation } from "@server/facts/citation";

/** The list of countries that drive on the left (all others drive on the right). */
export const DRIVING_SIDE: Citation = { publisher: "ScienceAlert (republished from Business Insider): countries and territories that drive on the left; all others drive on the right", title: "ScienceAlert (republished from Business Insider): countries and territories that drive on the left; all others drive on the right", url: "https://sciencealert.com/a-surprisingly-few-number-of-countries-drive-on-the-left-side-of-the-road", asOf: "2020" };

/** Plug types and voltages by country (IEC World Plugs, 2017 copy). */
export const IEC_WORLD_PLUGS: Citation = { publisher: "IEC World Plugs, list by location", title: "IEC World Plugs, list by location", url: "https://raw.githubusercontent.com/benjiao/world-plugs/master/world-plugs.csv", asOf: "2017-10", research: "copy scraped from iec.ch in 2017-10, benjiao/world-plugs" };

/** EF English Proficiency Index 2024: EF's own ranking page (the store holds it under this address). */
export const EF_EPI_2024: Citation = { publisher: "EF English Proficiency Index 2024, global ranking of 116 countries and regions (EF Education First, ef.se)", title: "EF English Proficiency Index 2024, global ranking of 116 countries and regions (EF Education First, ef.se)", url: "https://ef.se/epi/regions/africa/mozambique", asOf: "2024-11" };
