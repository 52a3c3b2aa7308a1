/** Sites the content data links to (see site.ts). Keep entries in alphabetical order of name. */
import type { SiteRegistry } from "./site";

export const contentSites: SiteRegistry = {
  affordwhere: { hosts: ["affordwhere.com"], kind: "other" },
  "Ajuntament de Barcelona": { hosts: ["barcelona.cat"], kind: "official" },
  "aldia.cat": { hosts: ["aldia.cat"], kind: "press" },
  betevé: { hosts: ["beteve.cat"], kind: "press" },
  "Climates to Travel": { hosts: ["climatestotravel.com"], kind: "other" },
  "El Gráfico": { hosts: ["eluniversal-elgrafico-prod.web.arc-cdn.net"], kind: "press" },
  "El Mexiquense Hoy": { hosts: ["elmexiquensehoy.blogspot.com"], kind: "other" },
  "El País": { hosts: ["elpais.com"], kind: "press" },
  "El Universal": { hosts: ["eluniversal.com.mx"], kind: "press" },
  Eurostat: { hosts: ["ec.europa.eu"], kind: "official" },
  Expansión: { hosts: ["expansion.mx"], kind: "press" },
  idealista: { hosts: ["idealista.pt"], kind: "other" },
  investropa: { hosts: ["investropa.com"], kind: "other" },
  "Jornal de Notícias": { hosts: ["jn.pt"], kind: "press" },
  "La Crónica de Hoy": { hosts: ["cronica.com.mx"], kind: "press" },
  "Notícias ao Minuto": { hosts: ["noticiasaominuto.com"], kind: "press" },
  "Servicio de Administración Tributaria (SAT)": { hosts: ["sat.gob.mx"], kind: "official" },
  /** Porto's public bus operator, which publishes the Andante fares (the Porto transport pass in the city data). */
  STCP: { hosts: ["stcp.pt"], kind: "official" },
};
