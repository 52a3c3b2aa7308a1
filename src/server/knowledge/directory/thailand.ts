/**
 * Thailand: the search store held Royal Thai Embassy pages (Washington, Madrid) and the Thai General Insurance
 * Association's long-stay insurance site, which Thai embassies name as the list of participating Thai insurers for
 * O-A visas (TGIA is an industry association, not the regulator; the Office of Insurance Commission was only
 * covered by trade press). No Immigration Bureau or Revenue Department (rd.go.th) page was stored, so there is no
 * tax-authority entry; the Lawyers Council of Thailand was only described by law firms and encyclopaedias, so
 * lawyers have no entry; no accountants' body was stored. Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const thailandDirectory: CountryDirectory = {
  country: "thailand",
  checked: "2026-11",
  entries: [
    {
      category: "immigration-authority",
      name: "Royal Thai Consulate-General, Los Angeles",
      use: "A Thai mission's official procedure in the US for the O-A retirement visa (up to 1 year), applied for online through the Thai e-Visa system: age 50 or over, finances, criminal record, medical certificate, and health insurance of THB 3,000,000 (USD 100,000) a policy year.",
      url: "https://thaiconsulatela.thaiembassy.org/en/publicservice/non-o-a-long-stay-retirement-up-to-1-year",
      asOf: "2023-02-08",
      reviewedOn: "2026-11-29",
    },
    {
      category: "health-insurance",
      name: "Royal Thai Embassy, Madrid",
      use: "Embassy statement of the health-insurance cover and the insurance certificate that O-A applicants must provide (figures change; check the current version).",
      url: "https://madrid.thaiembassy.org/en/publicservice/health-insurance-requirements-for-applicants-of-non-o-a?cate=5d7ce71215e39c3e04000548",
      asOf: "2022-11-30",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Thai General Insurance Association (TGIA)",
      use: "Industry site listing participating Thai insurers for long-stay (O-A) visa health insurance; Thai embassies refer applicants to it, and renewals in Thailand require a Thai insurer.",
      url: "https://longstay.tgia.org/home/guidelineoa",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "FIDI Global Alliance",
      use: "International federation of quality-certified (FAIM) moving companies; ask a mover whether it is a FIDI Affiliate.",
      url: "https://www.fidi.org/governance",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
  ],
};
