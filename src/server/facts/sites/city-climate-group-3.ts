/** Sites the cities' own climate classes link to, for research group 3, where not registered already (see site.ts). */
import type { SiteRegistry } from "./site";

export const cityClimateGroup3Sites: SiteRegistry = {
};
