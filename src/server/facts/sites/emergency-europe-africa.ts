/** Sites the emergency data (second half of the countries) links to (see site.ts). Keep entries in alphabetical order of name. */
import type { SiteRegistry } from "./site";

export const emergencyEuropeAfricaSites: SiteRegistry = {};
