import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// Finland's long-stay routes for a US citizen, read in November 2026. The Finnish Immigration Service (Migri)
// governs them; most facts below come from Migri's own pages and press releases. The 2026 specialist salary floor
// comes from a KPMG alert quoting Migri, since the stored Migri page still showed the 2024 figure. Finland has no
// retirement, digital nomad or investor permit; the pages that say so are named below. Pages that carry no date
// are given the year they were read (2026).
const MIGRI_SPECIALIST = {
  publisher: "Finnish Immigration Service",
  title: "Residence permit application for persons employed as a specialist",
  url: "https://migri.fi/en/specialist",
  asOf: "2024",
  reviewedOn: "2026-11-23",
};
const MIGRI_PR_2026 = {
  publisher: "Finnish Immigration Service",
  title: "Press release: Aliens Act's provisions on permanent residence permit amended as of 8 January 2026",
  url: "https://migri.fi/en/press-release",
  asOf: "2026-01",
  reviewedOn: "2026-11-23",
};
const CITIZENSHIP: SourcedYears = {
  years: 8,
  note: "Eight years of residence with a residence permit since 1 October 2024 (five years for applicants who meet the language requirement, for example); at most 365 days abroad in the period.",
  source: {
    publisher: "Finnish Immigration Service",
    title: "Press release: Longer period of residence required for citizenship",
    via: "STT Info",
    research: "Migri press release distributed through STT Info.",
    url: "https://sttinfo.fi/tiedote/70551094/longer-period-of-residence-required-for-citizenship?publisherId=69817837",
    asOf: "2024-10-01",
    reviewedOn: "2026-11-23",
  },
};

const ENTER_FINLAND_SPECIALIST = {
  publisher: "Finnish Immigration Service",
  title: "Enter Finland: residence permit for a special expert",
  url: "https://enterfinland.fi/eServices/info/workpermitspecialist",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Migri's own application service page (search tool, pages, November 2026): 'A specialist is a person who comes to Finland to work with expert duties that require special expertise (highly skilled worker). Specialists are also usually required to have a higher education degree.' Because the degree is usual rather than required, the minimum is set at ISCO-08 skill level 3 (associate-professional expert work), not 4. The stored copy still carries a coronavirus notice, so it may be older than the year read.",
};
const MIGRI_APPLY_WORK = {
  publisher: "Finnish Immigration Service",
  title: "Fill in the application (residence permits for work)",
  url: "https://migri.fi/en/-/tayta-hakemus-yhteinen-en-duplicate-1",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Migri's own page (search tool, pages, November 2026): fill in the application online in Enter Finland (a paper form if you cannot); pay online or when you visit a Finnish mission abroad to prove your identity; after you submit, 'your employer must add your terms of employment and other required documents to your application using Enter Finland for Employers'. Työmarkkinatori (the Finnish public employment service) adds that only the employee can initiate the application and must visit a Finnish diplomatic mission to prove identity. Undated; asOf is the year it was read.",
};
const MIGRI_FAMILY = {
  publisher: "Finnish Immigration Service",
  title: "Moving to Finland to be with a family member",
  url: "https://migri.fi/moving-to-finland-to-be-with-a-family-member",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Migri's own page (search tool, pages, November 2026): family members of a foreign national who is not an EU citizen are a spouse, a registered partner, a cohabiting partner (two years living together, unless you have joint custody of a child), a person who has custody of a child under 18, and an unmarried child under 18 in the sponsor's custody; other relatives are not family members. Family members usually need secure means of support, which depends on the family's size; the amounts were not read, so no `household` multiplier is entered. Undated; asOf is the year it was read.",
};

