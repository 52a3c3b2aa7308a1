import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// Singapore's long-stay routes for a US citizen, read in November 2026. The Ministry of Manpower (MOM) runs the
// Employment Pass, the Economic Development Board (EDB) the Global Investor Programme, and the Immigration &
// Checkpoints Authority (ICA) permanent residence and citizenship. The GIP investment options come from EDB's own media
// release of March 2023; no stored copy of the current MOM pages was found (only older editions), so the other figures
// come from the Business Times, law-firm and agency pages quoting them, and from a settlement guide for permanent
// residence and citizenship, named in each source. Singapore has no retirement and no digital nomad visa.

const SETTLEMENT = {
  publisher: "Singapore Immigration & Checkpoints Authority",
  title: "Republic of Singapore settlement & citizenship",
  via: "Visa Atlas",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://visaatlas.org/settlement/singapore",
  asOf: "2026-06-27",
  reviewedOn: "2026-11-23",
};

const GIP_BT = {
  publisher: "Singapore Economic Development Board",
  title: "450 high-net-worth investors granted permanent residency under Global Investor Programme from 2015 to 2025",
  via: "The Business Times",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://www.businesstimes.com.sg/singapore/450-high-net-worth-investors-granted-permanent-residency-under-global-investor-programme-2015-2025",
  asOf: "2026-02-27",
  reviewedOn: "2026-11-23",
};

const GIP_EDB = {
  publisher: "Singapore Economic Development Board",
  title: "Changes to Global Investor Programme will generate more spin-offs for the Singapore economy",
  url: "https://edb.gov.sg/en/about-edb/media-releases-publications/changes-to-global-investor-programme-will-generate-more-spin-offs-for-the-singapore-economy.html",
  asOf: "2023-03-02",
  reviewedOn: "2026-11-25",
  research:
    "EDB media release of 2 March 2023 (found in the search store, November 2026, searching 'EDB media release changes to Global Investor Programme 15 March 2023 S$10 million'): from 15 March 2023, Option A requires 'an investment of at least S$10 million, inclusive of existing paid-up capital, in a new business entity or existing business operation in Singapore'; Option B 'invest S$25 million in a GIP-select fund'; Option C 'a Singapore-based Single-Family Office (SFO) with Assets-Under-Management (AUM) of at least S$200 million, of which at least S$50 million must be deployed and maintained' in four investment categories. The Straits Times of 27 February 2026 (Parliament answer) still gives the same three options, so the 2023 terms are current. Replaces The Business Times, 450 high-net-worth investors granted permanent residency under Global Investor Programme from 2015 to 2025 (https://www.businesstimes.com.sg/singapore/450-high-net-worth-investors-granted-permanent-residency-under-global-investor-programme-2015-2025) for the threshold; that article still backs the permanent-residence note.",
};

const EP_BT = {
  publisher: "Singapore Ministry of Manpower",
  title: "Minimum qualifying salary for Employment Pass to increase to S$5,600 from 2025",
  via: "The Business Times",
  research:
    "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again November 2026 ('Employment Pass eligibility minimum qualifying salary $5,600 mom.gov.sg', 'mom.gov.sg faq employment pass ... 1 January 2025', 'MOM newsroom Committee of Supply 2024 ... $5,600', 'Employment Pass key facts fixed monthly salary at least $5,600'): the stored MOM pages are older editions (mom.gov.sg/passes-and-permits/employment-pass/key-facts says 'starting from $5,000 ... up to $10,500 for those in the mid-40s'; /eligibility says $4,500), so they would replace the current figure with an outdated one and were not used. No MOM press release of 4 March 2024 was stored.",
  url: "https://www.businesstimes.com.sg/singapore/minimum-qualifying-salary-for-employment-pass-to-increase-to-s-5-600-from-2025",
  asOf: "2024-03-04",
  reviewedOn: "2026-11-23",
};

const EP_CITIZENSHIP: SourcedYears = {
  years: 2,
  note: "Citizenship can be sought after at least two years as a permanent resident (age 21+); permanent residence itself is discretionary, so the total time from a first Employment Pass has no fixed length. Singapore generally does not allow adult dual citizenship.",
  source: SETTLEMENT,
};

