/** Sites the issue 29 research (rents-group-3) links to, where not registered already (see site.ts); merged into the area files after review. */
import type { SiteRegistry } from "./site";

export const rentsGroup3Sites: SiteRegistry = {
  /** Republishes press articles (here t-online's Berlin cost-of-living article with Numbeo figures). */
  "Europe Says": { hosts: ["europesays.com"], kind: "other" },
};
