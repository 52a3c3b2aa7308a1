/** Sites the issue 29.6 research (family-group-7) links to, where not registered already (see site.ts); merged into routes.ts after review. */
import type { SiteRegistry } from "./site";

export const familyGroup7Sites: SiteRegistry = {
  "ICP Immigration": { hosts: ["icpimmigration.com"], kind: "other" },
  Mothership: { hosts: ["mothership.sg"], kind: "press" },
};
