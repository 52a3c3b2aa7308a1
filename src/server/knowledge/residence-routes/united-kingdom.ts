import type { CountryRoutesData } from "../knowledge.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// The United Kingdom's long-stay routes for a US citizen, read in November 2026. The Home Office (UK Visas and
// Immigration) governs them. No stored copy of the gov.uk route pages was found, so the figures come from the
// immigration law firms and guides named in each `source`. The UK has no retirement, digital nomad or investor
// visa open to new applicants. Pages that carry no date are given the year they were read (2026). The Skilled
// Worker salary threshold is read in the GitHub archive of the Immigration Rules described below.
const UK_SPONSORS_SETTLEMENT = {
  publisher: "UK Home Office",
  title: "The 10-Year ILR Plan: What Earned Settlement Means",
  via: "UK Sponsors",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://uksponsors.com/blog/earned-settlement-10-year-ilr-explained",
  asOf: "2026-06-07",
  reviewedOn: "2026-11-23",
};

// Conditions (issue 28.1), read November 2026 from the Immigration Rules on GOV.UK: Appendix Skilled Worker,
// Appendix Skilled Occupations and Appendix Children, as captured on 6 December 2025 in a public GitHub archive of
// the GOV.UK rules (RuachTech/legal-immigration-rag, data/govuk-data/raw/). Rules laid after that date are not
// reflected.
const UKVI = "UK Visas and Immigration (Home Office)";
const APPENDIX_SW_URL = "https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-skilled-worker";
const APPENDIX_SKILLED_WORKER = {
  publisher: UKVI,
  title: "Immigration Rules Appendix Skilled Worker",
  url: APPENDIX_SW_URL,
  asOf: "2025-12-06",
  reviewedOn: "2026-11-28",
  research:
    "GOV.UK text as captured on 6 December 2025 in the GitHub repository RuachTech/legal-immigration-rag (data/govuk-data/raw/appendix-skilled-worker.md), found with the search tool (code) for 'Immigration Rules Appendix Skilled Worker 70 points'. SW 1.1: apply online on gov.uk (form 'Skilled Worker visa' outside the UK); SW 1.3: aged 18 or over; SW 4.1-4.4: all 50 mandatory points (sponsorship 20, job at an appropriate skill level 20, English at B1 10) plus 20 from one salary option (A: GBP 41,700 and the going rate), 70 in all; SW 6.1: the job must be in an eligible SOC 2020 code in Table 1, 2 or 3 of Appendix Skilled Occupations, the Immigration Salary List, or the Temporary Shortage List (for certificates of sponsorship issued before 31 December 2026), which runs down to trades such as 5213 Welding trades, 5231 Vehicle technicians, 4122 Book-keepers and 3412 Authors, writers and translators; SW 26.1: a partner or child applies online; SW 29.1A and SW 32A.2: a partner or child may only be sponsored by someone in a Table 1, 2 or 3 job (not a Temporary Shortage List or Immigration Salary List job alone), with transitional exceptions for people already on the route before 22 July 2025. Children must be under 18 on the date of application (Appendix Children, CHI 1.1, applied by SW 32A.1; same archive, appendix-children.md).",
};
const APPENDIX_SKILLED_OCCUPATIONS = {
  publisher: UKVI,
  title: "Immigration Rules Appendix Skilled Occupations",
  url: "https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-skilled-occupations",
  asOf: "2025-12-06",
  reviewedOn: "2026-11-28",
  research:
    "GOV.UK text as captured on 6 December 2025 in RuachTech/legal-immigration-rag (data/govuk-data/raw/appendix-skilled-occupations.md). Table 1 (eligible for new applicants, RQF 6) holds 2133 IT business analysts, architects and systems designers; 2134 Programmers and software development professionals; 2139 IT professionals n.e.c. (webmasters); 2142 Graphic and multimedia designers; 2311 Higher education teaching professionals; 2422 Finance and investment analysts; 2431 Management consultants and business analysts; 2433 Actuaries, economists and statisticians; 2492 Journalists. The Temporary Shortage List in Appendix Skilled Worker adds 3412 Authors, writers and translators; 3417 Photographers; 3520 Legal associate professionals; 4122 Book-keepers; 5213 Welding trades; 5231 Vehicle technicians. 5434 Chefs and 6135 Care workers appear only in Table 1a (people already on the route before 22 July 2025) and 6131 Nursing auxiliaries only in Table 3a; Table 6 (not eligible) holds 5435 Cooks, 6221 Hairdressers and barbers, 7111 Sales and retail assistants, 8211 HGV drivers, 8213 Taxi drivers, 8214 Delivery drivers, 9264 Waiters and waitresses, 9265 Bar staff. ISCO codes were matched to these SOC 2020 codes by their titles.",
};

