import type { CountryRoutesData } from "../knowledge.schema";
import { CANADA_PR_FEE_RULE } from "@server/facts/base-quantities/indexed-fees";

/** How IRCC re-sets its permanent residence fees, in a reader's words (the rule is CANADA_PR_FEE_RULE). */
const PR_FEE_RULE_WORDS =
  "IRCC re-sets its permanent residence fees every two years on 30 April by the rise in Canada's consumer price index over the two previous years, rounded to the nearest five dollars (Immigration and Refugee Protection Regulations, paragraph 294(d)).";

// Canada's long-stay routes for a US citizen, read in November 2026. Immigration, Refugees and Citizenship
// Canada (IRCC) governs them. The stored IRCC pages read describe the Express Entry application but not the
// current figures, so the settlement-funds amount and processing time come from the news, consultant and
// law-office pages named in each `source`. The fees are re-set by rule every two years: their editions are in
// facts/base-quantities/indexed-fees.ts (the 2022 and 2024 amounts from IRCC's Canada Gazette notice). Canada has no retirement, digital nomad or investor visa; the pages
// that say so are guide and news pages. Pages that carry no date are given the year they were read (2026).
const IRCC_EXPRESS_ENTRY = {
  publisher: "Immigration, Refugees and Citizenship Canada",
  title: "Express Entry and the electronic application for permanent residence (operational bulletin)",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/fees/immigration/express-entry-electronic-application-permanent-residence.html",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

const IRCC_FSW_AGE = {
  publisher: "Immigration, Refugees and Citizenship Canada",
  title: "Federal skilled workers selection criteria: Age (operational instructions and guidelines)",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/publications-manuals/operational-bulletins-manuals/permanent-residence/economic-classes/federal-skilled-workers/selection-criteria.html",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "IRCC's own program-delivery page, found with the search tool (pages) for 'Federal Skilled Worker selection factor age points 18 to 35 12 points' (November 2026): for applications on or after 4 May 2013, 18 to 35 years 12 points, 36: 11, 37: 10, 38: 9, 39: 8, 40: 7, 41: 6, 42: 5, 43: 4, 44: 3, 45: 2, 46: 1, under 18 or 47 and older 0, awarded on the day the application is submitted through Express Entry. The page excerpt does not state the 67-point pass mark of the six-factor grid, which R76(2) leaves to the Minister; QA Immigration, CanadaVisa and Lerom Law restate it as 67 of 100. Undated; asOf is the year it was read.",
};
const QA_FSW = {
  publisher: "Immigration, Refugees and Citizenship Canada",
  title: "Immigrate to Canada: Federal Skilled Worker Class",
  via: "QA Immigration",
  research:
    "Immigration-consultant page restating IRCC's minimum requirements: one year of paid full-time work (or the part-time equivalent) in the last ten years in NOC TEER categories 0, 1, 2 or 3, CLB 7 in all four abilities, and at least 67 points on the selection grid. Elixir Group and Gateway Visa Solution say the same. IRCC's own eligibility page is not in the search store (November 2026 searches 'Federal Skilled Worker Program skilled work experience in TEER 0, 1, 2 or 3 occupation, 67 points', 'Eligibility to apply as a Federal Skilled Worker (Express Entry) ... canada.ca' in docs). Which occupations sit in TEER 4 and 5 comes from Statistics Canada's NOC 2021 Version 1.0 pages (official, statcan.gc.ca): major group 65 (TEER 5) holds 65200 food and beverage servers and 65201 food counter attendants (NOC's main duties include preparing coffee and tea specialties, the barista's work) and 65100 cashiers; major group 64 (TEER 4) holds 64301 bartenders, retail salespersons, security guards and customer and information services representatives; major group 14 (TEER 4) holds general office support workers, receptionists and shippers, receivers and storekeepers; major group 44 (TEER 4) holds home child care providers; major group 75 (TEER 5) holds taxi and delivery service drivers. Those are excluded below by their ISCO-08 codes (5131, 5132, 5223, 5414, 4222, 4110, 4321, 5311, 8322). Undated; asOf is the year it was read.",
  url: "https://qaimmigration.com/immigrate1.html",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const IRCC_APPLY_PR = {
  publisher: "Immigration, Refugees and Citizenship Canada",
  title: "Express Entry: apply for permanent residence",
  url: "https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/provincial-nominees/express-entry/apply-permanent-residence.html",
  asOf: "2024",
  reviewedOn: "2026-11-28",
  research:
    "IRCC's own page, found with the search tool (pages) for 'Express Entry create your profile online IRCC secure account invitation to apply 60 days' (November 2026): 'If we invite you to apply for permanent residence, you'll get a message in your account'; 'Once you're invited, you have 60 calendar days to apply for permanent residence online.' The stored copy mentions the 30 April 2024 fee increase, so asOf is 2024.",
};
const CANADIM_FAMILY = {
  publisher: "Immigration, Refugees and Citizenship Canada",
  title: "Express Entry and Family Members: All You Need to Know",
  via: "Canadim",
  research:
    "Immigration-law firm page restating IRCC's definition of family members for an application for permanent residence: a spouse or common-law partner (one year's cohabitation), dependent children under 22 without a spouse or partner (older if dependent since before 22 because of a physical or mental condition), the partner's dependent children and a dependent child's child. PL Immigration and Nationwide Visas say the same. IRCC's own page is not in the search store (November 2026 search 'canada.ca Express Entry who can be included family members spouse common-law partner dependent children under 22').",
  url: "https://canadim.com/blog/express-entry-family-proof/amp",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const IRCC_PROOF_OF_FUNDS = {
  publisher: "Immigration, Refugees and Citizenship Canada",
  title: "Proof of funds: skilled immigrants (Express Entry)",
  via: "ICP Immigration",
  url: "https://icpimmigration.com/index.php?option=com_content&view=article&id=4014:change-in-the-amount-of-proof-of-funds&catid=85&lang=en&Itemid=1003",
  asOf: "2022-06",
  reviewedOn: "2026-11-28",
  research:
    "Immigration-consultancy copy of IRCC's proof-of-funds page, in IRCC's own words ('Proof of funds is how you show us that you have enough money to settle in Canada. If we invite you to apply, you must give written proof that you have this money'), with the fund table 'as of June 9, 2022'; found with the search tool (pages) for 'Proof of funds skilled immigrants Express Entry money of your spouse or common-law partner who is coming with you' (November 2026): 'If your spouse is coming with you, you can count money you have together in a joint account. You may be able to count money in an account under their name only, but you must prove you have access to the money.' IRCC's own page (canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry/documents/proof-funds.html) is linked from many stored repositories but its text is not in the search store (searched in pages and docs, and find_string for its sentences). The rule still stands in later restatements: Immigration.ca ('Updated settlement fund requirements as of July 7, 2025': funds must be 'Held in your name or a joint account with your spouse or partner' and 'If the funds are under your spouse's name only, you must show you have access to them'), Umer Law (2022) and GoForen ('Funds held in an account under only the spouse/partner's name can be counted as well, assuming the principal applicant can prove they have access to the money'). The earlier source, PM Immigration (21 February 2020), said the same. The fund amounts of 2022 are out of date; only the rule on a spouse's money is used here.",
};
const FSW_AGE_BANDS = [
  { from: 0, to: 18, points: 0 },
  { from: 18, to: 36, points: 12 },
  { from: 36, to: 37, points: 11 },
  { from: 37, to: 38, points: 10 },
  { from: 38, to: 39, points: 9 },
  { from: 39, to: 40, points: 8 },
  { from: 40, to: 41, points: 7 },
  { from: 41, to: 42, points: 6 },
  { from: 42, to: 43, points: 5 },
  { from: 43, to: 44, points: 4 },
  { from: 44, to: 45, points: 3 },
  { from: 45, to: 46, points: 2 },
  { from: 46, to: 47, points: 1 },
  { from: 47, to: 130, points: 0 },
];

export const canadaRoutes: CountryRoutesData = {
  country: "canada",
  checked: "2026-11",
  routes: [
    {
      id: "express-entry-fsw",
      kind: "work",
      name: "Express Entry: Federal Skilled Worker Program (permanent residence)",
      whoFor: "Skilled workers with at least one year of skilled work experience, language test results and an education assessment, ranked in the Express Entry pool and invited to apply; no Canadian job offer is needed.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "savings",
        basedOn: { quantity: "canada.settlement-funds-one-person", times: 1 },
        period: "once",
        basis: "proof of settlement funds for a family of one: {base} (CAD 19,001 for two, CAD 28,362 for four in the July 2025 table); not required for Canadian Experience Class applicants or those already authorised to work in Canada with a valid job offer",
        source: {
          publisher: "Immigration, Refugees and Citizenship Canada",
          title: "Canada increases minimum proof of funds for Express Entry applicants",
          via: "Nairametrics",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages and docs): 'canada.ca Express Entry proof of funds table number of family members funds required 2025', 'Proof of funds Skilled immigrants (Express Entry) canada.ca how much money you will need 15,263', 'Proof of funds Express Entry canada.ca settlement funds family members' (docs). Only consultant and news copies came back (dfimmigration.ca, hodophilesxplorevisas.com give the same 7 July 2025 table); IRCC's own proof-of-funds page is not in the search store.",
          url: "https://nairametrics.com/2025/07/08/canada-increases-minimum-proof-of-funds-for-express-entry-applicants/",
          asOf: "2025-07-08",
          reviewedOn: "2026-11-23",
        },
        crossCheck: {
          source: {
            publisher: "Immigration, Refugees and Citizenship Canada",
            title: "New Canada Express Entry Funds Requirement Effective July 28",
            via: "GFK Immigration Consultant",
            url: "https://gfkimmigrationconsultant.com/new-canada-express-entry-funds-requirement",
            asOf: "2025-07",
            reviewedOn: "2026-11-29",
            research:
              "Immigration consultancy's article, read in the search tool (pages, November 2026, query 'Express Entry proof of funds July 7 2025 $15,263 one family member $19,001 two'): 'On July 7, 2025, IRCC updated the proof of funds table ... Number of family members / New Funds Required (in Canadian dollars) Effective July 28, 2025 / Old Funds Required: 1 $15,263 $14,690; 2 $19,001 $18,288; 3 $23,360 $22,483; 4 $28,362 $27,297 ...'. Same table on cadimmigration.com, careerbrick.com and Business Today (9 July 2025). A GitHub copy of canada.ca IRCC pages (sagie47/legalnew, scripts/scraper/ircc_data_clean) holds operational manuals but not the Express Entry proof-of-funds page.",
          },
        },
      },
      fee: {
        basedOn: { quantity: "canada.pr-processing-fee", times: 1 },
        what: "permanent residence processing fee for the principal applicant, the line of IRCC's fee list that Federal Skilled Workers share with the Provincial Nominee Program",
        basis: PR_FEE_RULE_WORDS,
        source: CANADA_PR_FEE_RULE,
      },
      adultFee: {
        basedOn: { quantity: "canada.right-of-pr-fee", times: 1 },
        what: "right of permanent residence fee, due before you land, for you and an accompanying spouse or partner; dependent children are exempt",
        basis: PR_FEE_RULE_WORDS,
        source: CANADA_PR_FEE_RULE,
      },
      processingTime: {
        text: "About 7 months after the application is submitted (IRCC's service standard is 6 months), per IRCC data of 12 May 2026; waiting in the pool for an invitation comes before this and can take months.",
        source: { publisher: "Immigration, Refugees and Citizenship Canada", title: "Express Entry Processing Times 2026", via: "TopNation", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://topnation.ca/?p=2473", asOf: "2026-06", reviewedOn: "2026-11-25" },
      },
      durationAndRenewal: {
        text: "Permanent resident status from landing; to keep it you must be physically in Canada for at least two years in every five-year period, and the PR card is renewed.",
        source: { publisher: "Immigration, Refugees and Citizenship Canada", title: "Canadian citizenship", via: "Edge Immigration", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://edgeimmigration.com/canadian-citizenship", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      permanentResidence: {
        years: 0,
        note: "Express Entry is an application for permanent residence itself: you land as a permanent resident.",
        source: IRCC_EXPRESS_ENTRY,
      },
      citizenship: {
        years: 3,
        note: "At least 1,095 days of physical presence in the five years before applying; days in Canada as a temporary resident before becoming a permanent resident count as half days, up to 365.",
        source: { publisher: "Immigration, Refugees and Citizenship Canada", title: "How to count your days in Canada for citizenship eligibility", via: "PHTD", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://phtd.ca/2025/10/03/how-to-count-your-days-in-canada-for-citizenship-eligibility/", asOf: "2025-10-03", reviewedOn: "2026-11-25" },
      },
      officialPage: "https://www.canada.ca/en/immigration-refugees-citizenship.html",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: {
          rule: "skill-level",
          minimum: 2,
          note: "The Federal Skilled Worker Program counts a year of paid work in an occupation Canada's National Occupational Classification puts in TEER 0, 1, 2 or 3; TEER 4 and 5 jobs (servers, baristas and other food counter attendants, bartenders, retail salespersons, cashiers, security guards, office clerks, drivers) do not count.",
          source: QA_FSW,
          excludes: ["5131", "5132", "5223", "5414", "4222", "4110", "4321", "5311", "8322"],
        },
        maximumAge: null,
        points: { passMark: 67, table: IRCC_FSW_AGE.url, ageBands: FSW_AGE_BANDS, source: IRCC_FSW_AGE },
        applies: {
          via: "online",
          how: "You create an Express Entry profile online in your IRCC account; if you are invited to apply, you submit the application for permanent residence online within 60 calendar days.",
          source: IRCC_APPLY_PR,
        },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 22 }, who: "a spouse or common-law partner, and your or your partner's dependent children under 22 who have no spouse or partner (older if dependent because of a physical or mental condition)",
          source: CANADIM_FAMILY,
          partnerIncome: {
            counts: true,
            note: "Money your spouse or common-law partner holds counts toward the settlement funds if they come with you: in a joint account, or in their own account if you prove you have access to it.",
            source: IRCC_PROOF_OF_FUNDS,
          },
        },
      },
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "Canada has no retirement or passive-income visa. US citizens may visit for up to six months at a time; the Super Visa is only for parents and grandparents of Canadian citizens or permanent residents and does not lead to residence.",
      source: { publisher: "Immigration Info Guide", title: "Retirement visa Canada", research: "Guide stating that Canada has no retirement visa.", url: "https://immigrationinfoguide.com/retirement-visa-canada", asOf: "2025", reviewedOn: "2026-11-25" },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Canada has no digital nomad visa: under the 2023 Tech Talent Strategy, people working for foreign employers may do so as visitors, normally for up to six months per entry, which is not residence.",
      source: { publisher: "Clear to Enter", title: "Digital Nomad Canada: can you work remotely?", research: "Guide stating that Canada has no digital nomad visa.", url: "https://cleartoenter.ca/guides/digital-nomad-canada", asOf: "2026-06", reviewedOn: "2026-11-25" },
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
        reviewedOn: "2026-11-23",
      },
    },
  ],
};
