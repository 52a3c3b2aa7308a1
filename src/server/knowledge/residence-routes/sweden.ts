import type { CountryRoutesData } from "../knowledge.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// Sweden's long-stay routes for a US citizen, read in November 2026. The Swedish Migration Agency
// (Migrationsverket) governs them. Its stored pages give the rules (the 80%-then-90%-of-median salary floor, the
// permanent-residence rule) but not the salary floor in force after Statistics Sweden's June 2026 update, so that
// figure and the fee come from the immigration-adviser and guide pages named below. Sweden has no retirement,
// digital nomad or investor permit; the pages that say so are law-firm and guide pages. Pages that carry no date
// are given the year they were read (2026).
const SWEDWORKS = {
  publisher: "Swedish Migration Agency",
  title: "Sweden's New Work Permit Rules Are Live: Complete Guide (updated 16 June 2026)",
  via: "Swedworks",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-checked November 2026: searches on migrationsverket.se for the 90% rule from 1 June 2026 (English and Swedish) found only 2023-2024 Migration Agency pages on the earlier 80% rule (SEK 27,360; median SEK 35,600); the 2026-04-17 news item 'New rules for work permits from 1 June 2026' is cited by secondary pages but not stored.",
  url: "https://swedworks.se/blog/sweden-work-permit-rules-2026/",
  asOf: "2026-06-16",
  reviewedOn: "2026-11-23",
};
const PUBLIC_SERVICES_GUIDE = {
  publisher: "Swedish Migration Agency",
  title: "Sweden Work Permit (arbetstillstånd) and EU Blue Card",
  via: "publicservices.guide",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-checked November 2026: no migrationsverket.se page with the SEK 2,200 fee was found in the store; The Local (2023) also gives SEK 2,200.",
  url: "https://publicservices.guide/sweden/arbetstillstand-work-permit-90pct-median-and-eu-blue-card.md",
  asOf: "2026-05-18",
  reviewedOn: "2026-11-23",
};

// Conditions (issue 28.1), read November 2026.
const SE_FAMILY = {
  publisher: "Swedish Migration Agency",
  title: "Permits for a family member of a person who has a work permit",
  research:
    "Migration Agency page (undated in the stored text) found with the search tool (pages) for 'migrationsverket family members of person with work permit husband wife registered partner cohabiting partner children'. Family members are a wife, husband, cohabiting partner, registered partner and unmarried children under 21 (older unmarried children in some cases, if financially supported); they get permits for the same period, with a work permit if the permit is for more than six months; if the whole family applies together, the employee applies for them in their own online application; the employee must meet a maintenance requirement covering housing and living costs for the family. The stored page predates the June 2026 rules; whether the family rules changed with them was not found.",
  url: "https://www.migrationsverket.se/English/Private-individuals/Working-in-Sweden/Permits-for-family-members/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const SE_HOW_TO_APPLY = {
  publisher: "Swedish Migration Agency",
  title: "Sweden Work Permit (arbetstillstånd) and EU Blue Card: how to apply",
  via: "publicservices.guide",
  research:
    "Guide page (last verified 18 May 2026, citing migrationsverket.se pages for employees and the 17 April 2026 news item on the new rules) found with the search tool (pages) for 'Sweden work permit 1 June 2026 new rules employer creates offer of employment online'. It describes the employer-side filing (the employer's offer of employment and the union's opinion on the terms) followed by the employee's application and fee, and biometrics at a Swedish embassy or consulate-general. The Migration Agency's own employee page was not among the stored pages.",
  url: "https://publicservices.guide/sweden/arbetstillstand-work-permit-90pct-median-and-eu-blue-card.md",
  asOf: "2026-05-18",
  reviewedOn: "2026-11-28",
};

