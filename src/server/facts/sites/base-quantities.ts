/** Sites the base quantities (minimum wages, Spain's IPREM) link to (see site.ts). Keep entries in alphabetical order of name. */
import type { SiteRegistry } from "./site";

export const baseQuantitiesSites: SiteRegistry = {
  "Barrera Palacio": { hosts: ["barrerapalacio.com"], kind: "other" },
  "Blu Radio": { hosts: ["bluradio.com"], kind: "press" },
  "Business Post": { hosts: ["businesspost.co.kr"], kind: "press" },
  "Diário de Notícias da Madeira": { hosts: ["dnoticias.pt"], kind: "press" },
  "El Dictamen": { hosts: ["eldictamen.mx"], kind: "press" },
  "El Economista": { hosts: ["eleconomista.com.mx"], kind: "press" },
  "Electronic Times (etnews)": { hosts: ["etnews.com"], kind: "press" },
  Expreso: { hosts: ["expreso.ec"], kind: "press" },
  "Rádio Renascença": { hosts: ["rr.pt"], kind: "press" },
  Segre: { hosts: ["segre.com"], kind: "press" },
  "Seoul Shinmun": { hosts: ["seoul.co.kr"], kind: "press" },
  "Servicio Público de Empleo Estatal (SEPE)": { hosts: ["sepe.es"], kind: "official" },
  "The Korea Economic Daily (Hankyung)": { hosts: ["hankyung.com"], kind: "press" },
  // Wage-rule quantities (wage-rule-quantities.ts): Germany's pension-insurance ceiling, Sweden's median salary.
  "Deutsche Rentenversicherung": { hosts: ["deutsche-rentenversicherung.de"], kind: "official" },
  "Deutsche Rentenversicherung Knappschaft-Bahn-See": { hosts: ["kbs.de"], kind: "official" },
  Nyheter24: { hosts: ["nyheter24.se"], kind: "press" },
};
