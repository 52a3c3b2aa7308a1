/** Sites the emergency data (second half of the countries) links to (see site.ts). Keep entries in alphabetical order of name. */
import type { SiteRegistry } from "./site";

export const emergencyEuropeAfricaSites: SiteRegistry = {
  "Australian Department of Foreign Affairs and Trade": { hosts: ["smartraveller.gov.au"], kind: "official" },
  "Central Intelligence Agency": { hosts: ["cia.gov"], kind: "official" },
  "ch.ch, the Swiss authorities online": { hosts: ["ch.ch"], kind: "official" },
  "College of Charleston Center for International Education": { hosts: ["cofc.abroadoffice.net"], kind: "other" },
  "Devon & Cornwall Police": { hosts: ["devon-cornwall.police.uk"], kind: "official" },
  "European Commission": { hosts: ["europa.eu"], kind: "official" },
  "Government of New Brunswick": { hosts: ["gnb.ca"], kind: "official" },
  "Graphic Online": { hosts: ["graphic.com.gh"], kind: "press" },
  LegalClarity: { hosts: ["legalclarity.org"], kind: "other" },
  "Liberia National Police": { hosts: ["lnp.gov.lr"], kind: "official" },
  "New Zealand Police": { hosts: ["police.govt.nz"], kind: "official" },
  "Norwegian Communications Authority (Nkom)": { hosts: ["nkom.no"], kind: "official" },
  "US Department of State": { hosts: ["travel.state.gov", "state.gov", "osac.gov"], kind: "official" },
  "US Embassy and Consulate in New Zealand": { hosts: ["nz.usembassy.gov"], kind: "official" },
  "US Embassy and Consulate in Nigeria": { hosts: ["ng.usembassy.gov"], kind: "official" },
  "US Embassy and Consulates in Canada": { hosts: ["ca.usembassy.gov"], kind: "official" },
  "US Embassy and Consulates in Germany": { hosts: ["de.usembassy.gov"], kind: "official" },
  "US Embassy in Austria": { hosts: ["at.usembassy.gov"], kind: "official" },
  "US Embassy in Finland": { hosts: ["fi.usembassy.gov"], kind: "official" },
  "US Embassy in Ghana": { hosts: ["gh.usembassy.gov"], kind: "official" },
  "US Embassy in Norway": { hosts: ["no.usembassy.gov"], kind: "official" },
  "US Embassy in Switzerland and Liechtenstein": { hosts: ["ch.usembassy.gov"], kind: "official" },
};
