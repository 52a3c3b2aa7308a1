import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";
import { salaryOfTheJobOffered } from "./partner-income";

// Ireland's routes for a US citizen, read in November 2026. Independent means: the law-firm notes named below
// (Deloitte on Mondaq, 2025; NomadVisa's summary for the renewal); the Department of Justice's Immigration Service
// Delivery decides, and its own page gives the EUR 300 registration fee, but no stored copy of its Stamp 0
// conditions page was found. Work: the Department of Enterprise, Trade and Employment's own pages (the salary
// roadmap published 2 December 2025 with the thresholds from 1 March 2026, and the permit pages), Visa Atlas for
// the permit fee, and a written answer of the Minister for Justice for naturalisation. Remote work and
// investment: a Dáil written answer of 26 April 2022 on a digital nomad visa, and the Department of Justice's
// announcement closing the Immigrant Investor Programme on 15 February 2023.
const DELOITTE = {
  publisher: "Irish Department of Justice",
  title: "Moving or retiring to Ireland as a person of independent means (Deloitte)",
  via: "Mondaq",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Article by Deloitte Ireland on Mondaq. Searched again (November 2026, search tool, pages): 'irishimmigration.ie person of independent means Stamp 0 income €50,000 per person net of expenses lump sum', 'irishimmigration.ie Stamp 0 retire in Ireland financially independent conditions private medical insurance', 'inis.gov.ie Stamp 0 persons of independent means individual income of €50,000 per year lump sum price of a dwelling'; only law-firm and adviser pages came back (Mondaq, Moloney O'Neill, O'Donovan Lavin, Newland Chase), all giving EUR 50,000 a year and a lump sum equal to the price of a dwelling.",
  url: "https://www.mondaq.com/ireland/work-visas/1597438/moving-or-retiring-to-ireland-as-a-person-of-independent-means",
  asOf: "2025-03-19",
  reviewedOn: "2026-11-23",
};
const ISD_REGISTRATION_FEE = {
  publisher: "Irish Department of Justice",
  title: "Immigration Service Delivery: Transfer of registration responsibility for Cork and Limerick",
  url: "https://irishimmigration.ie/transfer-of-registration-responsibility-for-cork-and-limerick",
  asOf: "2024-07",
  reviewedOn: "2026-11-25",
  research:
    "Found with the search tool (pages) for 'Immigration Service Delivery irishimmigration.ie registering your permission fee €300'. The notice (first-time registration and renewal of residence permissions from 8 July 2024) says that at the first-time registration appointment 'you will be required to pay a fee of €300 depending on the type of permission'. The Minister for Justice's written answer of 8 July 2021 (https://www.oireachtas.ie/ga/debates/question/2021-07-08/142/) says 'The current fee applicable on registration is €300' and registration is normally granted for 12 months; the answer of 18 April 2024 (https://www.oireachtas.ie/en/debates/question/2024-04-18/258/) lists who is exempt, none of whom are Stamp 0 holders. That the fee is paid again at each renewal rests on NomadVisa (https://nomadvisa.app/ireland/stamp-0-person-of-independent-means). Replaces that NomadVisa page for the fee.",
};
const ISD_RETIRE = {
  publisher: "Irish Department of Justice",
  title: "Immigration Service Delivery: I want to retire to Ireland",
  url: "https://irishimmigration.ie/living-in-ireland/i-want-to-retire-to-ireland",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Immigration Service Delivery's own Stamp 0 page, found with the search tool (pages) for 'irishimmigration.ie I want to retire to Ireland family members spouse must apply in their own right individual income' (November 2026): 'For people of independent means who wish to retire to Ireland, you should have an individual income of EUR 50,000 per year. You must also have access to a lump sum of money to cover any sudden major expenses.' Undated in the stored text; asOf is the year it was read. The Minister for Justice's written answers say the same per person: 20 October 2015 (oireachtas.ie/en/debates/question/2015-10-20/375/) 'In the case of retirees this was set at an income of EUR 50,000 per person', 16 January 2018 (kildarestreet.com, asked about 'a retired couple') 'an income of EUR 50,000 per person per annum'. NomadVisa: 'There is no family reunification mechanism under Stamp 0. Each person, including spouses, must submit a separate application and independently meet the conditions.' Some adviser pages (NomadVisa, LegalClarity) word the couple's figure as 'EUR 100,000 combined', which could be read as pooling; no page says one spouse's income may make up the other's EUR 50,000.",
};
const NOMADVISA = { publisher: "Irish Department of Justice", title: "Ireland Stamp 0 (Person of Independent Means)", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nomadvisa.app/ireland/stamp-0-person-of-independent-means", asOf: "2026", reviewedOn: "2026-11-25" };

const DETE = "Department of Enterprise, Trade and Employment (Ireland)";
const SALARY_ROADMAP = {
  publisher: DETE,
  title: "Employment Permits Minimum Annual Remuneration roadmap 2025",
  research:
    "Department's publication of 2 December 2025, found with the search tool (pages) for 'Minister announces new employment permit salary thresholds 1 March 2026': from 1 March 2026 the minimum salary for General Employment Permits rises from EUR 34,000 to EUR 36,605, for Critical Skills Employment Permits from EUR 38,000 to EUR 40,904, and for meat processors, horticultural workers, healthcare assistants and home carers from EUR 30,000 to EUR 32,691; lower starting thresholds apply for recent graduates; further rises are phased in to 2030. The higher threshold for Critical Skills roles not on the Critical Skills Occupations List (EUR 64,000 before March 2026) is reported as EUR 68,911 from 1 March 2026 by Visa HQ and Workbeyond, but the Department's page read does not state it, so it is not given as a figure.",
  url: "https://enterprise.gov.ie/en/publications/employment-permits-mar-roadmap-2025.html",
  asOf: "2025-12-02",
  reviewedOn: "2026-11-25",
};
const CSEP_PAGE = {
  publisher: DETE,
  title: "Critical Skills Employment Permits",
  research: "Department's permit page (undated in the stored text; it still names the 'Department of Justice and Equality'): no labour market needs test; immediate family reunification; on completion of the permit's duration, holders may apply for permission to reside and work without an employment permit.",
  url: "https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/permit-types/critical-skills-employment-permit",
  asOf: "2024",
  reviewedOn: "2026-11-25",
};
const GEP_PAGE = {
  publisher: DETE,
  title: "General Employment Permit",
  research: "Department's permit page (undated in the stored text): all occupations eligible unless on the Ineligible List; may be obtained for a 12-month contract; issued for an initial 2 years and renewable for up to a further 3 years; after 5 years the holder may apply to Immigration Service Delivery for long-term residency.",
  url: "https://www.enterprise.gov.ie/en/What-We-Do/Workplace-and-Skills/Employment-Permits/Permit-Types/General-Employment-Permit/",
  asOf: "2024",
  reviewedOn: "2026-11-25",
};
const NATURALISATION: SourcedYears = {
  years: 5,
  note: "Naturalisation generally needs five years of reckonable residence, the final twelve months continuous (up to 70 days abroad allowed). Ireland allows dual citizenship.",
  source: {
    publisher: "Irish Department of Justice",
    title: "Written answer on citizenship applications, Dáil Éireann, 29 July 2025",
    via: "KildareStreet.com",
    research: "The Minister for Justice's written answer (question 1961 of 29 July 2025, Section 15 of the Irish Nationality and Citizenship Act 1956), as republished by KildareStreet.com with a link to the Oireachtas source; found with the search tool (pages) for 'naturalisation Irish citizenship 5 years reckonable residence'. That Ireland allows dual citizenship is stated on adviser pages (Career Ireland) rather than in this answer.",
    url: "https://www.kildarestreet.com/wrans/?id=2025-07-29a.5686",
    asOf: "2025-07-29",
    reviewedOn: "2026-11-25",
  },
};

// Conditions (issue 28.1). Read November 2026.
const EP_IRELAND_CSEP_CRITERIA = {
  publisher: DETE,
  title: "Critical Skills Employment Permit: criteria for eligibility",
  via: "Employment Permits Ireland",
  research:
    "Adviser page reproducing the Department's eligibility criteria word for word, found with the search tool (pages) for 'Critical Skills Employment Permit eligible occupations Critical Skills Occupations List relevant degree qualification or higher'. It states: occupations on the Critical Skills Occupations List at the lower salary, where 'a relevant degree qualification or higher is required'; 'all occupations with a minimum annual remuneration of over EUR 64,000, other than those on the Ineligible List of Occupations', where someone without a degree 'must have the necessary level of experience'; ICT professionals, professional engineers and technologists are the occupations named; a 2-year job offer is needed. The salary figures on the page (EUR 38,000 and 64,000) predate the 1 March 2026 rise and are not used. The Department's own criteria page was not among the stored pages; Cleary Solicitors (2024) lists occupations added in December 2023 that include 'BIM Coordinator/Technician' and 'Estimator', associate-professional roles (ISCO skill level 3), so the list's lowest level is taken as 3. The list itself is in Schedule 3 of the Employment Permits Regulations 2024 (S.I. No. 444 of 2024), whose schedules were not readable in the stored copies.",
  url: "https://employmentpermitsireland.ie/critical-skills-employment-permit/",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};
const CSEP_FAMILY = {
  publisher: DETE,
  title: "Dependant/Partner/Spouse Employment Permits",
  research:
    "Department page found with the search tool (pages) for 'Critical Skills Employment Permit spouse partner dependants join'. Since 6 March 2019 spouses and de facto partners of Critical Skills Employment Permit holders get Stamp 1 permission from Immigration Service Delivery, with direct access to the labour market; dependants of the holder get Stamp 3 and need a Dependant/Partner/Spouse Employment Permit to work. That family members can join at once (no waiting period) is the Department's permit page (CSEP_PAGE: 'immediate family reunification').",
  url: "https://enterprise.gov.ie/ga/A-nDeanaimid/Ionad-Oibre-agus-Scileanna/Employment-Permits/Permit-Types/Dependant-Partner-Spouse-Employment-Permit/",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};
const CSEP_CHECKLIST = {
  publisher: DETE,
  title: "Critical Skills Employment Permit Checklist",
  via: "Wixlib",
  research:
    "The Department's Employment Permits Division checklist, as transcribed on a document-sharing site; found with the search tool (pages) for 'Critical Skills Employment Permit application employer or employee applies online EPOS'. It says applications are made online on the Employment Permits Online System (EPOS) and 'The applicant can be either the employer or the employee.' The Department's own copy was not among the stored pages.",
  url: "https://wixlib.com/document/2ffa4_critical-skills-employment-permit-checklist.html",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};
const EPOS_GUIDE = {
  publisher: DETE,
  title: "Employment Permits Online System (EPOS) User Guide",
  via: "Scribd",
  research:
    "The Department's EPOS user guide (copyright 2021), as uploaded to Scribd; found with the search tool (pages) for 'Employment Permits Online System apply online employer employee'. It has separate sections 'I am an Employer' and 'I am an Employee' for finding the right employment permit form, and says applicants apply, pay and submit documents online. No page specific to who lodges a General Employment Permit application was found among the stored pages.",
  url: "https://scribd.com/document/617236097/Career-in-Ireland",
  asOf: "2021",
  reviewedOn: "2026-11-28",
};
const GEP_ELIGIBLE = {
  publisher: DETE,
  title: "General Employment Permit Information Guide",
  via: "SOT Solicitors",
  research:
    "Solicitors' guide found with the search tool (pages) for 'General Employment Permit all occupations eligible except those on the Ineligible List of Occupations': 'All job categories are eligible unless excluded under the Ineligible List of Occupations for Employment Permits'; the employee must have the relevant qualifications, skills or experience. The Ineligible List itself (Schedule 4 of S.I. No. 444 of 2024) was not readable in the stored copies, so no occupation is marked as excluded; guide pages (Recruitroo, 2026) name waiting staff, retail sales assistants and general labourers among roles 'historically' on it, which is not firm enough to use.",
  url: "https://sotsolicitors.ie/category/irish-immigration-law/",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};
const GEP_FAMILY = {
  publisher: "Irish Department of Justice",
  title: "General Work Permit: family reunification",
  via: "Cleary Solicitors",
  research:
    "Solicitors' page restating the Department of Justice's Policy Document on Non-EEA Family Reunification, found with the search tool (pages) for 'General Employment Permit holders family reunification 12 months'. General Employment Permit holders are Category B sponsors and may sponsor a spouse or children (up to 18, or 23 if in education) after 12 months, with gross income of EUR 30,000 a year over the previous two years if there are no children and higher weekly amounts with children. A Malayalam news item (Sathyam Online, 2025) reports a revised family reunification policy moving General Employment Permit holders to a new category with the same EUR 30,000; the ISD policy document itself was not among the stored pages. Waiting period re-checked (November 2026, search tool, pages: 'General Employment Permit holders family reunification after 12 months', 'Category C sponsor General Employment Permit family reunification 12 months revised policy 2025'): this page says 'the sponsor is eligible to sponsor an application for family reunification after 12 months'; the Minister for Justice's written answer of 18 April 2024 (oireachtas.ie/en/debates/question/2024-04-18/246/) says 'A person residing in the State on the basis of a GEP is eligible to apply for family reunification after 12 months', and that of 1 May 2025 (kildarestreet.com/wrans/?id=2025-05-01a.830) 'eligible to apply for family reunification after 12 months, if they meet the income thresholds for the previous two years'. The revised policy of 26 November 2025 (Department of Justice press release on gov.ie: it will 'reduce the effective waiting period for those on General Employment Permits') keeps the 12 months but asks for one year's income instead of two: the Irish Times (26 November 2025) says the wait 'is to be cut from two years to one', the Minister of State's written answer of 4 December 2025 (kildarestreet.com/wrans/?id=2025-12-04a.263) gives 'a gross income in excess of EUR 30,000 in the previous year to sponsor a spouse or partner', and VisaHQ (17 December 2025) still describes a 12-month wait before applying. Hence joinsAfterMonths 12; processing of the family's application comes on top (MRCI, RTE 20 November 2025). The revised policy no longer treats children of 18 to 23 in education as dependants automatically (Migrant Project summary; Irish Times), which the 'who' text taken from this page does not yet reflect.",
  url: "https://clearysolicitors.ie/immigration-law-solicitors-dublin/general-work-permit-family-reunification/",
  asOf: "2024",
  reviewedOn: "2026-11-28",
};

export const irelandRoutes: CountryRoutesData = {
  country: "ireland",
  checked: "2026-11",
  routes: [
    {
      id: "stamp-0",
      kind: "retirement",
      name: "Stamp 0 permission (person of independent means)",
      whoFor: "Financially independent people and retirees who will not work, run a business or use State benefits or public services; apply before moving; family members cannot join on it and must each qualify.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 50000,
        currency: "EUR",
        period: "year",
        basis: "individual income net of annual expenses (EUR 100,000 for a couple), plus a lump sum for major expenses such as the price of a home, certified by an Irish accountancy firm",
        // The official page states EUR 50,000 and the lump sum; Deloitte's article adds the couple's EUR 100,000.
        source: ISD_RETIRE,
        crossCheck: { source: DELOITTE },
      },
      fee: { amount: 300, currency: "EUR", what: "Irish Residence Permit card, at first registration and each renewal", source: ISD_REGISTRATION_FEE },
      processingTime: { value: null, note: "No official source publishes a dated processing time for first applications." },
      durationAndRenewal: { text: "Granted for one year and renewed every year with updated financial evidence and health insurance.", source: NOMADVISA },
      permanentResidence: { value: null, note: "Stamp 0 is a \"low level\" permission; a route from it to long-term residence is not stated in the sources used for this report." },
      citizenship: { value: null, note: "Whether and how Stamp 0 years count towards naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.irishimmigration.ie/",
      conditions: {
        incomeKinds: ["pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "direct",
          how: "You apply from outside Ireland, before you move, to the Department of Justice's Immigration Service Delivery, with your finances certified by an Irish accountancy firm; an application made from inside Ireland is generally refused. The permission must be granted before you move.",
          source: DELOITTE,
        },
        dependants: {
          partner: "none", children: "none", who: "No one joins on your permission: Stamp 0 does not allow family members to join you, so a spouse or partner must qualify in their own right (EUR 100,000 a year for a couple).",
          source: DELOITTE,
          partnerIncome: {
            counts: false,
            note: "The EUR 50,000 a year is an individual income for each person: a spouse's income is not added to yours, and a spouse who wants to live in Ireland needs EUR 50,000 of their own.",
            source: ISD_RETIRE,
          },
        },
      },
    },
    {
      id: "critical-skills",
      kind: "work",
      name: "Critical Skills Employment Permit",
      whoFor: "Highly skilled workers with a job offer from an Irish employer in an occupation on the Critical Skills Occupations List (with a relevant degree), or in another eligible role at a higher salary; no labour market needs test, and family members can join at once.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 40904,
        currency: "EUR",
        period: "year",
        basis: "minimum annual remuneration for applications from 1 March 2026 (up from EUR 38,000), with lower starting thresholds for recent graduates; rising in phases to 2030",
        source: SALARY_ROADMAP,
      },
      fee: {
        amount: 1000,
        currency: "EUR",
        what: "Department of Enterprise processing fee for the permit (90% refunded if refused), plus EUR 300 to register the residence permission",
        source: {
          publisher: DETE,
          title: "Critical Skills Employment Permit: total cost to complete",
          via: "Visa Atlas",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). The page cites DETE's fee page (enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/fees/) and ISD's EUR 300 registration fee; the gov.ie fees page found in the store does not show the amounts in its stored text.",
          url: "https://visaatlas.org/cost-to-complete/ireland-critical-skills-employment-permit",
          asOf: "2026-07-01",
          reviewedOn: "2026-11-25",
        },
        crossCheck: {
          source: {
            publisher: DETE,
            title: "Critical Skills Employment Permit in Ireland",
            via: "publicservices.guide",
            url: "https://publicservices.guide/ireland/critical-skills-employment-permit.md",
            asOf: "2026-05-28",
            reviewedOn: "2026-11-29",
            research:
              "Public-services guide (last verified 2026-05-28, citing enterprise.gov.ie's permit and fees pages), read in the search tool (pages, November 2026, query 'Critical Skills Employment Permit fee €1,000 up to 24 months 90% refund'): 'Cost: €1,000 processing fee, 90% of which is refunded if the application is refused'. Irishlinks ('The processing fee for a Critical Skills Employment Permit is €1,000 – valid for a 2 year period') agrees. The gov.ie fees page (gov.ie/ga/eolas-polasai/ebd05-fees-for-employment-permits) is stored, but its text read stops before the amounts.",
          },
        },
      },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Tied to the employer and the job; once the permit's term is complete, holders may apply to Immigration Service Delivery for permission to live and work without an employment permit (Stamp 4).",
        source: CSEP_PAGE,
      },
      permanentResidence: { value: null, note: "The step from Stamp 4 to long-term residence is not stated in the sources used for this report." },
      citizenship: NATURALISATION,
      officialPage: "https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/permit-types/critical-skills-employment-permit",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "occupation-list",
          list: "Critical Skills Occupations List",
          url: "https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/permit-types/critical-skills-employment-permit",
          lowest: 3,
          note: "At this salary the Critical Skills Employment Permit takes only occupations on the Critical Skills Occupations List, with a relevant degree; other occupations not on the Ineligible List need a much higher salary.",
          source: EP_IRELAND_CSEP_CRITERIA,
          onList: ["2511", "2512", "2513", "2519"],
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You or your Irish employer apply online on the Department of Enterprise's Employment Permits Online System (EPOS) before you move; once the permit is granted you register with immigration in Ireland.",
          source: CSEP_CHECKLIST,
        },
        dependants: {
          partner: "spouse-or-partner", children: "dependent", who: "A spouse or de facto partner, who may work without a permit, and dependent children, from the start.",
          source: CSEP_FAMILY,
          partnerIncome: salaryOfTheJobOffered(SALARY_ROADMAP),
        },
      },
    },
    {
      id: "general-employment",
      kind: "work",
      name: "General Employment Permit",
      whoFor: "Workers with a job offer from an Irish employer in any occupation not on the Ineligible List of Occupations; it can be issued on a 12-month contract.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 36605,
        currency: "EUR",
        period: "year",
        basis: "minimum annual remuneration for most occupations for applications from 1 March 2026 (up from EUR 34,000); EUR 32,691 for meat processors, horticultural workers, healthcare assistants and home carers",
        source: SALARY_ROADMAP,
      },
      fee: { value: null, note: "The General Employment Permit fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Issued for an initial two years and renewable for up to three more.", source: GEP_PAGE },
      permanentResidence: { years: 5, note: "After five years on the permit, holders may apply to Immigration Service Delivery for long-term residency.", source: GEP_PAGE },
      citizenship: NATURALISATION,
      officialPage: "https://www.enterprise.gov.ie/en/What-We-Do/Workplace-and-Skills/Employment-Permits/Permit-Types/General-Employment-Permit/",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 1,
          note: "The General Employment Permit takes any occupation that is not on the Ineligible List of Occupations for Employment Permits.",
          source: GEP_ELIGIBLE,
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You or your Irish employer apply online on the Department of Enterprise's Employment Permits Online System (EPOS), after the employer has advertised the job (the labour market needs test); once the permit is granted you register with immigration in Ireland.",
          source: EPOS_GUIDE,
        },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 18 }, who: "A spouse or partner and children under 18 (or under 23 in education), but only after you have held the permit for 12 months and earned at least EUR 30,000 a year (more with children).",
          source: GEP_FAMILY,
          partnerIncome: salaryOfTheJobOffered(SALARY_ROADMAP),
          joinsAfterMonths: 12,
        },
      },
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Ireland has no digital nomad or remote-work visa: to work in Ireland a non-EEA national needs an employment permit, which requires a contract with an employer in Ireland, or a Department of Justice permission that allows work. Stamp 0 holders may not work or do business of any kind.",
      source: {
        publisher: "Houses of the Oireachtas",
        title: "Dáil Éireann written answer on work permits and a digital nomad visa, 26 April 2022",
        research: "Question 194 of 26 April 2022 asked whether the Department was considering a visa for freelancers and remote workers after Italy's digital nomad visa; the Minister's answer describes only employment permits (requiring a contract of employment with an employer in the State) and Justice permissions. Searched November 2026 ('irishimmigration.ie Ireland digital nomad visa remote working'); no later official statement was found, and adviser pages (Altery, BAWA Legal) also say Ireland has no such visa.",
        url: "https://www.oireachtas.ie/en/debates/question/2022-04-26/194/",
        asOf: "2022-04-26",
        reviewedOn: "2026-11-25",
      },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Ireland's Immigrant Investor Programme, its residence-by-investment route, closed to new applications on 15 February 2023.",
      source: {
        publisher: "Irish Department of Justice",
        title: "Minister Harris announces closure of the Immigrant Investor Programme",
        research: "Immigration Service Delivery announcement of 14 February 2023, found with the search tool (pages) for 'Immigrant Investor Programme closed to new applications 15 February 2023'. The stored copy is under the site's /hi/ language path. KPMG Law notes that the separate Start-up Entrepreneur Programme, for founders of innovative businesses, continued; it is not an investor route and is not covered here.",
        url: "https://irishimmigration.ie/hi/minister-harris-announces-closure-of-the-immigrant-investor-programme",
        asOf: "2023-02-14",
        reviewedOn: "2026-11-25",
      },
    },
  ],
};
