/**
 * Sites the residence routes' conditions (issue 28.1) link to, for the countries of research group 2, where they are
 * not registered already (see site.ts). One file per group so the groups' research never collides.
 */
import type { SiteRegistry } from "./site";

export const routeConditionsGroup2Sites: SiteRegistry = {
  "Employment Permits Ireland": { hosts: ["employmentpermitsireland.ie"], kind: "other" },
  Wixlib: { hosts: ["wixlib.com"], kind: "other" },
  "SOT Solicitors": { hosts: ["sotsolicitors.ie"], kind: "other" },
  "Cleary Solicitors": { hosts: ["clearysolicitors.ie"], kind: "other" },
  Lawbrary: { hosts: ["lawbrary.ch"], kind: "other" },
  "Canton of Solothurn Migration Office": { hosts: ["so.ch"], kind: "official" },
  "Municipality of Grindelwald": { hosts: ["gemeinde-grindelwald.ch"], kind: "official" },
  "Austrian Parliament": { hosts: ["parlament.gv.at"], kind: "official" },
  "Austrian Economic Chambers": { hosts: ["advantageaustria.org"], kind: "other" },
  "Land Tirol": { hosts: ["tirol.gv.at"], kind: "official" },
  "Arbejdstilladelser.dk": { hosts: ["arbejdstilladelser.dk"], kind: "other" },
};
