import type { CountryRoutesData } from "../knowledge.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// Norway's long-stay routes for a US citizen, read in November 2026. The Norwegian Directorate of Immigration
// (UDI) governs them. The fee is UDI's own fee table; no stored copy of UDI's salary notice was found, so the salary
// floor and permit length come from the guide and news pages named below, which cite UDI's announcements; the remote-work rule is UDI's own
// notice. Norway has no retirement, digital nomad or investor permit.
const PUBLIC_SERVICES_GUIDE = {
  publisher: "Norwegian Directorate of Immigration",
  title: "Norway Work Authorisation: Skilled-Worker Permit (arbeidstillatelse) and EU/EEA Registration",
  via: "publicservices.guide",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-checked November 2026: searches for the UDI notice 'New salary levels from 1 September 2025' (NOK 599,200 / 522,600) found only news and law-firm reposts quoting UDI; the udi.no page itself is not in the store.",
  url: "https://publicservices.guide/norway/arbeidstillatelse-skilled-worker-permit-and-eu-eea-route/",
  asOf: "2026-05-19",
  reviewedOn: "2026-11-23",
};
const VISA_ATLAS = {
  publisher: "Norwegian Directorate of Immigration",
  title: "Norway Skilled Worker Residence Permit (Oppholdstillatelse som faglært)",
  via: "Visa Atlas",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). It gives the NOK 6,300 skilled-worker fee; UDI's own fee table (udi.no/en/word-definitions/fees/work-studies-and-au-pair/) was found on 29 November 2026 and is now the fee's source, this page its second source.",
  url: "https://visaatlas.org/visas/norway/skilled-worker-permit",
  asOf: "2026-06-27",
  reviewedOn: "2026-11-23",
};

const UDI_SKILLED_WORKER = {
  publisher: "Norwegian Directorate of Immigration",
  title: "Skilled worker with an employer in Norway: requirements",
  url: "https://udi.no/en/want-to-apply/work-immigration/skilled-workers/skilled-worker-with-a-norwegian-employer",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "UDI's own page, found with the search tool (pages) for 'udi.no skilled workers residence permit requirements completed vocational training' (November 2026): you must have 'a completed vocational training programme of at least three years at upper secondary school level, for example as a carpenter or health worker', or 'completed education or degree from a university/ university college', or 'special qualifications ... Generally, you must have at least six years of work experience'. UDI's word definition 'Skilled worker' (udi.no/en/word-definitions/skilled-worker/) says the same. A three-year upper-secondary trade programme is ISCO-08 skill level 2 work. Undated; asOf is the year it was read.",
};
const UDI_HOW_TO_APPLY = {
  publisher: "Norwegian Directorate of Immigration",
  title: "What you must do when filling in and submitting the application form (confirmation of a job offer)",
  url: "https://www.udi.no/en/word-definitions/confirmation-of-a-job-offer/what-you-must-do-when-filling-in-and-submitting-the-application-form",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "UDI's own page (search tool, pages, November 2026): if you apply from abroad, your employer first confirms the job offer with UDI and sends you a four-word code; you fill in the online application form with the code, pay the fee, and book an appointment at a Norwegian embassy/consulate or a VFS application centre to hand in the documents. UDI's checklists add that the employer may instead apply on your behalf with a written authorisation, handing in the application to the police. Undated; asOf is the year it was read.",
};
const UDI_FAMILY = {
  publisher: "Norwegian Directorate of Immigration",
  title: "Family immigration with a citizen of a country outside the EU/EEA: cohabitant",
  url: "https://udi.no/en/want-to-apply/family-immigration/family-immigration-with-a-citizen-of-a-country-outside-the-eueea/cohabitants",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "UDI's own page (search tool, pages, November 2026): the reference person in Norway must hold a permit that forms the basis for family immigration or permanent residence and have an income of at least NOK 334,876 a year pre-tax (adjusted each May); cohabitants must have lived together for two years or have or expect a child together. Spouses and children are covered by UDI's parallel pages for family immigration with a non-EU/EEA citizen (workinginnorway.no lists spouse or registered partner, cohabitant and children). The income requirement is not a multiplier of the route's threshold, so it is not entered as `household`. Undated; asOf is the year it was read.",
};

