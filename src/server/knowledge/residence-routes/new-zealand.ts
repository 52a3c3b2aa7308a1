import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// New Zealand's long-stay routes for a US citizen, read in November 2026. Immigration New Zealand (INZ) governs
// them. The retirement figures and the investor permanent-residence rule come from INZ's own operational manual, and
// the investor thresholds from INZ's own Active Investor Plus page; the work-visa rules and fees come from the
// law-firm, adviser and news pages named in each `source`. Pages that carry no date are given the year they were read (2026).
const INZ_TEMP_RETIREMENT = {
  publisher: "Immigration New Zealand",
  title: "Operational Manual V3.120 Temporary Retirement Category",
  url: "https://www.immigration.govt.nz/opsmanual/44922.htm",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};
const DUNCAN_COTTERILL = {
  publisher: "Immigration New Zealand",
  title: "An Improved Investor Plus Category",
  via: "Duncan Cotterill (law firm)",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://duncancotterill.com/insights/an-improved-investor-plus-category",
  asOf: "2025",
  reviewedOn: "2026-11-23",
};
const INZ_MANAGING_INVESTMENTS = {
  publisher: "Immigration New Zealand",
  title: "Managing your investments: Active Investor Plus",
  url: "https://immigration.govt.nz/new-zealand-visas/preparing-a-visa-application/financial-arrangements/investing-and-investment-funds/managing-your-investments-active-investor-plus",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Found with the search tool (pages) for 'Acceptable investments Active Investor Plus Growth Balanced 36 months 60 months'. The page says: 'The total value of your acceptable investments must be at least NZD $5 million for the Growth category, and at least NZD $10 million for the Balanced category' and 'Your investment period is 36 months if you are applying for the Growth category and 60 months if you are applying for the Balanced category.' INZ's 'Acceptable investments: Active Investor Plus' page (https://www.immigration.govt.nz/new-zealand-visas/preparing-a-visa-application/financial-arrangements/investing-and-investment-funds/acceptable-investments-active-investor-plus/slider) gives the same amounts and periods. Neither excerpt read states the 21-day and 105-day presence requirements in the basis; those still rest on Duncan Cotterill (https://duncancotterill.com/insights/an-improved-investor-plus-category). The page is undated; asOf is the year it was read. Replaces https://duncancotterill.com/insights/an-improved-investor-plus-category for the threshold.",
};
const GOVT_NZ_PRESENCE = {
  publisher: "New Zealand Government",
  title: "govt.nz: Presence requirements for New Zealand citizenship",
  url: "https://govtnz2.cwp.govt.nz/browse/passports-citizenship-and-identity/nz-citizenship/requirements-for-nz-citizenship/presence-requirements",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

const INZ_AEWV_APPLY = {
  publisher: "Immigration New Zealand",
  title: "Operational Manual WA4.5 Applying for an Accredited Employer work visa",
  url: "https://immigration.govt.nz/opsmanual/77194.htm",
  asOf: "2022-07-04",
  reviewedOn: "2026-11-28",
  research:
    "INZ's own instructions, found with the search tool (pages) for 'immigration.govt.nz Accredited Employer Work Visa apply online job token' (November 2026): 'An Accredited Employer work visa application must be made using the approved online form provided on the INZ website', with the employment agreement, the signed offer and 'a Job Check number ... from the accredited employer'. WA4.10 (opsmanual/77195.htm) adds that the applicant must be suitably qualified by training and experience and meet a minimum skills threshold, with English for ANZSCO level 4 or 5 roles: the visa is not limited to skilled occupations.",
};
const INZ_AEWV_FAMILY = {
  publisher: "Immigration New Zealand",
  title: "Operational Manual V3.10 Partners and dependent children of student or work visa holders",
  url: "https://immigration.govt.nz/opsmanual/84792.htm",
  asOf: "2024-10-01",
  reviewedOn: "2026-11-28",
  research:
    "INZ's own instructions (found with the search tool, pages, November 2026): partners and dependent children of work visa holders may be granted visitor visas; for Accredited Employer work visa holders V3.10.1 makes this depend on the role's classification and pay, and WF3.1.5 (opsmanual/84742.htm) sets which partners may get work visas. The exact pay and skill conditions were cut off in the stored excerpts, so the data says only that they depend on the role and pay.",
};
const INZ_AIP_NEWS = {
  publisher: "Immigration New Zealand",
  title: "Active Investor Plus Visa now has new categories",
  via: "Mint",
  research:
    "Newspaper article (5 May 2025) restating INZ's announcement of the changes from 1 April 2025: with the visa you can 'Include your partner and dependent children aged 24 and under in the visa application'; investments must be made within six months of approval in principle. INZ's own news item of 13 June 2025 (immigration.govt.nz/about-us/news-centre/investor-category-update-provides-attractive-investment-options) gives the categories but its stored excerpt does not cover family members.",
  url: "https://origin-pre-prod.livemint.com/news/new-zealand-s-active-investor-plus-visa-now-has-new-categories-details-here-11746422289634.html",
  asOf: "2025-05-05",
  reviewedOn: "2026-11-28",
};
const PACIFIC_LEGAL_AIP = {
  publisher: "Immigration New Zealand",
  title: "Investor insights February 2024: Active Investor Plus",
  via: "Pacific Legal",
  research:
    "Law-firm page: unlike the old investor categories, which needed paper applications, 'The new category is purely online.' The six months to invest after approval in principle are from INZ's announcement as restated by Mint and Todd & Walker (1 April 2025).",
  url: "https://pacificlegal.co.nz/blog/investor-insights-february-2024-active-investor-plus/",
  asOf: "2024-02",
  reviewedOn: "2026-11-28",
};
const INZ_RETIREMENT_HOW = {
  publisher: "Immigration New Zealand",
  title: "How to apply: Temporary Retirement Category",
  via: "I Love Translation",
  research:
    "Copy of INZ's 'How to apply' text on a translation site: 'complete and submit a Temporary Retirement Category Visitor Visa Application (INZ 1172) PDF', with the guide INZ 1173, photographs, passport copies, birth certificates, medical and chest x-ray certificates, police certificates and evidence of the partnership and funds. The copy is undated and may predate any move to online applications; INZ's own page was not in the search store (November 2026 searches 'Temporary Retirement Visitor Visa New Zealand how to apply online', find_string 'Temporary Retirement Category Visitor Visa'). The schema has no channel for a paper application sent to the authority; 'consulate' is the nearest.",
  url: "https://th4.ilovetranslation.com/RfDu8IBUmLZ=d",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};

const CITIZENSHIP_FROM_RESIDENCE: SourcedYears = {
  years: 5,
  note: "Five years living in New Zealand as a resident, counted back from the application: at least 240 days in each 12-month period and 1,350 days in total. Time on a temporary work or visitor visa does not count.",
  source: GOVT_NZ_PRESENCE,
};

export const newZealandRoutes: CountryRoutesData = {
  country: "new-zealand",
  checked: "2026-11",
  routes: [
    {
      id: "aewv",
      kind: "work",
      name: "Accredited Employer Work Visa (AEWV)",
      whoFor: "Workers with a job offer from an INZ-accredited employer whose Job Check has been approved, with at least two years of relevant experience or a relevant qualification.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "Since 10 March 2025 the AEWV has no median-wage floor: the job must pay at least the New Zealand adult minimum wage and the market rate for the role, so there is no single salary figure to compare with. Residence through the Skilled Migrant Category still needs a job paying at least the immigration median wage (NZD 35.00 an hour from 9 March 2026).",
      },
      fee: {
        amount: 1540,
        currency: "NZD",
        what: "visa application fee of NZD 480 plus immigration levy of NZD 1,060, as set from 1 October 2024; the employer pays separately for accreditation and the Job Check",
        source: {
          publisher: "Immigration New Zealand",
          title: "New Zealand announces changes to visa fees effective October 1",
          via: "Education Matters",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages): 'immigration.govt.nz Accredited Employer Work Visa fee immigration levy NZD 1,540', 'Accredited Employer Work Visa Process & costs Application cost NZD 1,540', 'immigration.govt.nz Accredited Employer Work Visa cost application fee and immigration levy'. Only INZ's employer-side page was found (https://www.immigration.govt.nz/employ-migrants/new-employer-accreditation-and-work-visa/accreditation-types-and-employers-requirements/paying-for-aewv-accreditation-and-job-check: standard accreditation NZD 775, high-volume NZD 1,280, Job Check NZD 735), not the worker's AEWV fee; INZ's stored 'Process & costs' pages are for older visas.",
          url: "https://educationmatters.in/2024/08/new-zealand-announces-changes-to-student-visa-fees-and-immigration-policies-effective-october-1/",
          asOf: "2024-08",
          reviewedOn: "2026-11-23",
        },
        crossCheck: {
          source: {
            publisher: "Immigration New Zealand",
            title: "New Zealand hikes visa fees, immigration levies for most categories",
            via: "India Today",
            url: "https://bestcolleges.indiatoday.in/news-detail/new-zealand-hikes-visa-fees-immigration-levies-for-most-categories",
            asOf: "2024",
            reviewedOn: "2026-11-29",
            research:
              "India Today's education site, read in the search tool (pages, November 2026, query 'Accredited Employer Work Visa fee NZD 1,540 application fee 480 immigration levy 1,060 from 1 October 2024'): 'The Accredited Employer Work Visa (AEWV) ... The AEWV fee has been slashed slightly, from NZD 540 to NZD 480. But alongside, the immigration levy for this visa will rise from NZD 210 to NZD 1060', with the new charges in effect from 1 October 2024. Its own report of the Government's announcement, worded differently from Education Matters; both restate the same announcement, so it confirms the reading rather than adding an official source. The official fee schedule (Immigration (Visa, Entry Permission, and Related Matters) Amendment Regulations (No 2) 2024, LI 2024/181, Schedule 4, on legislation.govt.nz) was found but its excerpt stops before the AEWV line; INZ's own fee page was not in the search store.",
          },
        },
      },
      processingTime: {
        value: null,
        note: "INZ publishes weekly AEWV wait times; no dated figure for this visa is available for this report.",
        research: "The stored copy of the INZ wait-times page did not include the AEWV rows, and no other dated figure was found in the search store (November 2026).",
      },
      durationAndRenewal: {
        text: "An AEWV for a role at ANZSCO skill level 1 to 3 can be granted for up to 5 years (since November 2023, for a role paid at least the median wage); for a role at level 4 or 5 your time on AEWVs is at most 3 years, unless the role is on the Green List or you are on a pathway to residence. At the end of that maximum continuous stay you must spend at least 12 months outside New Zealand before another AEWV, unless you are on a pathway to residence or have a residence application pending.",
        source: {
          publisher: "Immigration New Zealand",
          title: "Changes to the Accredited Employer Work Visa and some residence pathways of New Zealand",
          via: "AJV Global",
          url: "https://ajvglobal.com/changes-to-the-accredited-employer-work-visa-and-some-residence-pathways-of-new-zealand/",
          asOf: "2024-04",
          reviewedOn: "2026-11-29",
          research:
            "Migration agency's summary of the changes effective 7 April 2024, read in the search tool (pages, 29 November 2026): 'Applicants on roles level 4 and 5 will be eligible for a max visa of 3 years and the others on skill level roles 1-3 will continue to be eligible for a 5 year visa' and 'The maximum stay for some visa holders will be reduced from 5 to 3 years'. ProPakistani (23 May 2024) gives the same three-year maximum continuous stay for level 4 and 5 roles and the exemptions (Green List, sector agreements, 1.5 times the median wage, pathway to residence). The 5-year visa and the 12 months outside New Zealand come from New Zealand Shores' report of the November 2023 change (https://www.newzealandshores.com/news/aewv-five-years/), which said 'for a permanent role' without the skill-level limit added in April 2024. No Immigration New Zealand page on the AEWV length is in the search store (its operational manual copy predates March 2025).",
        },
      },
      permanentResidence: {
        value: null,
        note: "An AEWV does not lead to residence by itself: residence comes through a separate resident visa (Skilled Migrant Category or Green List) whose points and wage tests were not assessed here; a resident can then get a Permanent Resident Visa after holding the resident visa for two years.",
      },
      citizenship: { ...CITIZENSHIP_FROM_RESIDENCE, note: `${CITIZENSHIP_FROM_RESIDENCE.note ?? ""} The five years start only once you hold a resident visa, not from the AEWV.` },
      officialPage: "https://www.immigration.govt.nz/employ-migrants/scheme/emp/accredited-employer-work-visa",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "Your employer, accredited by Immigration New Zealand, gets the job approved in a Job Check and gives you its number; you then apply online on INZ's website.",
          source: INZ_AEWV_APPLY,
        },
        dependants: {
          partner: "spouse-or-partner", children: "dependent", childPermit: "Children get a visitor visa of their own, not your work visa, and whether they can have one depends on your role and pay.", who: "a partner and dependent children, on visitor or work visas whose availability depends on your role and pay", source: INZ_AEWV_FAMILY,
        },
      },
    },
    {
      id: "retirement-visitor",
      kind: "retirement",
      name: "Temporary Retirement Visitor Visa",
      whoFor: "Financially independent people aged 66 or over (with a partner, but no dependent children) who invest in New Zealand and will not work; it is a visitor visa with no path to residence.",
      minimumAge: { years: 66, source: INZ_TEMP_RETIREMENT },
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 750000,
        currency: "NZD",
        period: "once",
        basis: "at least NZD 750,000 invested in acceptable New Zealand investments for the two years of the visa, plus a further NZD 500,000 of maintenance funds and an annual income of at least NZD 60,000; the applicant must also hold travel or health insurance",
        source: INZ_TEMP_RETIREMENT,
      },
      fee: { value: null, note: "The application fee for the Temporary Retirement Visitor Visa is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "A visitor visa for up to two years at a time; it can be renewed as long as you still meet all the requirements.",
        source: { publisher: "Immigration New Zealand", title: "What is required to retire in New Zealand", via: "WIS", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://wis.it.com/what-is-required-to-retire-in-new-zealand", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      permanentResidence: { value: null, note: "The Temporary Retirement Visitor Visa is a visitor visa and does not lead to residence." },
      citizenship: { value: null, note: "Time on a visitor visa does not count towards New Zealand citizenship." },
      officialPage: "https://www.immigration.govt.nz/opsmanual/44922.htm",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "direct",
          how: "You send the Temporary Retirement Category visitor visa application (form INZ 1172) with evidence of your funds, income, health and character to Immigration New Zealand.",
          source: INZ_RETIREMENT_HOW,
        },
        dependants: { partner: "spouse-or-partner", children: "none", who: "a partner only; dependent children may not come with you", source: INZ_TEMP_RETIREMENT },
      },
    },
    {
      id: "active-investor-plus",
      kind: "investment",
      name: "Active Investor Plus Visa (Growth category)",
      whoFor: "Investors who place at least NZD 5 million in New Zealand Trade and Enterprise-approved managed funds or direct investments; since 1 April 2025 there is no English-language requirement.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 5000000,
        currency: "NZD",
        period: "once",
        basis: "Growth category: at least NZD 5 million in approved managed funds or direct investments, held for 36 months, with at least 21 days in New Zealand over that period. The Balanced category needs NZD 10 million over 60 months (wider asset classes, 105 days in New Zealand).",
        source: INZ_MANAGING_INVESTMENTS,
      },
      fee: { value: null, note: "The current Active Investor Plus application fee is not stated in the sources used for this report (one adviser page gives an older fee for the pre-2025 rules)." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "A resident visa granted subject to investment conditions; once the conditions are met and the resident visa has been held for at least 24 months, a permanent resident visa is granted.",
        source: {
          publisher: "Immigration New Zealand",
          title: "Operational Manual RV2.10 Permanent resident visas for holders of resident visas with investment conditions",
          url: "https://immigration.govt.nz/opsmanual/46181.htm",
          asOf: "2022-09-19",
          reviewedOn: "2026-11-23",
        },
      },
      permanentResidence: {
        years: 3,
        note: "A resident visa comes first; the permanent resident visa follows once the 3-year Growth investment period is complete (5 years in the Balanced category) and the resident visa has been held for at least 24 months.",
        source: DUNCAN_COTTERILL,
      },
      citizenship: {
        ...CITIZENSHIP_FROM_RESIDENCE,
        note: `${CITIZENSHIP_FROM_RESIDENCE.note ?? ""} Investors who spend only the minimum 21 days in New Zealand will not meet this presence test.`,
      },
      officialPage: "https://www.immigration.govt.nz/",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply online to Immigration New Zealand; after approval in principle you have six months to transfer and invest the funds before the resident visa is granted.",
          source: PACIFIC_LEGAL_AIP,
        },
        dependants: { partner: "spouse-or-partner", children: { underYears: 25 }, who: "a partner and dependent children aged 24 and under, included in the application", source: INZ_AIP_NEWS },
      },
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "New Zealand has no digital nomad visa. Since 27 January 2025 visitors (including US citizens on an NZeTA) may work remotely for overseas employers or clients while visiting, but this is a visitor stay, not residence.",
      source: { publisher: "Immigration New Zealand", title: "New Zealand relaxes visa rules for digital nomads", via: "Visa Envoy NZ", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nz.visaenvoy.com/nz-relaxes-digital-nomad-visa-rules-2025", asOf: "2025-01", reviewedOn: "2026-11-25" },
    },
  ],
};