const KPMG_SPECIALIST_SALARY = { publisher: "Finnish Immigration Service", title: "GMS Flash Alert 2026-016, Finland: salary thresholds for Specialist and EU Blue Card permits for 2026", via: "KPMG", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-checked November 2026: the stored migri.fi income-requirement page shows 2024 amounts only; the specialist page (migri.fi/en/specialist) quoted as saying 'at least EUR 3,937 per month in 2026' was not found in the store itself, only quoted by wheretoemigrate.io.", url: "https://kpmg.com/xx/en/our-insights/gms-flash-alert/2026/flash-alert-2026-016.html", asOf: "2026", reviewedOn: "2026-11-28" };
const MIGRI_TTOL_INCOME_LIMIT = { publisher: "Finnish Immigration Service", title: "New minimum income limit of 1,600 euros for the residence permit for an employed person as of 1 January 2025", url: "https://migri.fi/en/-/new-minimum-income-limit-of-1-600-euros-for-the-residence-permit-for-an-employed-person-as-of-1-january-2025", asOf: "2024-12-20", reviewedOn: "2026-11-28" };

export const finlandRoutes: CountryRoutesData = {
  country: "finland",
  checked: "2026-11",
  routes: [
    {
      id: "specialist",
      kind: "work",
      name: "Residence permit for a specialist (also the EU Blue Card)",
      whoFor: "Highly skilled workers coming to expert duties with a higher education degree or equivalent expertise and confirmed employment in Finland (the EU Blue Card also needs a job of at least six months and a three-year degree or five years' experience).",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 3937,
        currency: "EUR",
        period: "month",
        basis: "gross monthly salary of at least EUR 3,937 in 2026 (EUR 3,827 in 2025), set each year from the average gross salary of wage earners; fringe benefits do not count. Below this, the residence permit for an employed person applies instead.",
        source: KPMG_SPECIALIST_SALARY,
        crossCheck: {
          source: {
            publisher: "Finnish Immigration Service",
            title: "EU Blue Card — requirements, costs & how to apply",
            via: "WhereToEmigrate",
            url: "https://wheretoemigrate.io/guide/programs/finland/employment-sponsored-finland-nm-5/",
            asOf: "2026-06-24",
            reviewedOn: "2026-11-29",
            research:
              "Guide page 'Updated 2026-06-24', read November 2026 with the search tool (pages) for 'Finland specialist permit EU Blue Card salary threshold 2026 EUR 3,937': 'Minimum monthly income €3,937' and, quoting Migri's EU Blue Card page (migri.fi/en/eu-blue-card, 'verified 2026-06-19'), 'Your gross salary is at least EUR 3,937 per month.' The Blue Card and the specialist permit share the same salary floor since 13 May 2024 (Migri's press release of that date; KPMG's 2026 alert gives EUR 3,937 for both). The stored migri.fi pages themselves show older years' amounts only.",
          },
        },
      },
      fee: { amount: 380, currency: "EUR", what: "Migri fee for an online first-permit application, as listed in 2024 (fees are revised each year)", source: MIGRI_SPECIALIST },
      processingTime: { text: "About 2 weeks for an online application (1 month on paper); the fast-track service aims for a decision in two weeks.", source: MIGRI_SPECIALIST },
      durationAndRenewal: {
        text: "The first permit is granted for at most 2 years, or for the length of the job if shorter; it can then be extended in Finland.",
        source: MIGRI_SPECIALIST,
      },
      permanentResidence: {
        years: 4,
        note: "Since 8 January 2026 the general rule is six years of continuous residence plus Finnish or Swedish language skills and two years of work in Finland; four years is enough if annual income is at least EUR 40,000, which a salary at the specialist floor exceeds.",
        source: MIGRI_PR_2026,
      },
      citizenship: CITIZENSHIP,
      officialPage: "https://migri.fi/en/specialist",
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 3,
          note: "The specialist permit is for expert duties that need special expertise, usually with a higher education degree.",
          source: ENTER_FINLAND_SPECIALIST,
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply online in Enter Finland and your employer adds the terms of employment through Enter Finland for Employers; you then prove your identity at a Finnish embassy or consulate.",
          source: MIGRI_APPLY_WORK,
        },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse or registered partner, a cohabiting partner (two years together, or a child in joint custody) and unmarried children under 18", source: MIGRI_FAMILY,
          partnerIncome: salaryOfTheJobOffered(KPMG_SPECIALIST_SALARY),
        },
      },
    },
    {
      id: "employed-person",
      kind: "work",
      name: "Residence permit for an employed person (TTOL)",
      whoFor: "People with confirmed employment in Finland in jobs that do not qualify as specialist work; the permit is tied to a professional field and may need a labour market test (no suitable worker available in Finland or the EU/EEA).",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        amount: 1600,
        currency: "EUR",
        period: "month",
        basis: "gross monthly salary of at least EUR 1,600 since 1 January 2025 (for extensions since 1 April 2025), and at least the applicable collective agreement rate if that is higher; the limit can be changed by government decree.",
        source: MIGRI_TTOL_INCOME_LIMIT,
      },
      fee: {
        value: null,
        note: "Stored copies of Migri's page for this permit show different undated fees for an online first application (EUR 490, 540, 590 and 750), so the current fee could not be confirmed; check migri.fi before applying.",
      },
      processingTime: {
        value: null,
        note: "Stored copies of Migri's page give different expected processing times (2 to 3 months) without a date; no current figure could be confirmed.",
      },
      durationAndRenewal: { value: null, note: "The length of a first permit for an employed person is not stated in the sources used for this report." },
      permanentResidence: {
        years: 6,
        note: "Since 8 January 2026: six years of continuous residence with satisfactory Finnish or Swedish and two years of work history; four years only with annual income of at least EUR 40,000 or other listed conditions.",
        source: MIGRI_PR_2026,
      },
      citizenship: CITIZENSHIP,
      officialPage: "https://migri.fi/en/residence-permit-for-an-employed-person",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "You apply online in Enter Finland and your employer adds the terms of employment through Enter Finland for Employers; you then prove your identity at a Finnish embassy or consulate.",
          source: MIGRI_APPLY_WORK,
        },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse or registered partner, a cohabiting partner (two years together, or a child in joint custody) and unmarried children under 18", source: MIGRI_FAMILY,
          partnerIncome: salaryOfTheJobOffered(MIGRI_TTOL_INCOME_LIMIT),
        },
      },
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "Finland has no retirement or independent-means permit. Migri's permit on 'other grounds' is a discretionary permit for special reasons (its examples are a relationship with a Finnish resident or human trafficking), not a retiree route.",
      source: { publisher: "Finnish Immigration Service", title: "Finland: Residence Permit (Self-Sufficient / Other Grounds)", via: "CountryToLive", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.countrytolive.com/residence/finland-residence-permit-other-grounds", asOf: "2026", reviewedOn: "2026-11-25" },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Finland has no digital nomad visa; long stays need an entrepreneur or start-up permit through Migri, which requires running a business in Finland.",
      source: { publisher: "Nordic Expat", title: "Finland for Digital Nomads & Remote Workers: A Practical Guide", research: "Guide stating that Finland has no digital nomad visa.", url: "https://nordicexpat.com/finland/finland-guide-digital-nomads", asOf: "2026", reviewedOn: "2026-11-25" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Finland has no investor (golden) visa: Migri states that owning land, property or shares in a housing company is not grounds for a residence permit. Business founders use the entrepreneur or start-up permits, which require running the business.",
      source: { publisher: "Finnish Immigration Service", title: "Frequently asked questions: Residence permits in general", url: "https://migri.fi/en/faq-residence-permits", asOf: "2026", reviewedOn: "2026-11-25" },
    },
  ],
};
