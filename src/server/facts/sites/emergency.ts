/** Sites the emergency data links to (see site.ts). Keep entries in alphabetical order of name. */
import type { SiteRegistry } from "./site";

export const emergencySites: SiteRegistry = {};
