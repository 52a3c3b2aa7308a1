/** Sites the cities' own climate classes link to, for research group 2, where not registered already (see site.ts). */
import type { SiteRegistry } from "./site";

export const cityClimateGroup2Sites: SiteRegistry = {
};