export const swedenRoutes: CountryRoutesData = {
  country: "sweden",
  checked: "2026-11",
  routes: [
    {
      id: "work-permit",
      kind: "work",
      name: "Work permit for employees (arbetstillstånd); EU Blue Card for highly qualified jobs",
      whoFor: "People with a signed job offer from an employer in Sweden, on pay and terms at least in line with the Swedish collective agreement or industry practice; the job must have been advertised in Sweden and the EU for at least ten days.",
      minimumAge: null,
      needsLocalJobOffer: true,
      // 90% of the median for first-time applications decided from 1 June 2026 (80% before). The share changed on a
      // day the median did not, so the floor is derived from "sweden.median-salary-90-rule" (the median's editions from
      // 1 June 2026 only; see wage-rule-quantities.ts): earlier days show no amount instead of 90% of an older median.
      threshold: {
        kind: "salary",
        basedOn: { quantity: "sweden.median-salary-90-rule", times: 0.9 },
        period: "month",
        basis: "gross monthly salary of at least 90% of {base}, the rule for first-time applications decided from 1 June 2026; the salary must also meet the collective agreement if that is higher. Before June 2026 the floor was 80% of the median; renewals filed under the old rule and some exempted groups have lower floors. The EU Blue Card has a much higher floor.",
        source: SWEDWORKS,
        crossCheck: {
          source: {
            publisher: "Swedish Migration Agency",
            title: "What does Sweden's new work permit salary threshold mean for you?",
            via: "The Local Sweden",
            url: "https://www.thelocal.se/20260319/what-does-swedens-new-work-permit-salary-threshold-mean-for-you",
            asOf: "2026-03-19",
            reviewedOn: "2026-11-29",
            research:
              "Newspaper's explainer of 19 March 2026, read in the search tool (pages, November 2026, query 'Sweden work permit salary at least 90 per cent of the median salary first-time applications decided from 1 June 2026'): the threshold 'is calculated as a percentage of the median salary'; 'If you apply for a new first-time permit after June 1st, or renew an existing permit after December 1st, you will need to meet the new requirement – 90 percent of the most recent median salary released at the time of application' (SEK 33,390 before the June 2026 median update). Reloclear and Unwildered say the same 90% rule from 1 June 2026. The title is the page's heading as its address gives it.",
          },
        },
      },
      fee: {
        amount: 2200,
        currency: "SEK",
        what: "application fee for a work permit (main applicant)",
        source: {
          publisher: "Swedish Migration Agency",
          title: "Avgifter för ansökan om arbetstillstånd för arbetstagare, egna företagare och deras familjemedlemmar",
          url: "https://www.migrationsverket.se/Privatpersoner/Arbeta-i-Sverige/Avgifter.html",
          asOf: "2026",
          reviewedOn: "2026-11-29",
          research:
            "The Migration Agency's own fee page, read in the search tool (pages, November 2026, query 'migrationsverket.se fee work permit employee SEK 2,200 adult family member SEK 1,500 child SEK 750'): 'Ansökan om arbetstillstånd för arbetstagare | Avgift | Arbetstillstånd | 2 200 kr | EU-blåkort, ICT-tillstånd, säsongsarbetare | 2 000 kr | Förlängning av arbetstillstånd | 2 200 kr'; family: adult 1 500 kr, child under 18 750 kr. Undated in the stored text; asOf is the year it was read (Visa Atlas, checked 27 June 2026, gives the same SEK 2,200 / 1,500 / 750). Replaces publicservices.guide as the source; it is kept as the second source.",
        },
        crossCheck: { source: PUBLIC_SERVICES_GUIDE },
      },
      processingTime: {
        text: "Migrationsverket decides 75% of complete highly qualified applications within about 1 month and other employment cases within about 4 months; add time for the biometrics appointment at a Swedish embassy.",
        source: PUBLIC_SERVICES_GUIDE,
      },
      durationAndRenewal: {
        text: "Work permits are issued for at most two years at a time and extended from Sweden; at the extension the salary and terms for the whole past period are checked.",
        source: { publisher: "Swedish Migration Agency", title: "In numbers: how will foreigners be affected by Sweden's new work permit threshold", via: "The Local Sweden", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.thelocal.se/20231101/in-numbers-how-will-foreigners-be-affected-by-swedens-new-work-permit-threshold", asOf: "2023-11-01", reviewedOn: "2026-11-25" },
      },
      permanentResidence: {
        years: 4,
        note: "An employee must have held a work permit for a total of four of the last seven years, be able to support themselves and live an orderly life; it is assessed together with the extension application.",
        source: {
          publisher: "Swedish Migration Agency",
          title: "New requirements for permanent residence permits for employees and their families",
          url: "https://www.migrationsverket.se/English/Other-operators/Employers/News-archive-for-employers/Nyheter-Employers/2021-07-20-New-requirements-for-permanent-residence-permits-for-employees-and-their-families.html",
          asOf: "2021-07-20",
          reviewedOn: "2026-11-23",
        },
      },
      citizenship: {
        years: 8,
        note: "Eight years of residence from 6 June 2026 (previously five), with self-support, conduct, Swedish-language and civics requirements; the language test applies from 1 October 2027 or earlier.",
        source: {
          publisher: "Sveriges Riksdag",
          title: "More stringent requirements for Swedish citizenship",
          url: "https://www.riksdagen.se/en/news/articles/2026/apr/29/more-stringent-requirements-for-swedish_cmsda89d1d5-5403-402f-9a7c-61b4ed37538den/",
          asOf: "2026-04-29",
          reviewedOn: "2026-11-23",
        },
      },
      officialPage: "https://www.migrationsverket.se/",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "Your Swedish employer first fills in the offer of employment online and asks the union for its opinion on the terms; you then complete your application online, pay the fee and have your fingerprints and photo taken at a Swedish embassy or consulate-general.",
          source: SE_HOW_TO_APPLY,
        },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 21 }, who: "A husband, wife, registered or cohabiting partner and unmarried children under 21, for the same period as you; your salary must also cover their housing and living costs.",
          source: SE_FAMILY,
          partnerIncome: salaryOfTheJobOffered(SWEDWORKS),
        },
      },
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "Sweden has no retirement or independent-means permit for non-EU citizens; retirees need another ground (family ties, work, self-employment). A visitor permit of up to one year does not lead to settlement. One aggregator (newlife.help) describes a 'self-sufficient persons' permit, but no official page describes it.",
      source: { publisher: "Lawzana", title: "Retirement Visa Law in Alvesta, Sweden", research: "Guide stating that Sweden has no retirement permit for non-EU citizens.", url: "https://lawzana.com/retirement-visa-lawyers/alvesta", asOf: "2026", reviewedOn: "2026-11-25" },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Sweden has no digital nomad or remote-work visa; remote workers must use the self-employment permit (which needs a business in Sweden) or a 90-day Schengen stay.",
      source: { publisher: "Lync", title: "Digital Nomad in Sweden? The 2025 Visa Situation", research: "Guide stating that Sweden has no digital nomad visa.", url: "https://www.lync.me/blog/380/digital-nomad-in-sweden-2025-visa-situation", asOf: "2025", reviewedOn: "2026-11-25" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Sweden has no investment (golden) visa. The closest route is the self-employed permit, which needs at least 50% ownership of a Swedish business that you run; its processing often takes 1.5 to 2 years.",
      source: { publisher: "Swedish Immigration (immigration advisers)", title: "Swedish residence permit by investment", research: "Advisers stating that Sweden has no residence by investment.", url: "https://swedishimmigration.se/all-topics/permanent-residency-in-sweden/sweden-residence-permit-by-investment/", asOf: "2026", reviewedOn: "2026-11-25" },
    },
  ],
};
