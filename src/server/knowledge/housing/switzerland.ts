/**
 * Switzerland: renting rules and foreign buyers (housing knowledge).
 * Source notes:
 * - Official: Canton of Obwalden integration office FAQ on leases and deposits; Code of Obligations art. 266c
 *   (status 1 January 2023) as reproduced on lawbrary.ch.
 * - Secondary: Reut Law (Swiss law firm) on the Lex Koller.
 * - The Obwalden and Reut Law pages show no date; asOf 2026 is the year the stored copies were read.
 * - Gap: agency fees. No page in the store said who pays a letting agent in Switzerland or how much.
 */
import type { CountryHousing } from "./housing.schema";

export const switzerlandHousing: CountryHousing = {
  country: "switzerland",
  checked: "2026-11",
  deposit: {
    text: "The rent deposit is at most three months' rent and is held as security for the landlord (unpaid rent, unpaid service charges or damage); it is returned after the tenant moves out.",
    source: {
      publisher: "Kanton Obwalden",
      title: "Integration FAQ 04: What is a lease and a joint interest deposit?",
      url: "https://integration.ow.ch/en/faq/04-was-ist-ein-mietvertrag/",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  contractLength: {
    text: "Either party may terminate a lease of residential premises by giving three months' notice expiring on a date fixed by local custom or, if there is none, at the end of a three-month period of the lease (Code of Obligations art. 266c).",
    source: {
      publisher: "Swiss Confederation",
      title: "Code of Obligations, art. 266c (status as of 1 January 2023)",
      via: "lawbrary.ch",
      url: "https://lawbrary.ch/law/art/OR-v2023.01-en-art-266c/print",
      asOf: "2023-01",
      reviewedOn: "2026-11-23",
      research: "Statute text reproduced on lawbrary.ch; no fedlex.admin.ch page was found.",
    },
  },
  agencyFees: {
    value: null,
    note: "No published rule or usual figure was found for who pays a letting agent on a rental, or how much.",
    research: "Looked for who pays a letting agent in Switzerland and any legal cap; the stored pages (ch.ch, cantonal and portal guides) cover notice and deposits but none gives an agent fee rule or amount.",
  },
  foreignBuyers: {
    text: "Under the Lex Koller, persons resident abroad and foreign companies need a cantonal authorisation to buy real estate, granted only on a statutory ground. People with the right to reside permanently in Switzerland (at least a B permit) who buy a main residence need no authorisation, but this requires actually living there with the intention to stay, not a temporary assignment; residents who are not EU/EFTA citizens count as foreign nationals under the law unless they hold a C (settlement) permit.",
    source: {
      publisher: "Reut Law",
      title: "Acquisition of Swiss Real Estate by Foreign Nationals",
      url: "https://reutlaw.com/en/insights/acquisition-of-swiss-real-estate-by-foreign-nationals",
      asOf: "2026",
      reviewedOn: "2026-11-23",
      research: "Swiss law firm.",
    },
  },
};
