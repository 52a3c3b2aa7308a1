/**
 * Sites the residence routes' conditions (issue 28.1) link to, for the countries of research group 6, where they are
 * not registered already (see site.ts). One file per group so the groups' research never collides.
 */
import type { SiteRegistry } from "./site";

export const routeConditionsGroup6Sites: SiteRegistry = {
  "Ecos del Hum": { hosts: ["ecosdelhum.com.uy"], kind: "press" },
  "Embassy of Nigeria in Abu Dhabi": { hosts: ["nigerianabudhabi.org"], kind: "official" },
  InfoLEG: { hosts: ["servicios.infoleg.gob.ar", "infoleg.gob.ar"], kind: "official" },
  "L&E Global": { hosts: ["leglobal.law"], kind: "other" },
  "Liberia Ministry of Labour": { hosts: ["labour.gov.lr"], kind: "official" },
};