// Conditions (issue 28.1), read November 2026.
const MOM_EP_OVERVIEW = {
  publisher: "Singapore Ministry of Manpower",
  title: "Employment Pass",
  url: "https://www.mom.gov.sg/passes-and-permits/employment-pass",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "MOM's Employment Pass overview page (stored copy at mom.gov.sg:443/maintenance/passes-and-permits/employment-pass, read November 2026): 'The Employment Pass allows foreign professionals, managers and executives to work in Singapore'; eligibility 'includes EP qualifying salary (Stage 1), COMPASS (Stage 2) and the Self-Assessment Tool'. The stored edition still gives the older $5,000 floor, which is not used here. Undated; asOf is the year it was read.",
};
const COMPASS_RULES = {
  publisher: "Singapore Ministry of Manpower",
  title: "MOM announces points-based assessment framework for EP candidates",
  via: "RSM Stone Forest",
  url: "https://rsmstoneforest.sg/expert-insights/mom-announces-points-based-assessment-framework-for-ep-candidates",
  asOf: "2023",
  reviewedOn: "2026-11-28",
  research:
    "Accounting firm's summary of MOM's COMPASS: from 1 September 2023 EP candidates must also pass COMPASS, scored on four foundational criteria (salary, qualifications, diversity, support for local employment) at 0, 10 or 20 points each, plus bonus criteria; 40 points are required. No criterion scores age. MOM's own written answer of 3 April 2024 (mom.gov.sg/newsroom/parliament-questions-and-replies/2024/0403-written-answer-to-pq-on-eps-applications-under-compass) confirms COMPASS and its exemptions (fixed monthly salary of at least $22,500, intra-corporate transferees, roles of a month or less) but does not restate the pass mark; MOM's eligibility page with the COMPASS table was stored only in an edition from before COMPASS (November 2026: 'Your application needs to earn 40 points to pass COMPASS Ministry of Manpower').",
};
const EP_PASS_MAP = {
  publisher: "Singapore Ministry of Manpower",
  title: "Employment Pass: how to apply and passes for family",
  via: "SG HR Manpower (employment agency)",
  url: "https://sghrmanpower.com/employment-pass/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Employment agency's copy of MOM's Employment Pass pass map and family table: 'Submit an application using myMOM Portal | Employer or EA | Process within 3 weeks | In-principle approval letter'; 'Get the pass issued | Employer or EA'; then the candidate registers fingerprints and photo; family: 'Legally married spouse, unmarried children under 21 years old, including those legally adopted | Dependant's Pass'. MOM's Dependant's Pass key facts page (mom.gov.sg/passes-and-permits/dependants-pass/key-facts) says the same of who it is for and that the employer or an appointed employment agent applies. The salary the EP holder needs to sponsor a Dependant's Pass (SGD 6,000 a month in agency guides such as drdn-law.com) was not found on a stored MOM page.",
};
const MOM_DP = {
  publisher: "Singapore Ministry of Manpower",
  title: "Key facts on Dependant's Pass",
  url: "https://www.mom.gov.sg/passes-and-permits/dependants-pass/key-facts",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "MOM page (stored copy at mom.gov.sg without www, read November 2026): 'Who it is for: Legally married spouse or unmarried children under 21 years of eligible Employment Pass or S Pass holders. Who can apply: An employer or appointed employment agent must apply on behalf of the candidate.' The salary floor for an eligible EP holder is not in the stored text. Undated; asOf is the year it was read.",
};
const EDB_GIP_APPLY = {
  publisher: "Singapore Economic Development Board",
  title: "Global Investor Programme",
  url: "https://invest.edb.gov.sg/assets/global-investor-programme",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "EDB page (read November 2026): investors 'may apply for the Singapore Permanent Residence status (PR) through the Global Investor Programme (GIP) by submitting all the required application forms and supporting documents': the GIP e-application forms, ICA's Form 4 (S$100 processing fee per applicant paid to ICA) and the family-details sheet. Agency pages (kaizencpa.com) describe an interview within two to four months and an approval in principle valid six months, during which the investment is made. Undated; asOf is the year it was read.",
};
const GIP_FAMILY = {
  publisher: "Singapore Economic Development Board",
  title: "Global Investor Programme",
  via: "Apex Corporate Services",
  url: "https://www.apexcorp.com.sg/copy-of-migration-programme-fo-13o-13u",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Corporate-services firm's summary: 'Spouses and unmarried children (below 21 years old) can apply as accompanying applicants for Permanent Residency under the Global Investor Programme'; parents, married children and unmarried children aged 21 or over may apply for a Long-Term Visit Pass tied to the applicant's Re-Entry Permit. vitaconciergesg.cn gives the same (a five-year LTVP). EDB's GIP factsheet with the family rule was not in the search store (November 2026).",
};