export const unitedKingdomRoutes: CountryRoutesData = {
  country: "united-kingdom",
  checked: "2026-11",
  routes: [
    {
      id: "skilled-worker",
      kind: "work",
      name: "Skilled Worker visa",
      whoFor: "People with a job offer from a Home Office-licensed sponsor in an eligible occupation, normally at degree level (RQF 6) since 22 July 2025, with English at the required level.",
      minimumAge: {
        years: 18,
        source: APPENDIX_SKILLED_WORKER,
      },
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 41700,
        currency: "GBP",
        period: "year",
        basis: "general salary threshold for certificates of sponsorship assigned from 22 July 2025 (HC 997), or the going rate for the occupation if higher, and at least GBP 17.13 an hour; lower floors (from GBP 33,400) apply to new entrants, relevant PhDs and Immigration Salary List jobs. Guides published in 2026 say the figure still applies.",
        source: {
          publisher: UKVI,
          title: "Immigration Rules Appendix Skilled Worker (SW 4.2, points option A)",
          url: APPENDIX_SW_URL,
          asOf: "2025-12-06",
          reviewedOn: "2026-11-29",
          research:
            "GOV.UK text as captured on 6 December 2025 in the GitHub repository RuachTech/legal-immigration-rag (data/govuk-data/raw/appendix-skilled-worker.md, commit dbbc9af), read with the search tool (read_file) in November 2026 after a code search for 'Appendix Skilled Worker SW 4.2 Option A salary at least £41,700'. The table after SW 4.4 reads: 'A | The applicant’s salary equals or exceeds both: • £41,700 per year; and • the going rate for the SOC 2020 occupation code.' Options C, D and E give £33,400 (STEM PhD with 80% of the going rate, Immigration Salary List, new entrant with 70%). The hourly floor of GBP 17.13 is from the law firm's page (crossCheck). Replaces Burness Paull's page as the source; it is kept as the second source.",
        },
        crossCheck: {
          source: {
            publisher: "UK Home Office",
            title: "Immigration rule changes from 22 July 2025",
            via: "Burness Paull LLP",
            research: "Law firm's summary of HC 997, agreeing on GBP 41,700 from 22 July 2025. Before the GOV.UK text was found (November 2026), searched (November 2026, search tool, pages and docs): 'gov.uk Skilled Worker visa your job salary requirements £41,700 general salary threshold 22 July 2025', 'Skilled Worker visa: Your job salary requirements GOV.UK £41,700' (docs), 'Statement of changes to the Immigration Rules HC 997 explanatory memorandum Skilled Worker general salary threshold £41,700', 'questions-statements.parliament.uk written statement July 2025 Statement of Changes Skilled Worker salary threshold'. No GOV.UK or Parliament page stating GBP 41,700 came back (Parallel Parliament's copy of the 1 July 2025 written statement does not give the figure); only law-firm pages.",
            url: "https://www.burnesspaull.com/legal-insights-news-events/insights/immigration-rule-changes-from-22-july-2025",
            asOf: "2025-07-22",
            reviewedOn: "2026-11-23",
          },
        },
      },
      fee: {
        amount: 769,
        currency: "GBP",
        what: "visa application fee from outside the UK for a certificate of sponsorship of up to three years (GBP 1,519 if longer); the Immigration Health Surcharge is charged on top for each year of leave",
        source: { publisher: "UK Home Office", title: "Skilled Worker Visa Fees & Sponsor Costs 2026", via: "DavidsonMorris", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages): 'gov.uk skilled-worker-visa how much it costs up to 3 years £769 more than 3 years £1,519' and the salary-threshold queries; GOV.UK's Skilled Worker fee page and the Home Office fees table are not in the search store (only older copies giving GBP 719 / 1,420 from other sites).", url: "https://www.davidsonmorris.com/tier-2-visa-costs", asOf: "2026", reviewedOn: "2026-11-25" },
        crossCheck: {
          source: {
            publisher: "UK Home Office",
            title: "Immigration update: March 2025",
            via: "Birketts",
            url: "https://birketts.co.uk/legal-update/immigration-update-march-2025",
            asOf: "2025-03",
            reviewedOn: "2026-11-29",
            research:
              "Law firm's update, read in the search tool (pages, November 2026, query 'Skilled Worker visa fee £769 £1,519 9 April 2025'): 'Increases in Home Office immigration fees (effective 9 April 2025) ... Skilled Worker/Global Business Mobility Application (up to 3 years, overseas) | £719 (£551)* | £769 (£590)*'. It does not give the over-three-years fee. Pages dated before April 2025 (University of Edinburgh, ukjobhunters, Y-Axis) still give GBP 719 / 1,420. The title is the page's heading as its address gives it.",
          },
        },
      },
      processingTime: {
        text: "Standard processing takes up to 3 weeks from the biometrics appointment for applications made outside the UK (8 weeks inside the UK); paid priority services are faster.",
        source: { publisher: "UK Home Office", title: "Skilled Worker visa processing time", via: "Find My Visa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://findmyvisa.co.uk/skilled-worker-visa/processing-time", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      durationAndRenewal: {
        text: "Granted for the length of the job on the certificate of sponsorship, up to 5 years, and extended from inside the UK before it expires; it is tied to the sponsoring employer and role.",
        source: { publisher: "UK Home Office", title: "Skilled Worker visa guide", via: "DavidsonMorris", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.davidsonmorris.com/what-is-a-genuine-vacancy-for-tier2-category", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      permanentResidence: {
        years: 5,
        note: "Indefinite leave to remain after five years on the route, under the rules in force in mid-2026. The government has consulted on an 'earned settlement' model with a 10-year baseline (shorter for high earners), possibly applying to people already in the UK; no rules had been laid when the source was written.",
        source: UK_SPONSORS_SETTLEMENT,
      },
      citizenship: {
        years: 6,
        note: "British citizenship can be applied for 12 months after indefinite leave to remain, so about six years in total under the current five-year settlement rule; a longer settlement period would push this back.",
        source: UK_SPONSORS_SETTLEMENT,
      },
      officialPage: "https://www.gov.uk/government/organisations/uk-visas-and-immigration",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "occupation-list",
          list: "eligible occupations of Appendix Skilled Occupations (Tables 1 to 3), the Immigration Salary List and the Temporary Shortage List",
          url: "https://www.gov.uk/guidance/immigration-rules/immigration-rules-appendix-skilled-occupations",
          lowest: 2,
          note: "The Skilled Worker visa takes jobs in eligible occupations: degree-level (RQF 6) occupations, plus some lower-skilled ones on the Immigration Salary List or the Temporary Shortage List (the latter for certificates of sponsorship issued before 31 December 2026).",
          source: APPENDIX_SKILLED_OCCUPATIONS,
          onList: ["2511", "2512", "2513", "2519", "2166", "2310", "2413", "2421", "2631", "2642", "2641", "2643", "3431", "3411", "4311", "7212", "7231"],
          offList: ["3434", "5120", "5131", "5132", "5141", "5223", "5321", "8322", "8332"],
        },
        maximumAge: null,
        points: { passMark: 70, table: APPENDIX_SW_URL, source: APPENDIX_SKILLED_WORKER },
        applies: {
          via: "online",
          how: "Once your employer, a Home Office-licensed sponsor, has assigned you a certificate of sponsorship, you apply online on GOV.UK (the 'Skilled Worker visa' form from outside the UK) and prove your identity.",
          source: APPENDIX_SKILLED_WORKER,
        },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 18 }, who: "A husband, wife, civil partner or unmarried partner and children under 18, but only when your job is in a degree-level occupation (Tables 1 to 3 of Appendix Skilled Occupations), not a job on the Temporary Shortage List or Immigration Salary List alone.",
          source: APPENDIX_SKILLED_WORKER,
          childPermit: "Each child applies online for a dependant visa of their own.",
          partnerIncome: salaryOfTheJobOffered(APPENDIX_SKILLED_WORKER),
        },
      },
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "The UK's Retired Person of Independent Means visa is closed to new applicants; only existing holders can extend. Retirees need another route such as family ties or UK Ancestry.",
      source: { publisher: "Hip Over Fifty", title: "What options do Americans have to retire in the UK?", research: "Guide stating that the UK has no retirement visa.", url: "https://www.hipoverfifty.com/what-options-do-americans-have-to-retire-in-the-uk/", asOf: "2026", reviewedOn: "2026-11-25" },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "The UK has no digital nomad visa. Since 31 January 2024 visitors may work remotely for an overseas employer, but only when that is not the main purpose of the visit, which is not residence.",
      source: { publisher: "MWC Global", title: "Why the UK doesn't offer a digital nomad visa", url: "https://mwc.global/2024/10/10/why-the-uk-doesnt-offer-a-digital-nomad-visa-and-why-it-doesnt-need-to/", asOf: "2024-10-10", reviewedOn: "2026-11-25" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "The Tier 1 (Investor) 'golden visa' closed to new applicants on 17 February 2022. The Innovator Founder visa needs an endorsed new business that you run, not a passive investment; this report does not yet cover it.",
      source: { publisher: "UK Home Office", title: "Tier 1 Investor visa closed", via: "Garth Coates Solicitors", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://garthcoates.com/news/tier-1-investor-visa-closed", asOf: "2022-02", reviewedOn: "2026-11-25" },
    },
  ],
};
