/** Sources that many countries' emergency entries cite: one object each, so the citation is written once. */
import type { Citation } from "@server/facts/citation";
import type { Advisory, EmergencyNumbers } from "./emergency.schema";

/** 112 in every EU country (Your Europe). */
export const EU_EMERGENCY_NUMBER: Citation = {
  publisher: "European Commission",
  title: "Your Europe – Perguntas frequentes: em caso de emergência",
  url: "https://europa.eu/youreurope/citizens/travel/security-and-emergencies/emergency/faq/index_pt.htm",
  asOf: "2026-11",
  reviewedOn: "2026-11-25",
  research:
    "Portuguese edition of the Your Europe emergency FAQ: 112 works free of charge in every EU country and the operator transfers the call to the right emergency service (police, ambulance, fire). No English edition of the page was found in the search store; searches for '112 single European emergency number europa' returned only third-party restatements. Month read used as the date.",
};

/** An EU country where Smartraveller gives 112 for police, ambulance and fire alike, as the EU's own 112 page does. */
export const eu112Everywhere = (source: Citation): EmergencyNumbers => ({
  police: "112",
  ambulance: "112",
  fire: "112",
  source,
  general: "112",
  crossCheck: { source: EU_EMERGENCY_NUMBER },
});

/**
 * The verbatim archive of government travel advice (decision 0024): a repository that scrapes Smartraveller's pages
 * daily (it also kept the State Department's until August 2025). Pinned to one commit; read on one day.
 */
const ARCHIVE = {
  repository: "marcolussetti/travel-advisories",
  via: "GitHub (marcolussetti/travel-advisories repository)",
  commit: "bbc331def9b73f61253cca713cd85a4b363a436f",
  readOn: "2026-11-28",
} as const;

/** The address of a file of an archive at its pinned commit. */
const archived = (archive: { repository: string; commit: string }, path: string): string =>
  `https://github.com/${archive.repository}/blob/${archive.commit}/${path.replace(/ /g, "%20").replace(/\(/g, "%28").replace(/\)/g, "%29")}`;

/** Smartraveller's "Local contacts" page for a country (its emergency numbers by service), read through the archive. */
export function smartravellerLocalContacts(page: { country: string; folder?: string; officialUrl: string; updated: string; reads: string }): Citation {
  return {
    publisher: "Australian Department of Foreign Affairs and Trade",
    title: `${page.country} travel advice (Smartraveller): Local contacts`,
    url: archived(ARCHIVE, `australia/${page.folder ?? page.country}/Local_contacts.md`),
    asOf: page.updated,
    reviewedOn: ARCHIVE.readOn,
    via: ARCHIVE.via,
    research: `Verbatim copy of the Local contacts page of ${page.officialUrl} (page last updated ${page.updated}), kept by the travel-advisories repository, which archives government travel advice by scraping it daily (copy of 2025-08-15). The emergencies section reads: ${page.reads}`,
  };
}

/**
 * The verbatim archive of the State Department's travel advisories (issue 30): a repository that saves each country's
 * advisory page daily (level, date issued, full text). Pinned to one commit; read on one day. It is newer than the
 * travel-advisories repository above, whose copies of the State Department's pages stop in August 2025.
 */
const ADVISORY_ARCHIVE = {
  repository: "johnmarkschofield/travel-advisory-archive",
  via: "GitHub (johnmarkschofield/travel-advisory-archive repository)",
  commit: "1bdc65f49b40f59687da1b13ca56cbaa59ed64b0",
  copiedOn: "2026-08-22",
  readOn: "2026-11-29",
} as const;

/** The State Department's travel advisory for a country (level, wording, date, higher-risk areas), read through the archive. */
export function stateDepartmentAdvisory(page: { country: string; file: string; level: number; label: string; issued: string; areas?: string; reads: string }): Advisory {
  return {
    level: page.level,
    label: page.label,
    issued: page.issued,
    ...(page.areas ? { areas: page.areas } : {}),
    source: {
      publisher: "US Department of State",
      title: `${page.country} Travel Advisory`,
      url: archived(ADVISORY_ARCHIVE, `advisories/${page.file}.md`),
      asOf: page.issued,
      reviewedOn: ADVISORY_ARCHIVE.readOn,
      via: ADVISORY_ARCHIVE.via,
      research: `Verbatim copy of the State Department travel advisory for ${page.country} (travel.state.gov), kept by the travel-advisory-archive repository, which saves every advisory daily (copy of ${ADVISORY_ARCHIVE.copiedOn}): level ${page.level}, ${page.label}, issued ${page.issued}. ${page.reads}`,
    },
  };
}
