/**
 * Sites the residence routes' conditions (issue 28.1) link to, for the countries of research group 4, where they are
 * not registered already (see site.ts). One file per group so the groups' research never collides.
 */
import type { SiteRegistry } from "./site";

export const routeConditionsGroup4Sites: SiteRegistry = {
  "Alter Domus Malaysia (MM2H agent)": { hosts: ["alterdomus.com.my"], kind: "other" },
  "Apex Corporate Services": { hosts: ["apexcorp.com.sg"], kind: "other" },
  "125visa": { hosts: ["kor.125visa.com"], kind: "other" },
  "Bangduty (administrative agent)": { hosts: ["bangduty.com"], kind: "other" },
  "DB Legal": { hosts: ["dblegal.vn"], kind: "other" },
  Emerhub: { hosts: ["emerhub.com"], kind: "other" },
  "Immigration Department of Malaysia": { hosts: ["imi.gov.my"], kind: "official" },
  "Immigration Department of Malaysia, London office": { hosts: ["jimlondon.net"], kind: "official" },
  "Khaosod English": { hosts: ["khaosodenglish.com"], kind: "press" },
  KORMOYA: { hosts: ["kormoya.com"], kind: "other" },
  "Korea Trade-Investment Promotion Agency (KOTRA)": { hosts: ["kotra.or.kr", "investkorea.org"], kind: "official" },
  "Korean Ministry of Justice": { hosts: ["korea.kr", "immigration.go.kr", "hikorea.go.kr"], kind: "official" },
  "Life in PH": { hosts: ["lifeinph.com"], kind: "other" },
  "Peregrine Immigration": { hosts: ["peregrineimmigration.co.uk"], kind: "other" },
  "Philippine Retirement (SRRV agent)": { hosts: ["philippine-retirement.com"], kind: "other" },
  "Royal Thai Consulate-General, Los Angeles": { hosts: ["thaiconsulatela.thaiembassy.org"], kind: "official" },
  "Royal Thai Embassy, Ankara": { hosts: ["ankara.thaiembassy.org"], kind: "official" },
  "RSM Stone Forest": { hosts: ["rsmstoneforest.sg"], kind: "other" },
  "SG HR Manpower (employment agency)": { hosts: ["sghrmanpower.com"], kind: "other" },
  "Siam Legal": { hosts: ["siam-legal.com"], kind: "other" },
  "Singapore Ministry of Manpower": { hosts: ["mom.gov.sg"], kind: "official" },
  "TESZARA (SRRV agent)": { hosts: ["teszara.com"], kind: "other" },
  "Thailand Board of Investment": { hosts: ["ltr.boi.go.th", "boi.go.th"], kind: "official" },
  "VisaInKorea (blog)": { hosts: ["visainkorea.blogspot.com"], kind: "other" },
  Visafield: { hosts: ["visafield.com"], kind: "other" },
  "Visa Vietnam Support": { hosts: ["visavietnamsupport.com"], kind: "other" },
  "visa4u (administrative agent)": { hosts: ["visa4u.modoo.at"], kind: "other" },
};
