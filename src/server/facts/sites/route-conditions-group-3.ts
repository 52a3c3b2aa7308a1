/**
 * Sites the residence routes' conditions (issue 28.1) link to, for the countries of research group 3, where they are
 * not registered already (see site.ts). One file per group so the groups' research never collides.
 */
import type { SiteRegistry } from "./site";

export const routeConditionsGroup3Sites: SiteRegistry = {
  // Australia
  "Hannan Tew Lawyers": { hosts: ["hannantew.com.au"], kind: "other" },
  "Migration Expert": { hosts: ["migrationexpert.com"], kind: "other" },
  "CPE Migration": { hosts: ["cpemigration.com.au"], kind: "other" },
  Borderproof: { hosts: ["borderproof.com"], kind: "other" },
  FormFinder: { hosts: ["formfinder.com.au"], kind: "other" },
  "Migration Buro": { hosts: ["migrationburo.com.au"], kind: "other" },
  "This Is Australia": { hosts: ["thisisaustralia.com"], kind: "other" },
  "Australian Migration Agents": { hosts: ["australianmigrationagents.com.au"], kind: "other" },
  // Canada
  "QA Immigration": { hosts: ["qaimmigration.com"], kind: "other" },
  Canadim: { hosts: ["canadim.com"], kind: "other" },
  // Japan
  "Consulate-General of Japan in San Francisco": { hosts: ["sf.us.emb-japan.go.jp"], kind: "official" },
  "Visa for Japan": { hosts: ["visa-for-japan.com"], kind: "other" },
  "Hamabe Administrative Scrivener Office": { hosts: ["hamabe-office.com"], kind: "other" },
  "Office Hiura": { hosts: ["office-hiura.com"], kind: "other" },
  "Nyukan Assist Tokyo": { hosts: ["nyukan-assist.tokyo"], kind: "other" },
  "KRH Office": { hosts: ["krh-office.com"], kind: "other" },
  // New Zealand
  Mint: { hosts: ["livemint.com"], kind: "press" },
  "Pacific Legal": { hosts: ["pacificlegal.co.nz"], kind: "other" },
  "I Love Translation": { hosts: ["ilovetranslation.com"], kind: "other" },
  // Finland (Migri's own application service)
  "Finnish Immigration Service": { hosts: ["enterfinland.fi"], kind: "official" },
};