export const norwayRoutes: CountryRoutesData = {
  country: "norway",
  checked: "2026-11",
  routes: [
    {
      id: "skilled-worker",
      kind: "work",
      name: "Residence permit for skilled workers",
      whoFor: "People with a university degree, at least three years of vocational training, or special qualifications from long experience, who have a concrete full-time (at least 80%) job offer from a Norwegian employer that needs those skills.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 522600,
        currency: "NOK",
        period: "year",
        basis: "gross pay before tax of at least NOK 522,600 a year for jobs that normally require a bachelor's degree (NOK 599,200 for jobs that require a master's degree), in force since 1 September 2025 and based on the KS main collective agreement; where a generally applicable collective agreement covers the sector, its rate applies instead. UDI may accept lower pay only with strong proof that it is normal for the job and place.",
        source: PUBLIC_SERVICES_GUIDE,
        crossCheck: {
          source: {
            publisher: "Norwegian Directorate of Immigration",
            title: "Norway to raise minimum salary requirements for foreign workers seeking permits from September 1",
            via: "Nairametrics",
            url: "https://nairametrics.com/2025/06/14/norway-to-raise-minimum-salary-requirements-for-foreign-workers-seeking-permits-from-september-1/",
            asOf: "2025-06-14",
            reviewedOn: "2026-11-29",
            research:
              "News report of 14 June 2025 on UDI's announcement, read November 2026 with the search tool (pages) for 'UDI new salary levels skilled workers from 1 September 2025 NOK 522,600 bachelor NOK 599,200 master': 'Bachelor's degree roles: New minimum salary is NOK 522,600 per year (€45,190), this is a 11.3% increase from the current NOK 469,366 ... Master's degree roles: Minimum salary increases to NOK 599,200 (€51,802) from the current NOK 513,100', from 1 September 2025; sectors with collective agreements keep those rates. Erickson Immigration Group and Corporate Immigration Partners give the same amounts. The udi.no notice itself is not in the store (searched in Norwegian too).",
          },
        },
      },
      fee: {
        amount: 6300,
        currency: "NOK",
        what: "UDI application fee for a skilled-worker residence permit",
        source: {
          publisher: "Norwegian Directorate of Immigration",
          title: "Fees: work, studies and au pair",
          url: "https://www.udi.no/en/word-definitions/fees/work-studies-and-au-pair/",
          asOf: "2026",
          reviewedOn: "2026-11-29",
          research:
            "UDI's own fee table, read November 2026 with the search tool (pages) for 'UDI fee application residence permit skilled worker NOK 6,300' (undated; asOf is the year read): 'Residence permits for work (also renewals) NOK 6 300; Group permit for employers (per worker) NOK 6 300; Study permit for applicants over the age of 18 (also renewals) NOK 5 400; Au pair permit (also renewals) NOK 9 300'; a visa application centre adds its own service fee. The work-permit fee has been NOK 6,300 since 1 January 2020 (UDI's notice 'New application fee rates from January 2020'); the study and au pair amounts show this copy is later than that notice.",
        },
        crossCheck: { source: VISA_ATLAS },
      },
      processingTime: {
        value: null,
        note: "UDI publishes waiting times by case type rather than one processing time for this permit; no dated figure is stated in the sources used for this report.",
      },
      durationAndRenewal: { text: "First permit usually for 1 to 3 years, renewable while the job and conditions continue.", source: VISA_ATLAS },
      permanentResidence: {
        years: 3,
        note: "Work-permit and family-permit holders can usually apply after three years on a qualifying permit, subject to an income rule and Norwegian-language and social-studies requirements.",
        source: { publisher: "Norwegian Directorate of Immigration", title: "How Norway's permanent residence rules have been tweaked", via: "The Local Norway", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://apiwp.thelocal.com/?p=778387", asOf: "2024", reviewedOn: "2026-11-25" },
      },
      citizenship: {
        years: 8,
        note: "Eight of the past eleven years with valid residence permits (each normally of at least one year); trips abroad of more than two months are deducted.",
        source: { publisher: "Norwegian Directorate of Immigration", title: "When can I start counting my residency in Norway towards citizenship?", via: "The Local Norway", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.thelocal.no/20231110/when-can-i-start-counting-my-residency-in-norway-towards-citizenship", asOf: "2023-11-10", reviewedOn: "2026-11-25" },
      },
      officialPage: "https://www.udi.no/en/",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 2,
          note: "The skilled-worker permit needs a completed three-year vocational training programme, a university or college degree, or special qualifications from about six years' experience, and a job that requires them.",
          source: UDI_SKILLED_WORKER,
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "Your employer confirms the job offer with UDI and sends you a code; you fill in and pay for the application online, then hand in your documents at a Norwegian embassy, consulate or VFS centre (or your employer applies for you in Norway with your written authorisation).",
          source: UDI_HOW_TO_APPLY,
        },
        dependants: {
          partner: "spouse-or-partner", children: "dependent", who: "a spouse or registered partner, a cohabitant (two years together, or a child together) and your children, if you meet UDI's income requirement for family immigration",
          childPermit: "Each child applies for a family-immigration permit of their own, and you must meet UDI's income requirement for family immigration, separate from your salary floor.",
          source: UDI_FAMILY,
          partnerIncome: salaryOfTheJobOffered(PUBLIC_SERVICES_GUIDE),
        },
      },
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "Norway has no retirement visa; a non-EEA retiree needs another ground for residence (for example family or an existing permanent residence permit).",
      source: { publisher: "Norwegian Directorate of Immigration", title: "EXPLAINED: Can you move to Norway to retire?", via: "The Local Norway", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.thelocal.no/20221220/explained-can-you-move-to-norway-to-retire", asOf: "2022-12-20", reviewedOn: "2026-11-25" },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "UDI states there is no separate residence permit for remote work; working remotely from Norway for a foreign employer needs a permit that gives that right (for example family immigration or permanent residence). Svalbard is visa-free but does not count as mainland residence.",
      source: { publisher: "Norwegian Directorate of Immigration", title: "Fjernarbeid i Norge (Remote work in Norway)", url: "https://www.udi.no/viktige-meldinger/fjernarbeid-i-norge/", asOf: "2022-06-30", reviewedOn: "2026-11-25" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Norway has no investment or property (golden) visa; the nearest option is the skilled-worker permit for self-employed people, which needs a sole proprietorship in Norway that requires your skilled qualifications.",
      source: { publisher: "Norwegian Directorate of Immigration", title: "Reader question: Does Norway have a 'golden visa' option?", via: "The Local Norway", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://apiwp.thelocal.com/20240410/reader-question-does-norway-have-a-golden-visa-option", asOf: "2024-04-10", reviewedOn: "2026-11-25" },
    },
  ],
};
