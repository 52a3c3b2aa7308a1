import type { CountryRoutesData, SourcedYears, Unknown } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// The Philippines' long-stay routes for a US citizen, read in November 2026. The retiree figures come from the
// Philippine Retirement Authority's own SRRV page (pra.gov.ph/srrvisa), which the search store holds. Guides and
// older PRA material disagree with it (minimum age 35 or 50, deposits of USD 10,000 to 75,000); the current PRA page
// is followed and the disagreement is noted in each `basis`. The PRA page carries no date, so it is dated to the
// year it was read. The SRRV "Smile" option is not listed on the current PRA page and is left out. Work and investor
// visa facts come from Philippine consulate (dfa.gov.ph) pages; durations, processing times and naturalisation
// rules come from law-firm and visa-agency guides, named in each source.

const PRA_SRRV = {
  publisher: "Philippine Retirement Authority",
  title: "Special Resident Retiree's Visa (SRRV)",
  url: "https://pra.gov.ph/srrvisa",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

const PRA_FEES_2009 = {
  publisher: "Philippine Retirement Authority",
  title: "2009 IRR on Consolidation of Fees for PRA Retirement Program Enrollees",
  via: "Scribd",
  research:
    "Annotated copy of the PRA's 2009 fee rules uploaded to Scribd; no copy on pra.gov.ph was found in the search store. Searched again November 2026 ('Philippine Retirement Authority SRRV one-time processing fee USD 1,400 principal USD 300 dependent', 'pra.gov.ph fees application fee SRRV', 'pra.gov.ph srrvisa ... processing fee US$1,400', 'Implementing Rules and Regulations consolidation of fees PRA ... US$1,400', 'Supreme Court E-Library PRA 2009 implementing rules consolidating the application fee'): the stored pra.gov.ph pages (srrvisa, servicing-request, id-services) give service fees but not the application fee, and the Supreme Court E-Library holds other PRA circulars (2005, 2008, 2018) but not this 2009 IRR.",
  url: "https://scribd.com/document/742828572/2009-IRR-on-Consolidation-of-Fees-for-PRA-Retirement-Program-Enrollees-with-Annotations",
  asOf: "2009",
  reviewedOn: "2026-11-23",
};

const PRA_ANNUAL_FEE = {
  publisher: "Philippine Retirement Authority",
  title: "PRA Circular No. 005 s. 2018: policy guidelines on the non-refundability of the Annual PRA Fee",
  via: "Supreme Court of the Philippines E-Library",
  research: "Circular as filed in the Supreme Court E-Library.",
  url: "https://elibrary.judiciary.gov.ph/thebookshelf/showdocs/10/91842",
  asOf: "2018-09-19",
  reviewedOn: "2026-11-23",
};

const NATURALISATION = {
  publisher: "Government of the Philippines",
  title: "Residency requirements for naturalization as a Philippine citizen",
  via: "Lawyer Philippines",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://lawyerphilippines.org/residency-requirements-for-naturalization-as-a-philippine-citizen/",
  asOf: "2023-05-15",
  reviewedOn: "2026-11-23",
};

const CITIZENSHIP: SourcedYears = {
  years: 10,
  note: "Judicial naturalisation under Commonwealth Act 473 needs at least 10 years of continuous residence (5 in special cases such as marriage to a Filipino), plus language, property or income and character conditions. No residence visa leads to citizenship on its own.",
  source: NATURALISATION,
};

const SRRV_DURATION = {
  text: "The SRRV allows multiple entry and an indefinite stay for as long as the visa deposit (or the investment it was converted into) is kept and the Annual PRA Fee is paid: USD 360 a year for the principal and two dependants, USD 100 for each further dependant (2018 figure).",
  source: PRA_ANNUAL_FEE,
};

const SRRV_PERMANENT: SourcedYears = {
  years: 0,
  note: "The SRRV is itself an indefinite-stay status; PRA lists 'permanent residency in the Philippines' among its benefits. It is a special non-immigrant visa, not an immigrant visa.",
  source: PRA_SRRV,
};

/** PRA's own SRRV guide, as uploaded to Yumpu: the deposit for each dependant beyond two. */
const SRRV_DEPENDANTS_PRA_GUIDE = {
  source: {
    publisher: "Philippine Retirement Authority",
    title: "Special Resident Retiree's Visa (SRRV) guide, page 8",
    via: "Yumpu",
    url: "https://yumpu.com/en/document/view/43346209/srrv-philippine-retirement-authority/8",
    asOf: "2026",
    reviewedOn: "2026-11-29",
    research:
      "PRA's SRRV guide as uploaded to Yumpu, page 8, read in the search tool (pages): 'an additional visa deposit of US$15,000.00 is needed for each additional dependent' beyond the principal and two dependants ('*Above visa deposit is for the Principal Retiree and 2 dependents. In excess of two (2) dependents, an additional visa deposit of US$15,000.00 is needed for each additional dependent'). Undated; asOf is the year it was read.",
  },
};

const SRRV_FEE = {
  amount: 1400,
  currency: "USD",
  what: "one-time PRA application fee for the principal retiree (USD 300 per dependant), set by the 2009 PRA rules; check the current amount with PRA",
  perDependant: 300,
  source: PRA_FEES_2009,
  crossCheck: {
    source: {
      publisher: "Philippine Retirement Authority",
      title: "SRRV requirements: choice of SRRV types, costs and fees",
      via: "Van Ingen Management",
      url: "https://vaningenmanagement.com/reqs.htm",
      asOf: "2026",
      reviewedOn: "2026-11-29",
      research:
        "Retirement agency's SRRV table, stored as http://vaningenmanagement.com/reqs.htm (cited over https), read in the search tool (pages, November 2026): 'One time Application Fee principal 1,400 dependent 300'; 'Annual Fee for principal and two dependents 360'. Undated; asOf is the year it was read.",
    },
  },
};

const NOT_A_PR_ROUTE: Unknown = {
  value: null,
  note: "No source used for this report states that time on this visa leads to permanent (immigrant) residence; the Philippines has no general points or time-based permanent residence route for workers.",
};

// Conditions (issue 28.1), read November 2026.
const SRRV_DEPENDANTS = {
  publisher: "Philippine Retirement Authority",
  title: "SRRV options: dependents",
  via: "Philippine Retirement (SRRV agent)",
  url: "https://philippine-retirement.com/?p=355",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Agent's table of the SRRV options: 'Principal may be joined by dependents (spouse and children)'; the spouse must be of legal age and the legitimate spouse; a child must be the principal's legitimate or legally adopted child, 'unmarried and below 21 years old'; 'The visa deposits are for the principal retiree and 2 dependents. An additional visa deposit of US$15,000.00 is needed for each additional dependent, in excess of two.' PRA's own SRRV guide, as copied on Yumpu (yumpu.com/en/document/view/43346209/srrv-philippine-retirement-authority/8), states the same deposit rule for dependants. Undated; asOf is the year it was read.",
};
const SRRV_APPLY = {
  publisher: "Philippine Retirement Authority",
  title: "SRRV FAQ: application procedure",
  via: "TESZARA (SRRV agent)",
  url: "https://www.teszara.com/faq-srrv-application-procedure",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Agent's FAQ: remit the visa deposit to PRA's designated bank account, gather the documents, have the medical examination, file the SRRV application, pay the processing and membership fees, then attend the oath-taking at the PRA office to receive the passport, SRRV card and certificate; at least 15-20 business days. The same agent's page at teszara.com (without www) reads 'The SRRV application takes at least 3 weeks. It sometimes take a long time with the Bureau of Immigration.' An older Japanese-language guide (philippinessrrv.blogspot.com) says the application is made in person at PRA in the Philippines, on an entry visa. PRA's own page (pra.gov.ph/srrvisa) was read for the deposits but its stored copy does not set out the procedure (November 2026).",
};
const SRRV_PROCESSING = {
  text: "At least 15 to 20 business days (three to four weeks) from application to issue, sometimes longer at the Bureau of Immigration (a licensed SRRV agency's figure).",
  source: SRRV_APPLY,
};
const NINE_G_CONSULATE = {
  publisher: "Philippine Department of Foreign Affairs",
  title: "Consulate General in Vancouver: How to apply for a pre-arranged employment visa",
  url: "https://vancouverpcg.dfa.gov.ph/consular-service-s/visa-services/353-how-to-apply-for-a-pre-arranged-employment-visa",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Philippine consulate page: 9(g) visas are for foreigners going to the Philippines 'to engage in any lawful occupation, whether for wages or salary ... where bona fide employer-employee relations exist' (professors and teachers, doctors and nurses, scientists, professionals and other workers); the agent, employer or representative applies for the Alien Employment Permit with DOLE, then files the visa application with the Bureau of Immigration, which endorses it through the DFA to the embassy or consulate; the applicant then appears personally at the consular section. The US Embassy in Manila's page (ph.usembassy.gov/pre-arranged-employment) says the same. Undated; asOf is the year it was read.",
};
const NINE_G_FAMILY = {
  publisher: "Philippine Bureau of Immigration",
  title: "9(g) pre-arranged employment visa",
  via: "Life in PH",
  url: "https://www.lifeinph.com/visas/work-visa",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Guide page: 'A 9(g) holder can petition their spouse and unmarried children under 21 for a 9(g) Dependent Visa.' wikiprocedure.com describes the Bureau of Immigration procedure to include a dependant in a pre-arranged employee visa. No immigration.gov.ph page on 9(g) dependants was stored (November 2026).",
};
const SIRV_CONSULATE = {
  publisher: "Philippine Department of Foreign Affairs",
  title: "Consulate General in Vancouver: What are the requirements for a Special Investor's Resident Visa (SIRV)?",
  url: "https://vancouverpcg.dfa.gov.ph/consular-service-s/visa-services/91-what-are-the-requirements-for-a-special-investor-s-resident-visa-sirv",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Philippine consulate page: 'This visa may be applied for and issued at the Foreign Service Post (Philippine Embassy or Consulate) in the applicant's country of origin or place of residence or at the Board of Investments (BOI) in Manila'; the post endorses the application to the BOI, which approves a six-month probationary multiple-entry visa; 'The applicant's spouse and unmarried children under twenty-one (21) years of age may also be issued the same visa'. The Philippine Consulate General in New York (newyorkpcg.dfa.gov.ph) says the same. Undated; asOf is the year it was read.",
};

export const philippinesRoutes: CountryRoutesData = {
  country: "philippines",
  checked: "2026-11",
  routes: [
    {
      id: "srrv-classic",
      kind: "retirement",
      name: "Special Resident Retiree's Visa (SRRV) Classic, applicants aged 50 and over",
      whoFor: "Foreign retirees aged 50 or over, with or without a pension, who place a US dollar visa deposit in a PRA-accredited bank; the deposit can later be converted into a condominium purchase or long lease.",
      minimumAge: { years: 50, source: PRA_SRRV },
      needsLocalJobOffer: false,
      threshold: {
        kind: "savings",
        amount: 30000,
        currency: "USD",
        period: "once",
        basis:
          "visa deposit for a non-pensioner aged 50+ on PRA's current SRRV page; a pensioner aged 50+ deposits USD 15,000 and shows a lifetime pension of at least USD 800 a month (USD 1,000 with dependants). Sources disagree: an older version of the PRA page (pra.gov.ph/SRRvisa) and many guides give USD 20,000 (USD 10,000 with pension); the current PRA page is followed here.",
        source: PRA_SRRV,
        household: { perDependant: 15000, includedDependants: 2, source: SRRV_DEPENDANTS, crossCheck: SRRV_DEPENDANTS_PRA_GUIDE },
      },
      fee: SRRV_FEE,
      processingTime: SRRV_PROCESSING,
      durationAndRenewal: SRRV_DURATION,
      permanentResidence: SRRV_PERMANENT,
      citizenship: CITIZENSHIP,
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "in-country",
          how: "You apply in the Philippines to the Philippine Retirement Authority (directly or through an accredited agent), after remitting the visa deposit to PRA's bank; the visa is issued after an oath-taking at the PRA office.",
          source: SRRV_APPLY,
        },
        dependants: { partner: "spouse", children: { underYears: 21 }, who: "a spouse and unmarried children under 21; the deposit covers two dependants, and each further dependant adds USD 15,000", source: SRRV_DEPENDANTS },
      },
      officialPage: "https://pra.gov.ph/srrvisa",
    },
    {
      id: "srrv-classic-younger",
      kind: "retirement",
      name: "Special Resident Retiree's Visa (SRRV) Classic, applicants aged 40 to 49",
      whoFor: "Foreign nationals aged 40 to 49, with or without a pension, who place a larger US dollar visa deposit in a PRA-accredited bank.",
      minimumAge: { years: 40, source: PRA_SRRV },
      needsLocalJobOffer: false,
      threshold: {
        kind: "savings",
        amount: 50000,
        currency: "USD",
        period: "once",
        basis:
          "visa deposit for a non-pensioner aged 40-49 on PRA's current SRRV page; a pensioner aged 40-49 deposits USD 25,000 and shows a lifetime pension of at least USD 800 a month (USD 1,000 with dependants). Sources disagree on the minimum age: PRA's current page starts at 40, while older PRA rules, a Philippine consulate page and most guides say 35 (and one agency says 50 since December 2022); the current PRA page is followed here.",
        source: PRA_SRRV,
        household: { perDependant: 15000, includedDependants: 2, source: SRRV_DEPENDANTS, crossCheck: SRRV_DEPENDANTS_PRA_GUIDE },
      },
      fee: SRRV_FEE,
      processingTime: SRRV_PROCESSING,
      durationAndRenewal: SRRV_DURATION,
      permanentResidence: SRRV_PERMANENT,
      citizenship: CITIZENSHIP,
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: { underYears: 50, source: PRA_SRRV },
        points: null,
        applies: {
          via: "in-country",
          how: "You apply in the Philippines to the Philippine Retirement Authority (directly or through an accredited agent), after remitting the visa deposit to PRA's bank; the visa is issued after an oath-taking at the PRA office.",
          source: SRRV_APPLY,
        },
        dependants: { partner: "spouse", children: { underYears: 21 }, who: "a spouse and unmarried children under 21; the deposit covers two dependants, and each further dependant adds USD 15,000", source: SRRV_DEPENDANTS },
      },
      officialPage: "https://pra.gov.ph/srrvisa",
    },
    {
      id: "9g-employment",
      kind: "work",
      name: "Pre-arranged employment visa, Section 9(g) of the Philippine Immigration Act",
      whoFor: "Foreigners hired by a Philippine employer under an employer-employee relationship; the employer first obtains an Alien Employment Permit (AEP) from the Department of Labor and Employment.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No minimum salary for the 9(g) visa is stated in the sources used for this report; the employer must obtain an Alien Employment Permit, which tests whether a qualified Filipino is available.",
      },
      fee: { value: null, note: "The Bureau of Immigration and DOLE fees for the 9(g) visa and AEP are not stated in the sources used for this report." },
      processingTime: {
        text: "About 2 to 3 months in total, of which the Alien Employment Permit takes about 2 to 3 weeks (a visa agency's estimate).",
        source: {
          publisher: "Philippine Department of Labor and Employment",
          title: "How to apply Employment Permits for Foreign Workers in the Philippines",
          via: "998visa",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
          url: "https://new998visa.com/article01/how-apply-employment-permits-for-foreign-workers-in-the-philippines",
          asOf: "2026",
          reviewedOn: "2026-11-23",
        },
      },
      durationAndRenewal: {
        text: "Valid for the length of the employment contract as approved by the Bureau of Immigration, at most three years, and renewable; it is tied to the sponsoring employer.",
        source: { publisher: "Philippine Bureau of Immigration", title: "9(g) or Pre-arranged Employment Visa", via: "Visas Philippines", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://visasphilippines.com/philippine-visas/work-visa/9g-visa/", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      permanentResidence: NOT_A_PR_ROUTE,
      citizenship: CITIZENSHIP,
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your Philippine employer obtains the Alien Employment Permit from DOLE and files the 9(g) petition with the Bureau of Immigration; once it is approved, you appear at the Philippine embassy or consulate for where you live to receive the visa.",
          source: NINE_G_CONSULATE,
        },
        dependants: { partner: "spouse", children: { underYears: 21 }, childPermit: "Each child gets a 9(g) dependant visa of their own, on your petition.", who: "a spouse and unmarried children under 21, on 9(g) dependant visas", source: NINE_G_FAMILY },
      },
      officialPage: "https://vancouverpcg.dfa.gov.ph/consular-service-s/visa-services/353-how-to-apply-for-a-pre-arranged-employment-visa",
    },
    {
      id: "sirv",
      kind: "investment",
      name: "Special Investor's Resident Visa (SIRV)",
      whoFor: "Foreign investors who remit at least USD 75,000 to the Philippines and invest it in qualifying Philippine companies or activities, endorsed by the Board of Investments.",
      minimumAge: {
        years: 21,
        source: { publisher: "Philippine Board of Investments", title: "Philippines Special Investor's Resident Visa (SIRV)", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nomadvisa.app/philippines/special-investors-resident-visa", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 75000,
        currency: "USD",
        period: "once",
        basis: "at least USD 75,000 remitted in acceptable foreign currency and invested in the Philippines under Executive Order 226 (Omnibus Investments Code) and Executive Order 63",
        source: {
          publisher: "Philippine Department of Foreign Affairs",
          title: "Consulate General in Vancouver: What are the requirements for a Special Investor's Resident Visa (SIRV)?",
          url: "https://vancouverpcg.dfa.gov.ph/consular-service-s/visa-services/91-what-are-the-requirements-for-a-special-investor-s-resident-visa-sirv",
          asOf: "2026",
          reviewedOn: "2026-11-23",
        },
      },
      fee: { value: null, note: "The SIRV visa and Board of Investments fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "A six-month probationary SIRV is issued first, then converted to an indefinite SIRV once the investment documents are filed with the Board of Investments; it stays valid as long as the investment is kept.",
        source: { publisher: "Philippine Board of Investments", title: "Special Investor's Resident Visa (SIRV)", via: "Dayanan Business Consulting", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.dayananconsulting.com/special-investors-resident-visa-sirv/", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      permanentResidence: {
        value: null,
        note: "The SIRV gives indefinite residence while the investment lasts, but no source used for this report says whether it counts as permanent residence or how it relates to immigrant status.",
      },
      citizenship: CITIZENSHIP,
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: "You apply at the Philippine embassy or consulate for where you live (or at the Board of Investments in Manila); after the Board approves, you receive a six-month probationary visa, converted to an indefinite one once the investment is documented.",
          source: SIRV_CONSULATE,
        },
        dependants: { partner: "spouse", children: { underYears: 21 }, who: "a spouse and unmarried children under 21", source: SIRV_CONSULATE },
      },
      officialPage: "https://vancouverpcg.dfa.gov.ph/consular-service-s/visa-services/91-what-are-the-requirements-for-a-special-investor-s-resident-visa-sirv",
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Executive Order 86 (April 2025) created a Digital Nomad Visa of up to one year, renewable, but only for nationals of countries that offer digital nomad visas to Filipinos. The United States has no such visa, so on the order's terms the route is not open to US citizens unless the DFA's rules change.",
      source: { publisher: "Government of the Philippines", title: "Philippines announces Digital Nomad Visa", via: "Erickson Insights (law firm)", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://eiglaw.com/philippines-announces-digital-nomad-visa", asOf: "2025-04", reviewedOn: "2026-11-25" },
    },
  ],
};
