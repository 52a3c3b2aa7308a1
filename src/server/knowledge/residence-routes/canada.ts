import type { CountryRoutesData } from "../knowledge.schema";

// Canada's long-stay routes for a US citizen, read in November 2026. Immigration, Refugees and Citizenship
// Canada (IRCC) governs them. The stored IRCC pages read describe the Express Entry application but not the
// current figures, so the settlement-funds amount, fees and processing time come from the news, consultant and
// law-office pages named in each `source`. Canada has no retirement, digital nomad or investor visa; the pages
// that say so are guide and news pages. Pages that carry no date are given the year they were read (2026).
const IRCC_EXPRESS_ENTRY = {
  publisher: "Immigration, Refugees and Citizenship Canada",
  title: "Express Entry and the electronic application for permanent residence (operational bulletin)",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/fees/immigration/express-entry-electronic-application-permanent-residence.html",
  asOf: "2026",
};

export const canadaRoutes: CountryRoutesData = {
  country: "canada",
  checked: "2026-11",
  routes: [
    {
      kind: "work",
      name: "Express Entry: Federal Skilled Worker Program (permanent residence)",
      whoFor: "Skilled workers with at least one year of skilled work experience, language test results and an education assessment, ranked in the Express Entry pool and invited to apply; no Canadian job offer is needed.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "savings",
        amount: 15263,
        currency: "CAD",
        period: "once",
        basis: "proof of settlement funds for a family of one from 7 July 2025 (CAD 19,001 for two, CAD 28,362 for four), set at 50% of Statistics Canada's low-income cut-off and updated each year; not required for Canadian Experience Class applicants or those already authorised to work in Canada with a valid job offer. No 2026 update is stated in the sources used for this report.",
        source: {
          publisher: "Immigration, Refugees and Citizenship Canada",
          title: "Canada increases minimum proof of funds for Express Entry applicants",
          via: "Nairametrics",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages and docs): 'canada.ca Express Entry proof of funds table number of family members funds required 2025', 'Proof of funds Skilled immigrants (Express Entry) canada.ca how much money you will need 15,263', 'Proof of funds Express Entry canada.ca settlement funds family members' (docs). Only consultant and news copies came back (dfimmigration.ca, hodophilesxplorevisas.com give the same 7 July 2025 table); IRCC's own proof-of-funds page is not in the search store.",
          url: "https://nairametrics.com/2025/07/08/canada-increases-minimum-proof-of-funds-for-express-entry-applicants/",
          asOf: "2025-07-08",
        },
      },
      fee: {
        amount: 990,
        currency: "CAD",
        what: "permanent residence processing fee for the principal applicant from 30 April 2026 (the source's IRCC fee table shows this line for the Provincial Nominee Program; Federal Skilled Workers shared the same fee, CAD 950, in the 2024-2026 schedule); a right of permanent residence fee of CAD 600 is also due before landing",
        source: {
          publisher: "Immigration, Refugees and Citizenship Canada",
          title: "Permanent residence fees Canada April 30, 2026",
          via: "Ansari Immigration",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages): 'canada.ca IRCC fee list permanent residence processing fee principal applicant economic immigration right of permanent residence fee 2026', 'IRCC notice permanent residence fees increase April 30 2026 Federal Skilled Workers principal applicant $990'. Only the 2024-2026 schedule (CAD 950 / 575) in news copies and this Ansari page (quoting IRCC's notice of 27 March 2026) came back; IRCC's fee list and notice are not in the search store.",
          url: "https://www.ansariimmigration.com/post/permanent-residence-fees-canada-april-30-2026-what-applicants-should-review-now",
          asOf: "2026-04-28",
        },
      },
      processingTime: {
        text: "About 7 months after the application is submitted (IRCC's service standard is 6 months), per IRCC data of 12 May 2026; waiting in the pool for an invitation comes before this and can take months.",
        source: { publisher: "Immigration, Refugees and Citizenship Canada", title: "Express Entry Processing Times 2026", via: "TopNation", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://topnation.ca/?p=2473", asOf: "2026-06" },
      },
      durationAndRenewal: {
        text: "Permanent resident status from landing; to keep it you must be physically in Canada for at least two years in every five-year period, and the PR card is renewed.",
        source: { publisher: "Immigration, Refugees and Citizenship Canada", title: "Canadian citizenship", via: "Edge Immigration", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://edgeimmigration.com/canadian-citizenship", asOf: "2026" },
      },
      permanentResidence: {
        years: 0,
        note: "Express Entry is an application for permanent residence itself: you land as a permanent resident.",
        source: IRCC_EXPRESS_ENTRY,
      },
      citizenship: {
        years: 3,
        note: "At least 1,095 days of physical presence in the five years before applying; days in Canada as a temporary resident before becoming a permanent resident count as half days, up to 365.",
        source: { publisher: "Immigration, Refugees and Citizenship Canada", title: "How to count your days in Canada for citizenship eligibility", via: "PHTD", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://phtd.ca/2025/10/03/how-to-count-your-days-in-canada-for-citizenship-eligibility/", asOf: "2025-10-03" },
      },
      officialPage: "https://www.canada.ca/en/immigration-refugees-citizenship.html",
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "Canada has no retirement or passive-income visa. US citizens may visit for up to six months at a time; the Super Visa is only for parents and grandparents of Canadian citizens or permanent residents and does not lead to residence.",
      source: { publisher: "Immigration Info Guide", title: "Retirement visa Canada", research: "Guide stating that Canada has no retirement visa.", url: "https://immigrationinfoguide.com/retirement-visa-canada", asOf: "2025" },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Canada has no digital nomad visa: under the 2023 Tech Talent Strategy, people working for foreign employers may do so as visitors, normally for up to six months per entry, which is not residence.",
      source: { publisher: "Clear to Enter", title: "Digital Nomad Canada: can you work remotely?", research: "Guide stating that Canada has no digital nomad visa.", url: "https://cleartoenter.ca/guides/digital-nomad-canada", asOf: "2026-06" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Canada has no investor visa. The Start-up Visa stopped taking new applications after 31 December 2025 (except holders of a 2025 commitment certificate, until 30 June 2026) and the Self-Employed Persons Program has been paused since 30 April 2024. A new entrepreneur pilot was announced for 2026; this report does not yet cover it.",
      source: {
        publisher: "Immigration, Refugees and Citizenship Canada",
        title: "Canada pauses Start-Up Visa program as it prepares new entrepreneur immigration pilot",
        via: "Innovation Village",
        research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
        url: "https://innovation-village.com/canada-pauses-start-up-visa-program-as-it-prepares-new-entrepreneur-immigration-pilot",
        asOf: "2025-12",
      },
    },
  ],
};
