import type { RouteConditions } from "./route-conditions.schema";
import { BDO_CSIT, HOME_AFFAIRS_CSIT } from "@server/facts/base-quantities/indexed-floors";
import type { CountryRoutesData } from "../knowledge.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// Australia's long-stay routes for a US citizen, read in November 2026. The Department of Home Affairs governs
// them. No stored copy of Home Affairs' own 482, 186, 189, 190 or 491 pages, points table or occupation lists was
// found, so the salary floor, fee, processing time, age limits, points test and the rest come from migration-agent,
// law-firm, accounting-firm and news pages named in each `source` (the fee is checked against the Migration
// Regulations text). The employer-nominated permanent route (186) and the points-tested routes (189, 190, 491) were
// added in issue 28.1 with what each asks of a person (`conditions`). The closed retirement visa is sourced to Home
// Affairs' own page. Pages that carry no date are given the year they were read (2026).
const PEAK_FEES = {
  publisher: "Australian Department of Home Affairs",
  title: "Visa application charges hiked 25 per cent for most (from 1 July 2026)",
  via: "Peak Migration",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages): 'immi.homeaffairs.gov.au visa pricing table subclass 482', 'Home Affairs visa pricing estimator fees from 1 July 2026 Skills in Demand 482 base application charge', 'Migration Amendment (Visa Application Charges) Regulations 2026 legislation.gov.au', 'Migration Regulations 1994 Schedule 1 Skills in Demand (Class GK) visa application charge', 'Migration Amendment visa application charges regulations 2026 Subclass 482 $4,015'. legislation.gov.au has the VAC amendment regulations only up to 2024; the Class GK item read (zoelaw.ai copy of item 1240) still shows AUD 3,210. No official page with the 1 July 2026 charge was found.",
  url: "https://www.peakmigration.com.au/news/2026/day/7/visa-application-charges-hiked-25-per-cent-for-most-age-cap-increases-for-some-working-holiday-makers",
  asOf: "2026-07",
  reviewedOn: "2026-11-23",
};
const GRID_482 = {
  publisher: "Australian Department of Home Affairs",
  title: "Skills in Demand visa (subclass 482), Core Skills stream",
  via: "Grid Migration",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). The page paraphrases Home Affairs.",
  url: "https://gridmigration.com/en/visa-applications/skills-in-demand-visa-subclass-482-core-skills-stream",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

