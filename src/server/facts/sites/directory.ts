/** Sites the directory data links to (see site.ts). Keep entries in alphabetical order of name. */
import type { SiteRegistry } from "./site";

export const directorySites: SiteRegistry = {};
