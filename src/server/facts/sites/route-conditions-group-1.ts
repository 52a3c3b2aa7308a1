/**
 * Sites the residence routes' conditions (issue 28.1) link to, for the countries of research group 1, where they are
 * not registered already (see site.ts). One file per group so the groups' research never collides.
 */
import type { SiteRegistry } from "./site";

export const routeConditionsGroup1Sites: SiteRegistry = {
  "Lamares, Capela & Associados": { hosts: ["lamarescapela.pt"], kind: "other" },
  "Caiado Immigration": { hosts: ["caiadoimmigration.com"], kind: "other" },
  "BLS International": { hosts: ["blsspainvisa.com"], kind: "other" },
  "Oficina Nacional de Emprendimiento (ONE)": { hosts: ["one.gob.es"], kind: "official" },
  Movingto: { hosts: ["movingto.com"], kind: "other" },
  "Immigrazione.biz": { hosts: ["immigrazione.biz"], kind: "other" },
  "Italy Digital Nomad": { hosts: ["italydigitalnomad.com"], kind: "other" },
  ICLG: { hosts: ["iclg.com"], kind: "other" },
  Assolombarda: { hosts: ["assolombarda.it"], kind: "other" },
  "Johannes Gutenberg University Mainz": { hosts: ["uni-mainz.de"], kind: "other" },
  "City of Lünen": { hosts: ["luenen.de"], kind: "official" },
  bizorganization: { hosts: ["bizorganization.de"], kind: "other" },
  "Landesamt für Einwanderung Berlin": { hosts: ["service.berlin.de"], kind: "official" },
  Move2Europe: { hosts: ["move2europe.eu"], kind: "other" },
  "Expatlaw (RPS Legal)": { hosts: ["rpslegal.nl"], kind: "other" },
  Tailorminds: { hosts: ["tailorminds.com"], kind: "other" },
  "International Welcome Center North": { hosts: ["iwcn.nl"], kind: "other" },
  Visaversa: { hosts: ["visaversa.com"], kind: "other" },
  "Singh Raaijmakers Lawyers": { hosts: ["singhraaijmakers.nl"], kind: "other" },
  "Flemish Government": { hosts: ["vlaanderen.be"], kind: "official" },
  "Mairie de Sainte-Gemme": { hosts: ["mairiestegemme.fr"], kind: "official" },
  "OERF-VIS": { hosts: ["oerf-vis.eu"], kind: "other" },
  "Embassy and Consulates of Belgium in the United States": { hosts: ["unitedstates.diplomatie.belgium.be"], kind: "official" },
};
