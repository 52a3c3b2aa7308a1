/** The four city guides as the server holds them (guide.ts), in the order the site lists them. */
import { guide as barcelona } from "./barcelona";
import { guide as lisbon } from "./lisbon";
import { guide as mexicoCity } from "./mexico-city";
import { guide as porto } from "./porto";
import type { CityGuideData } from "./guide";

export const rawCityGuides: CityGuideData[] = [lisbon, porto, barcelona, mexicoCity];
