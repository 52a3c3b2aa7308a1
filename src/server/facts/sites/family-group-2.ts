/** Sites the issue 29.3 research (family-group-2) links to, where not registered already (see site.ts); merged into routes.ts after review. */
import type { SiteRegistry } from "./site";

export const familyGroup2Sites: SiteRegistry = {
};
