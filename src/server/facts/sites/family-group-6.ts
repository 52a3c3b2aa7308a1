/** Sites the issue 29.6 research (family-group-6) links to, where not registered already (see site.ts); merged into routes.ts after review. */
import type { SiteRegistry } from "./site";

export const familyGroup6Sites: SiteRegistry = {
};