const HANNAN_TEW_186_AGE = {
  publisher: "Australian Department of Home Affairs",
  title: "Age exemptions for Employer Nomination Scheme (subclass 186) (ENS) visas",
  via: "Hannan Tew Lawyers",
  research:
    "Law-firm page restating the Migration Regulations' 186 age rule: 'Ordinarily, applicants must be below 45 years of age at the time of application', with exemptions by stream (Temporary Residence Transition: academics, legacy 457 workers, regional medical practitioners, scientists, 457/482 workers and coronavirus-concession workers, transitional 457 workers under 50; Direct Entry: academics, scientists, subclass 444/461 holders). Katsaros (katsaros.com.au), Migration Affairs and Inclusive Migration give the same rule. Searched November 2026 (search tool, pages): 'immi.homeaffairs.gov.au Employer Nomination Scheme subclass 186 age under 45 exemptions', 'Employer Nomination Scheme 186 Direct Entry stream criteria at the time of application applicant had not turned 45'; Home Affairs' own 186 page is not in the search store. Undated; asOf is the year it was read.",
  url: "https://hannantew.com.au/blogs/employer-nomination/186-employer-nomination/age-exemptions-for-employer-nomination-scheme-subclass-186-ens-visas",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const FAMILY_UNIT = {
  publisher: "Australian Department of Home Affairs",
  title: "\"Member of the Family Unit\": who can I include in my Australian visa application?",
  via: "Hannan Tew Lawyers",
  research:
    "Law-firm page restating regulation 1.12 of the Migration Regulations 1994 (member of the family unit), which governs who may be included in the skilled and employer-sponsored visas: the spouse or de facto partner; a child or step-child of either who is not engaged or partnered and is under 18, or 18 to 22 and dependent, or 23 or over and incapacitated for work. MCKKRS (mckkrs.com.au) quotes the regulation's text verbatim. No Home Affairs page in the search store (November 2026, search 'subclass 186 482 include family members in your application partner dependent children member of the family unit').",
  url: "https://www.hannantew.com.au/blogs/immigration/member-of-the-family-unit-who-can-i-include-in-my-australian-visa-application/",
  asOf: "2023-05-09",
  reviewedOn: "2026-11-28",
};
const MIGRATION_EXPERT_189 = {
  publisher: "Australian Department of Home Affairs",
  title: "Skilled Independent visa (subclass 189): points-tested stream",
  via: "Migration Expert",
  research:
    "Migration-agent page restating Home Affairs' eligibility list: be invited, suitable skills assessment, 'Be under 45 years of age when you receive the invitation', 'Score at least 65 points on the points test', competent English, an occupation on the relevant list; an Expression of Interest in SkillSelect, then the application with evidence. CGCG (cgcg.com.au) quotes Home Affairs' words 'You must be aged under 45 when we invite you to apply'. Home Affairs' 189 page (immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189) is not in the search store (November 2026 searches 'Skilled Independent visa subclass 189 points test pass mark 65 age under 45 invitation', find_string 'be under 45 years of age when we invite you'). Undated; asOf is the year it was read.",
  url: "https://www.migrationexpert.com/work-visas/skilled-independent-visa-subclass-189-points-tested-stream/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const SCHEDULE_6D_AGE = {
  publisher: "Australian Government",
  title: "Migration Regulations 1994, Schedule 6D (general points test for General Skilled Migration visas), Part 6D.1 age qualifications",
  via: "CPE Migration",
  research:
    "Migration-law course page quoting Schedule 6D items 6D11 to 6D14: age at invitation not less than 18 and under 25: 25 points; 25 and under 33: 30; 33 and under 40: 25; 40 and under 45: 15. The same bands appear on Studies in Australia (2023), Orange Global ('points test from 16 November 2019') and Dev Smith Nguyen's restatement of Home Affairs' points table. The pass mark of 65 is set by the Minister's instrument under the Migration Act, not by Schedule 6D; Migration Expert, CGCG ('65 points (as of 1 July 2018)'), Borderproof and Migrate Zone restate it for the 189, 190 and 491. The age limit applies at invitation: someone invited at 44 may still apply after turning 45, which the route's maximumAge ('under 45 when they apply') cannot say. legislation.gov.au's compilation and Home Affairs' points-table page were not in the search store (November 2026 searches 'legislation.gov.au Migration Regulations Schedule 6D general points test ... age', 'austlii Migration Regulations 1994 Schedule 6D Part 6D.1 age qualifications points').",
  url: "https://www.cpemigration.com.au/module-8-content/schedule-2-criteria-tnacn",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const BORDERPROOF_190 = {
  publisher: "Australian Department of Home Affairs",
  title: "Skilled Nominated (subclass 190)",
  via: "Borderproof",
  research:
    "Visa-guide page restating Home Affairs' criteria: nomination by a state or territory government agency, an invitation after an Expression of Interest, an occupation on the relevant list, a skills assessment, 'under 45 years of age at the time of invitation', 'a minimum score of 65 on the points test (including the 5 points for state nomination)', competent English; permanent residence on grant; spouses included. Home Affairs' 190 page is not in the search store (November 2026 search 'Skilled Nominated visa subclass 190 state nomination 5 points ... ImmiAccount'). Undated; asOf is the year it was read.",
  url: "https://beta.borderproof.com/visa/au-190",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const FORMFINDER_190_491 = {
  publisher: "Australian Department of Home Affairs",
  title: "State and Territory Skilled Nomination Application (Subclass 190 / 491)",
  via: "FormFinder",
  research:
    "Forms-guide page giving the steps: skills assessment, English test, an Expression of Interest in SkillSelect through ImmiAccount, a registration of interest or nomination application to the chosen state or territory, then the 190 or 491 visa application lodged with Home Affairs through ImmiAccount (5 extra points for a 190 nomination, 15 for a 491). Undated; asOf is the year it was read.",
  url: "https://formfinder.com.au/forms/state-and-territory-skilled-nomination-application-subclass-190-491-act-nsw-nt-qld-sa-tas-vic-wa",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const MIGRATION_BURO_491 = {
  publisher: "Australian Department of Home Affairs",
  title: "Skilled Work Regional (Provisional) (subclass 491)",
  via: "Migration Buro",
  research:
    "Migration-agent page restating Home Affairs' 491 criteria: 'You must be under 45 years of age', an occupation on the relevant skilled occupation list, competent English, a positive skills assessment, the minimum points score at the time of invitation, nomination by a state or territory agency or sponsorship by an eligible relative in a designated area, an Expression of Interest in SkillSelect; a provisional visa for up to 5 years, after 3 years possibly the permanent subclass 191. RACC, Trans Aus Migration and Sincerity Group say the same; Migrate Zone gives the 65-point pass mark and the 15 nomination points. The 191's income rule is left out: GovLinked and First Migration Service give AUD 53,900 of taxable income a year, SBS Consultant says Home Affairs dropped it in June 2023. Home Affairs' 491 page is not in the search store (November 2026 search 'Skilled Work Regional (Provisional) visa subclass 491 under 45 when invited 65 points eligibility'). Undated; asOf is the year it was read.",
  url: "https://www.migrationburo.com.au/post/skilled-work-regional-provisional-subclass-491",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const CSOL_LIST = {
  publisher: "Australian Department of Home Affairs",
  title: "Core Skills Occupation List",
  via: "This Is Australia",
  research:
    "Page reproducing the Core Skills Occupation List in force from 7 December 2024 (456 occupations, for the 482 Core Skills stream and the 186 Direct Entry stream), by ANZSCO code: it runs from managers and professionals to technicians and trades workers (ANZSCO skill levels 1 to 3), so its lowest occupations are at ISCO-08 skill level 2. The page was read only in its first excerpt, so no occupation is marked on or off the list here. Home Affairs' own list page (immi.homeaffairs.gov.au/visas/working-in-australia/skill-occupation-list) is not in the search store (November 2026 search 'Core Skills Occupation List registered nurse software engineer not on list waiter barista cafe worker').",
  url: "https://thisisaustralia.com/skilled-migration/core-skills-occupation-list",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const SPONSOR_STEPS_482 = {
  publisher: "Australian Department of Home Affairs",
  title: "482 and 494 visa: the three-stage process",
  via: "Australian Migration Agents",
  research:
    "Migration-agent page: the business becomes an approved Standard Business Sponsor, nominates the position, and 'the skilled worker applies for their visa'. Kadamb Overseas and Phillip Australia describe the same steps, the worker applying through ImmiAccount. Undated; asOf is the year it was read.",
  url: "https://www.australianmigrationagents.com.au/news-and-updates/482-494-visa-three-stage-process",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const CITIZENSHIP_AU = {
  years: 4,
  note: "Four years of lawful residence in Australia on any valid visa, including the last 12 months as a permanent resident, with no more than 12 months' absence in the 4 years (90 days in the last year).",
  source: { publisher: "Australian Department of Home Affairs", title: "Australian citizenship by conferral", via: "Travelling South Migration", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://travellingsouth.com.au/visas/citizenship/", asOf: "2026", reviewedOn: "2026-11-28" },
};
const POINTS_TABLE_URL = "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/skilled-independent-189/points-table";
const AGE_BANDS = [
  { from: 18, to: 25, points: 25 },
  { from: 25, to: 33, points: 30 },
  { from: 33, to: 40, points: 25 },
  { from: 40, to: 45, points: 15 },
];
const DEPENDANTS_AU: RouteConditions["dependants"] = { partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse or de facto partner, and your or your partner's children under 18, or 18 to 22 and dependent on you (older only if unable to work through incapacity)", source: FAMILY_UNIT };
/** The 482 and 186 salary floor is the nominated job's (issue 29.6): a partner's income cannot make it up. */
const DEPENDANTS_AU_SPONSORED: RouteConditions["dependants"] = {
  ...DEPENDANTS_AU,
  partnerIncome: salaryOfTheJobOffered(BDO_CSIT),
};
const CSOL_SKILL = {
  rule: "occupation-list" as const,
  list: "Core Skills Occupation List",
  url: "https://immi.homeaffairs.gov.au/visas/working-in-australia/skill-occupation-list",
  lowest: 2 as const,
  source: CSOL_LIST,
};
const SKILLED_LISTS = {
  rule: "occupation-list" as const,
  url: "https://immi.homeaffairs.gov.au/visas/working-in-australia/skill-occupation-list",
  lowest: 2 as const,
};
const NO_FEE_2026 = { value: null, note: "The visa application charge from 1 July 2026 is not stated in the sources used for this report; Home Affairs' pricing estimator gives it." };

export const australiaRoutes: CountryRoutesData = {
  country: "australia",
  checked: "2026-11",
  routes: [
    {
      id: "skills-in-demand-482",
      kind: "work",
      name: "Skills in Demand visa (subclass 482), Core Skills stream",
      whoFor: "Skilled workers sponsored and nominated by an approved Australian employer, in an occupation on the Core Skills Occupation List, with at least one year of relevant full-time experience in the last five years.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        basedOn: { quantity: "australia.core-skills-income-threshold", times: 1 },
        period: "year",
        basis: "{base}, indexed to average weekly ordinary time earnings; the salary must also meet the annual market salary rate for the job if that is higher, and excludes superannuation. The Specialist Skills stream has a higher threshold (AUD 146,576 from 1 July 2026).",
        source: HOME_AFFAIRS_CSIT,
      },
      fee: {
        amount: 4015,
        currency: "AUD",
        what: "base visa application charge for the main applicant from 1 July 2026 (it was AUD 3,210 before); the employer pays separate sponsorship and nomination charges",
        source: PEAK_FEES,
        crossCheck: {
          source: {
            publisher: "Australian Department of Home Affairs",
            title: "Why Australian visa fees increased in 2026-27",
            via: "WiseKangaroo",
            url: "https://wisekangaroo.com/australian-visa-fee-increase-reasons-2026-27/",
            asOf: "2026-07",
            reviewedOn: "2026-11-29",
            research:
              "Independent guide (another publisher than Peak Migration), dated July 2026, read November 2026 in the search tool (pages) for 'Home Affairs Legislation Amendment (2026 Measures No. 1) Regulations 2026 visa application charge': the rise comes from the 'Home Affairs Legislation Amendment (2026 Measures No. 1) Regulations 2026, registered 30 June 2026', with 'a 25 per cent uplift to the first instalment of the VAC applied across most visa categories from 1 July 2026.' It states the rule, not the 482 amount: AUD 3,210 (the charge before, in the Regulations' item 1240) plus 25% is AUD 4,012.50, and charges are set in whole multiples of AUD 5, which gives the AUD 4,015 of the row. Its per-subclass table was not in the store. Searched without an official page or a second statement of the amount (pages: 'subclass 482 visa application charge $4,015 1 July 2026', 'F2026L00874 ... item 1240', 'Omit \"$3 210\", substitute \"$4 015\"'; find_string '$4,015', 'AUD 4,015'). IDP, Grid Migration and others still show AUD 3,210, the 2025-26 charge.",
          },
        },
      },
      processingTime: {
        text: "Home Affairs publishes no target for the Core Skills stream; decision-ready applications are typically decided in about 6 to 10 weeks (the Specialist Skills stream targets 7 days).",
        source: {
          publisher: "Australian Department of Home Affairs",
          title: "482 Visa Processing Time: How Long Does It Take in 2026?",
          via: "Immigration Start Guide",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
          url: "https://immigrationstartguide.com/blog/482-visa-processing-time-how-long-does-it-take",
          asOf: "2026",
          reviewedOn: "2026-11-23",
        },
      },
      durationAndRenewal: {
        text: "Granted for up to 4 years; holders may travel in and out freely and, if eligible, apply for permanent residence.",
        source: GRID_482,
      },
      permanentResidence: {
        years: 2,
        note: "Two years of work for the sponsoring employer on the 482 visa, then an employer-nominated permanent Employer Nomination Scheme (subclass 186) visa; the employer must agree to nominate you.",
        source: {
          publisher: "Australian Department of Home Affairs",
          title: "July 1 salary threshold rise confirmed for 482 Skills in Demand visa",
          via: "VisaHQ",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
          url: "https://www.visahq.com/news/2026-05-25/au/july-1-salary-threshold-rise-confirmed-for-482-skills-in-demand-visa/",
          asOf: "2026-05-25",
          reviewedOn: "2026-11-23",
        },
      },
      citizenship: CITIZENSHIP_AU,
      officialPage: "https://immi.homeaffairs.gov.au/",
      conditions: {
        incomeKinds: ["salary"],
        skill: { ...CSOL_SKILL, note: "The 482 Core Skills stream takes occupations on the Core Skills Occupation List." },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "Your employer, an approved sponsor, first nominates the position with Home Affairs; you then lodge your visa application online through ImmiAccount.",
          source: SPONSOR_STEPS_482,
        },
        dependants: DEPENDANTS_AU_SPONSORED,
      },
    },
    {
      id: "employer-nomination-186",
      kind: "work",
      name: "Employer Nomination Scheme visa (subclass 186), Direct Entry and Temporary Residence Transition streams (permanent)",
      whoFor:
        "Skilled workers nominated for a permanent position by an approved Australian employer: directly (Direct Entry: an occupation on the Core Skills Occupation List, a skills assessment and three years' experience) or after two years with the sponsoring employer on a 482 visa (Temporary Residence Transition). Applicants must be under 45 when they apply unless an exemption applies.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        basedOn: { quantity: "australia.core-skills-income-threshold", times: 1 },
        period: "year",
        basis: "{base}, which applies to subclass 186 nominations as to the 482; the salary must also meet the annual market salary rate for the job",
        source: HOME_AFFAIRS_CSIT,
      },
      fee: NO_FEE_2026,
      processingTime: { value: null, note: "Home Affairs publishes no dated processing time for this visa in the sources used for this report; agents report long delays in 2026." },
      durationAndRenewal: { text: "A permanent visa: you may live and work in Australia indefinitely from the grant.", source: HANNAN_TEW_186_AGE },
      permanentResidence: { years: 0, note: "The 186 is itself a permanent residence visa.", source: HANNAN_TEW_186_AGE },
      citizenship: CITIZENSHIP_AU,
      officialPage: "https://immi.homeaffairs.gov.au/",
      conditions: {
        incomeKinds: ["salary"],
        skill: { ...CSOL_SKILL, note: "The 186 Direct Entry stream takes occupations on the Core Skills Occupation List (the Temporary Residence Transition stream, the occupation of your 482 visa)." },
        maximumAge: { underYears: 45, source: HANNAN_TEW_186_AGE },
        points: null,
        applies: {
          via: "online",
          how: "Your employer lodges a nomination for the permanent position; once it is approved you apply online through ImmiAccount.",
          source: SPONSOR_STEPS_482,
        },
        dependants: DEPENDANTS_AU_SPONSORED,
      },
    },
    {
      id: "skilled-independent-189",
      kind: "work",
      name: "Skilled Independent visa (subclass 189), points-tested stream (permanent)",
      whoFor:
        "Skilled workers with an occupation on the skilled occupation list, a suitable skills assessment and at least competent English, who are invited to apply after an Expression of Interest in SkillSelect and score at least 65 points; no employer or state sponsor is needed.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "The 189 sets no income or savings threshold: selection is by points, occupation, skills assessment and English." },
      fee: NO_FEE_2026,
      processingTime: { value: null, note: "No dated processing time for the 189 is stated in the sources used for this report; invitations depend on points and occupation." },
      durationAndRenewal: { text: "A permanent visa: you live and work in Australia as a permanent resident from the grant.", source: MIGRATION_EXPERT_189 },
      permanentResidence: { years: 0, note: "The 189 is itself a permanent residence visa.", source: MIGRATION_EXPERT_189 },
      citizenship: CITIZENSHIP_AU,
      officialPage: "https://immi.homeaffairs.gov.au/",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          ...SKILLED_LISTS,
          list: "skilled occupation list for the 189 (Medium and Long-term Strategic Skills List)",
          note: "The 189 takes occupations on its skilled occupation list, with a skills assessment from the occupation's assessing authority.",
          source: MIGRATION_EXPERT_189,
        },
        maximumAge: { underYears: 45, source: MIGRATION_EXPERT_189 },
        points: { passMark: 65, table: POINTS_TABLE_URL, ageBands: AGE_BANDS, source: SCHEDULE_6D_AGE },
        applies: {
          via: "online",
          how: "You submit an Expression of Interest in SkillSelect; if invited, you lodge the visa application online through ImmiAccount within 60 days.",
          source: MIGRATION_EXPERT_189,
        },
        dependants: DEPENDANTS_AU,
      },
    },
    {
      id: "skilled-nominated-190",
      kind: "work",
      name: "Skilled Nominated visa (subclass 190) (permanent)",
      whoFor:
        "Skilled workers nominated by an Australian state or territory government, with an occupation on the relevant list, a skills assessment and competent English, who are invited after an Expression of Interest and score at least 65 points including 5 for the nomination; states usually expect you to live there for two years.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "The 190 sets no income or savings threshold: selection is by points, state nomination, occupation, skills assessment and English." },
      fee: NO_FEE_2026,
      processingTime: { value: null, note: "No dated processing time for the 190 is stated in the sources used for this report; each state runs its own nomination rounds." },
      durationAndRenewal: { text: "A permanent visa from the grant; the nominating state expects you to live and work there for two years.", source: BORDERPROOF_190 },
      permanentResidence: { years: 0, note: "The 190 is itself a permanent residence visa.", source: BORDERPROOF_190 },
      citizenship: CITIZENSHIP_AU,
      officialPage: "https://immi.homeaffairs.gov.au/",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          ...SKILLED_LISTS,
          list: "skilled occupation list for the 190 and the nominating state's own list",
          note: "The 190 takes occupations on the relevant skilled occupation list that the nominating state or territory also selects.",
          source: BORDERPROOF_190,
        },
        maximumAge: { underYears: 45, source: BORDERPROOF_190 },
        points: { passMark: 65, table: POINTS_TABLE_URL, ageBands: AGE_BANDS, source: SCHEDULE_6D_AGE },
        applies: {
          via: "online",
          how: "You submit an Expression of Interest in SkillSelect and apply to a state or territory for nomination; once nominated and invited, you lodge the visa application online through ImmiAccount.",
          source: FORMFINDER_190_491,
        },
        dependants: DEPENDANTS_AU,
      },
    },
    {
      id: "skilled-work-regional-491",
      kind: "work",
      name: "Skilled Work Regional (Provisional) visa (subclass 491)",
      whoFor:
        "Skilled workers nominated by a state or territory government, or sponsored by an eligible relative, to live and work in regional Australia (outside Sydney, Melbourne and Brisbane), scoring at least 65 points including 15 for the nomination or sponsorship; a five-year provisional visa.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "The 491 sets no income or savings threshold for the application: selection is by points, nomination, occupation, skills assessment and English." },
      fee: NO_FEE_2026,
      processingTime: { value: null, note: "No dated processing time for the 491 is stated in the sources used for this report; state nomination adds its own wait." },
      durationAndRenewal: { text: "A provisional visa for five years, on condition that you live and work in a designated regional area.", source: MIGRATION_BURO_491 },
      permanentResidence: {
        years: 3,
        note: "After at least three years living and working in a designated regional area on the 491, through the Permanent Residence (Skilled Regional) visa (subclass 191); the published accounts disagree on whether a minimum taxable income still applies.",
        source: MIGRATION_BURO_491,
      },
      citizenship: { ...CITIZENSHIP_AU, note: `${CITIZENSHIP_AU.note} Only the last 12 months must be as a permanent resident, so years on the 491 count.` },
      officialPage: "https://immi.homeaffairs.gov.au/",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          ...SKILLED_LISTS,
          list: "skilled occupation lists for the 491 and the nominating state's own list",
          note: "The 491 takes occupations on the relevant skilled occupation list, with a skills assessment.",
          source: MIGRATION_BURO_491,
        },
        maximumAge: { underYears: 45, source: MIGRATION_BURO_491 },
        points: { passMark: 65, table: POINTS_TABLE_URL, ageBands: AGE_BANDS, source: SCHEDULE_6D_AGE },
        applies: {
          via: "online",
          how: "You submit an Expression of Interest in SkillSelect and seek a state or territory nomination (or a relative's sponsorship); once invited, you lodge the visa application online through ImmiAccount.",
          source: FORMFINDER_190_491,
        },
        dependants: DEPENDANTS_AU,
      },
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "The Investor Retirement visa (subclass 405) is closed to new applicants; only existing or former 405 holders may apply again. Australia has no other retirement visa open to new applicants.",
      source: {
        publisher: "Australian Department of Home Affairs",
        title: "Investor Retirement visa (subclass 405) (repealed visas)",
        url: "https://immi.homeaffairs.gov.au/visas/getting-a-visa/visa-listing/repealed-visas/investor-retirement-visa-subclass-405",
        asOf: "2018",
        reviewedOn: "2026-11-23",
      },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Australia has no digital nomad or remote-work visa. Visitor visas carry a no-work condition (8101); remote work for a foreign employer is tolerated only when incidental to a holiday.",
      source: { publisher: "Altery", title: "Australia Digital Nomad Visa Guide", research: "Guide stating that Australia has no digital nomad visa.", url: "https://altery.com/guides/personal/australia-digital-nomad-visa", asOf: "2025-11-03", reviewedOn: "2026-11-25" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "The Business Innovation and Investment Program (including the Significant Investor stream of subclass 188) closed to new applications on 31 July 2024. The invitation-only National Innovation visa (subclass 858) is for people with exceptional achievements, not an investment route.",
      source: { publisher: "Australian Department of Home Affairs", title: "Business Innovation and Investment Program closure", via: "Acme Migration", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://acmemigration.com/?p=5452", asOf: "2024", reviewedOn: "2026-11-25" },
    },
  ],
};
