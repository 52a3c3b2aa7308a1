import type { CountryRoutesData } from "../knowledge.schema";

// Australia's long-stay routes for a US citizen, read in November 2026. The Department of Home Affairs governs
// them. No stored copy of Home Affairs' own 482 page was found, so the salary floor, fee, processing time and
// permanent-residence rule come from migration-agent, accounting-firm and news pages named in each `source`
// (the fee is checked against the Migration Regulations text). The closed retirement visa is sourced to Home
// Affairs' own page. Pages that carry no date are given the year they were read (2026).
const BDO_CSIT = {
  publisher: "Australian Department of Home Affairs",
  title: "Updated income thresholds for skilled visas: What employers need to know",
  via: "BDO Australia",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages): 'immi.homeaffairs.gov.au Skills in Demand visa subclass 482 Core Skills Income Threshold from 1 July 2026', 'legislation.gov.au Migration Core Skills Income Threshold instrument 2026 $79,499', '\"79,499\" Core Skills Income Threshold Department of Home Affairs indexation 1 July 2026'. No Home Affairs or legislation page with the 2026-27 figure came back; the stored legislation.gov.au IMMI 18/033 compilation (25 March 2026) predates it, and Home Affairs-quoting pages found give only the 2025-26 figure (AUD 76,515).",
  url: "https://www.bdo.com.au/en-au/insights/migration-services/updated-income-thresholds-for-skilled-visas-what-employers-need-to-know",
  asOf: "2026",
};
const PEAK_FEES = {
  publisher: "Australian Department of Home Affairs",
  title: "Visa application charges hiked 25 per cent for most (from 1 July 2026)",
  via: "Peak Migration",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, search tool, pages): 'immi.homeaffairs.gov.au visa pricing table subclass 482', 'Home Affairs visa pricing estimator fees from 1 July 2026 Skills in Demand 482 base application charge', 'Migration Amendment (Visa Application Charges) Regulations 2026 legislation.gov.au', 'Migration Regulations 1994 Schedule 1 Skills in Demand (Class GK) visa application charge', 'Migration Amendment visa application charges regulations 2026 Subclass 482 $4,015'. legislation.gov.au has the VAC amendment regulations only up to 2024; the Class GK item read (zoelaw.ai copy of item 1240) still shows AUD 3,210. No official page with the 1 July 2026 charge was found.",
  url: "https://www.peakmigration.com.au/news/2026/day/7/visa-application-charges-hiked-25-per-cent-for-most-age-cap-increases-for-some-working-holiday-makers",
  asOf: "2026-07",
};
const GRID_482 = {
  publisher: "Australian Department of Home Affairs",
  title: "Skills in Demand visa (subclass 482), Core Skills stream",
  via: "Grid Migration",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). The page paraphrases Home Affairs.",
  url: "https://gridmigration.com/en/visa-applications/skills-in-demand-visa-subclass-482-core-skills-stream",
  asOf: "2026",
};

export const australiaRoutes: CountryRoutesData = {
  country: "australia",
  checked: "2026-11",
  routes: [
    {
      kind: "work",
      name: "Skills in Demand visa (subclass 482), Core Skills stream",
      whoFor: "Skilled workers sponsored and nominated by an approved Australian employer, in an occupation on the Core Skills Occupation List, with at least one year of relevant full-time experience in the last five years.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 79499,
        currency: "AUD",
        period: "year",
        basis: "the Core Skills Income Threshold for nominations lodged from 1 July 2026 (up from AUD 76,515 in 2025-26), indexed each 1 July to average weekly ordinary time earnings; the salary must also meet the annual market salary rate for the job if that is higher, and excludes superannuation. The Specialist Skills stream needs AUD 146,717.",
        source: BDO_CSIT,
      },
      fee: {
        amount: 4015,
        currency: "AUD",
        what: "base visa application charge for the main applicant from 1 July 2026 (it was AUD 3,210 before); the employer pays separate sponsorship and nomination charges",
        source: PEAK_FEES,
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
        },
      },
      citizenship: {
        years: 4,
        note: "Four years of lawful residence in Australia on any valid visa, including the last 12 months as a permanent resident, with no more than 12 months' absence in the 4 years (90 days in the last year).",
        source: { publisher: "Australian Department of Home Affairs", title: "Australian citizenship by conferral", via: "Travelling South Migration", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://travellingsouth.com.au/visas/citizenship/", asOf: "2026" },
      },
      officialPage: "https://immi.homeaffairs.gov.au/",
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
      },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Australia has no digital nomad or remote-work visa. Visitor visas carry a no-work condition (8101); remote work for a foreign employer is tolerated only when incidental to a holiday.",
      source: { publisher: "Altery", title: "Australia Digital Nomad Visa Guide", research: "Guide stating that Australia has no digital nomad visa.", url: "https://altery.com/guides/personal/australia-digital-nomad-visa", asOf: "2025-11-03" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "The Business Innovation and Investment Program (including the Significant Investor stream of subclass 188) closed to new applications on 31 July 2024. The invitation-only National Innovation visa (subclass 858) is for people with exceptional achievements, not an investment route.",
      source: { publisher: "Australian Department of Home Affairs", title: "Business Innovation and Investment Program closure", via: "Acme Migration", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://acmemigration.com/?p=5452", asOf: "2024" },
    },
  ],
};