export const singaporeRoutes: CountryRoutesData = {
  country: "singapore",
  checked: "2026-11",
  routes: [
    {
      id: "employment-pass",
      kind: "work",
      name: "Employment Pass (EP)",
      whoFor: "Foreign professionals, managers and executives with a job offer from a Singapore employer who meet the qualifying salary and pass the points-based COMPASS assessment.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 5600,
        currency: "SGD",
        period: "month",
        basis:
          "minimum fixed monthly salary for new applications from 1 January 2025 (SGD 6,200 in financial services), rising with age to about SGD 10,700 for candidates in their mid-40s; the candidate must also score 40 COMPASS points. Budget 2026 (12 February 2026) raises the minimum to SGD 6,000 (SGD 6,600 in financial services) for new applications from January 2027.",
        source: EP_BT,
        crossCheck: {
          source: {
            publisher: "Singapore Ministry of Manpower",
            title: "A new qualifying salary for Employment Pass applications",
            via: "DLA Piper",
            url: "https://knowledge.dlapiper.com/dlapiperknowledge/globalemploymentlatestdevelopments/2024/a-new-qualifying-salary-for-employment-pass-applications",
            asOf: "2024-03-25",
            reviewedOn: "2026-11-29",
            research:
              "Law firm's note of 25 March 2024, found with the search tool (pages) for 'Employment Pass minimum qualifying salary $5,600 from 1 January 2025 ...' (November 2026): 'From 1 January 2025, the minimum qualifying salary for new Employment Pass (EP) applications will be raised to a minimum of SGD5,600 for all sectors, with the exception of the financial services sector, which will have a minimum of SGD6,200'; 'The revised EP qualifying salary will also be applicable to the renewal of EPs that are due to expire from 1 January 2026 onwards.' Mondaq (8 May 2024) and CNA (4 March 2024, republished by the British Chamber of Commerce Singapore) give the same figures; CNA quotes MOM's media release.",
          },
        },
      },
      fee: { value: null, note: "MOM's current application and issuance fees for the Employment Pass are not stated in the sources used for this report, which give only 2011-2013 figures." },
      processingTime: {
        text: "Up to three weeks for online applications since 2017, longer when checks with other agencies are needed.",
        source: { publisher: "Singapore Ministry of Manpower", title: "Singapore: longer processing times for work and dependent passes", via: "Newland Chase", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://newlandchase.com/singapore-longer-processing-times-for-work-and-dependent-passes/", asOf: "2017-03-24", reviewedOn: "2026-11-25" },
      },
      durationAndRenewal: {
        text: "Valid for up to two years for first-time holders and up to three years on renewal, while the holder still meets the criteria.",
        source: EP_BT,
      },
      permanentResidence: {
        value: null,
        note: "Employment Pass holders may apply to ICA for permanent residence, but approval is discretionary and no points score or guaranteed residence period is published (Visa Atlas, June 2026).",
      },
      citizenship: EP_CITIZENSHIP,
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 3,
          note: "The Employment Pass is for professionals, managers and executives.",
          source: MOM_EP_OVERVIEW,
        },
        maximumAge: null,
        points: {
          passMark: 40,
          table: "https://www.mom.gov.sg/passes-and-permits/employment-pass/eligibility",
          source: COMPASS_RULES,
        },
        applies: {
          via: "employer",
          how: "Your Singapore employer (or an employment agent it appoints) applies on the myMOM Portal; after in-principle approval it has the pass issued, and you register your fingerprints and photo if MOM asks.",
          source: EP_PASS_MAP,
        },
        dependants: {
          partner: "spouse", children: { underYears: 21 }, who: "a legally married spouse and unmarried children under 21, on Dependant's Passes, when your salary meets MOM's threshold for sponsoring family",
          source: MOM_DP,
          childPermit: "Children come on a Dependant's Pass, open only to unmarried children under 21, not on your Employment Pass.",
          partnerIncome: salaryOfTheJobOffered(EP_BT),
        },
      },
      officialPage: "https://www.mom.gov.sg",
    },
    {
      id: "gip",
      kind: "investment",
      name: "Global Investor Programme (GIP)",
      whoFor: "Established business owners, next-generation owners of large family businesses, founders of fast-growing companies and family-office principals who meet EDB's track-record criteria (for business owners, a company with at least SGD 200 million annual turnover) and invest in Singapore.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 10000000,
        currency: "SGD",
        period: "once",
        basis: "Option A: at least SGD 10 million in a new or expanding Singapore business; Option B: at least SGD 25 million in a GIP-select fund; Option C: a single family office with at least SGD 200 million in assets, of which SGD 50 million in EDB-specified investments. Older guides still quote SGD 2.5 million, the figure before 15 March 2023.",
        source: GIP_EDB,
      },
      fee: { value: null, note: "EDB's GIP application fee is not stated in the sources used for this report." },
      processingTime: {
        text: "About 9 to 12 months to permanent residence approval (an agency's estimate).",
        source: { publisher: "Singapore Economic Development Board", title: "Global Investor Programme", via: "TIV", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://tiv.sg/global-investor-programme/", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      durationAndRenewal: {
        text: "Permanent residence is granted at once, with a re-entry permit renewed every five years only if the investment, business and residence commitments are met.",
        source: {
          publisher: "Singapore Economic Development Board",
          title: "Singapore appoints 7 funds under Global Investor Programme",
          via: "Caproasia",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
          url: "https://caproasia.com/2023/06/02/singapore-appoints-7-funds-under-global-investor-programme-with-minimum-criteria-of-s1-billion-aum-singapore-permanent-residency-applicants-to-invest-s25-million-into-the-funds",
          asOf: "2023-06-02",
          reviewedOn: "2026-11-23",
        },
      },
      permanentResidence: { years: 0, note: "The GIP grants permanent resident status on approval.", source: GIP_BT },
      citizenship: {
        years: 2,
        note: "Citizenship can be sought after at least two years as a permanent resident (age 21+); ICA assesses it separately. Singapore generally does not allow adult dual citizenship.",
        source: SETTLEMENT,
      },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You submit EDB's GIP e-application forms and supporting documents to the Economic Development Board, then attend an interview; after approval in principle you make the investment and permanent residence is granted.",
          source: EDB_GIP_APPLY,
        },
        dependants: {
          partner: "spouse", children: { underYears: 21 }, childPermit: "Children of 21 or over may get a Long-Term Visit Pass, not permanent residence with you.", who: "a spouse and unmarried children under 21, as permanent residents with you; parents and older children may get a Long-Term Visit Pass",
          source: GIP_FAMILY,
        },
      },
      officialPage: "https://www.edb.gov.sg",
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "Singapore has no dedicated retirement visa; retirees typically rely on family links (Dependant's Pass or Long-Term Visit Pass) or other eligible categories.",
      source: { publisher: "Singapore Immigration & Checkpoints Authority", title: "Singapore residency guide", via: "Expatriate.travel", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://expatriate.travel/country-guides/singapore/residency", asOf: "2026", reviewedOn: "2026-11-25" },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Singapore has no dedicated digital nomad visa; long stays go through a work pass such as the Employment Pass.",
      source: { publisher: "Singapore Ministry of Manpower", title: "Singapore digital nomad visa", via: "Pansiva", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://pansiva.com/digital-nomad-visa/singapore", asOf: "2026", reviewedOn: "2026-11-25" },
    },
  ],
};
