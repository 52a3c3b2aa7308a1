/**
 * Sites the residence routes' conditions (issue 28.1) link to, for the countries of research group 5, where they are
 * not registered already (see site.ts). One file per group so the groups' research never collides.
 */
import type { SiteRegistry } from "./site";

export const routeConditionsGroup5Sites: SiteRegistry = {
  "Diario Oficial de la Federación": { hosts: ["dof.gob.mx"], kind: "official" },
  "Costa Rica Tourism Board (ICT)": { hosts: ["visitcostarica.com"], kind: "official" },
  "CELIG (law firm)": { hosts: ["celigcr.com"], kind: "other" },
  "ERP Lawyers": { hosts: ["erplawyers.com"], kind: "other" },
  "JD Immigration": { hosts: ["jdimmigration.es"], kind: "other" },
  "Kraemer & Kraemer (law firm)": { hosts: ["kraemerlaw.com"], kind: "other" },
  "Consultoría Mocchi": { hosts: ["consultoria-mocchi.com"], kind: "other" },
  "Grace Nelson Law": { hosts: ["gracenelsonlaw.com"], kind: "other" },
  "Noticias RCN": { hosts: ["noticiasrcn.com"], kind: "press" },
};
