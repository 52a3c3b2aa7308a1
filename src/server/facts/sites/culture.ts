/** Sites the culture data links to (see site.ts). Keep entries in alphabetical order of name. */
import type { SiteRegistry } from "./site";

export const cultureSites: SiteRegistry = {
  "Checkout.com": { hosts: ["checkout.com"], kind: "other" },
  "EF Education First": { hosts: ["ef.com", "ef.se"], kind: "publisher" },
  "GitHub (factbook/factbook.json repository)": { hosts: ["github.com"], kind: "copy" },
  "GitHub (Mojtaba-Alehosseini/cs-migration-compass repository)": { hosts: ["github.com"], kind: "other" },
  "International Electrotechnical Commission": { hosts: ["iec.ch"], kind: "publisher" },
  "Kiwix mirror at kiwix.lema.org": { hosts: ["kiwix.lema.org"], kind: "other" },
  "Kiwix mirror at wiki.camac.ltd": { hosts: ["wiki.camac.ltd"], kind: "other" },
  "Maroc.ma": { hosts: ["maroc.ma"], kind: "official" },
  "Mexico Daily Post": { hosts: ["mexicodailypost.news"], kind: "press" },
  "Nippon.com": { hosts: ["nippon.com"], kind: "press" },
  ScienceAlert: { hosts: ["sciencealert.com"], kind: "press" },
  "uniministry.com": { hosts: ["uniministry.com"], kind: "other" },
  Wikipedia: { hosts: ["wikipedia.org"], kind: "other" },
  "Zee News": { hosts: ["zeenews.india.com"], kind: "press" },
};
