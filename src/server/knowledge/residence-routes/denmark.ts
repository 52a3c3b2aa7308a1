import { KPMG_DK_2026 as KPMG_2026 } from "@server/facts/base-quantities/indexed-floors";
import type { CountryRoutesData } from "../knowledge.schema";
import { salaryOfTheJobOffered } from "./partner-income";

// Denmark's long-stay route for a US citizen, read in November 2026. The Danish Agency for International
// Recruitment and Integration (SIRI, nyidanmark.dk) governs it. SIRI's stored page on permanent residence gives
// the 8-year rule; the 2026 salary floor and fee come from KPMG Denmark and Visa Atlas (which checks against
// nyidanmark.dk), since no stored copy of SIRI's 2026 figures was found. Denmark has no retirement, digital nomad
// or investor permit; the pages that say so are guide pages. Pages that carry no date are given the year they
// were read (2026).
const VISA_ATLAS = {
  publisher: "Danish Agency for International Recruitment and Integration",
  title: "Pay Limit Scheme (Beløbsordningen): how long does it take?",
  via: "Visa Atlas",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Page says it was checked on 27 June 2026.",
  url: "https://visaatlas.org/processing-times/denmark/pay-limit-scheme",
  asOf: "2026-06-27",
  reviewedOn: "2026-11-23",
};

// Conditions (issue 28.1), read November 2026.
const SIRI_STEPS = {
  publisher: "Danish Agency for International Recruitment and Integration",
  title: "New to Denmark: Special individual qualifications (how to apply)",
  research:
    "SIRI's step-by-step application page for a work-based permit, found with the search tool (pages) for 'Denmark work permit create case order ID pay fee submit application online biometric features within 14 days'. It shows SIRI's procedure for work permits: create a case order ID, pay the fee, then submit the application. SIRI's page on the work permit during job seeking says biometric features must be recorded no later than 14 days after submitting the application. The Danish embassy in Israel's page (israel.um.dk) adds that 'the application process must be started by your employer in Denmark before you apply'. No stored copy of the Pay Limit Scheme's own how-to-apply tab was found; the Pay Limit Scheme uses the same SIRI application system (form AR1 for work-based permits).",
  url: "https://nyidanmark.dk/en-GB/You-want-to-apply/Work/Special-Individuel-qualifications",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
const DK_ACCOMPANYING_FAMILY = {
  publisher: "Danish Agency for International Recruitment and Integration",
  title: "Medfølgende familiemedlem til en, der har fået opholds- og arbejdstilladelse i Danmark",
  via: "Arbejdstilladelser.dk",
  research:
    "Adviser article (December 2017) found with the search tool (pages) for 'beløbsordningen medfølgende familie ægtefælle samlever børn under 18 år': family members of someone with a work-based residence and work permit can get permits as accompanying family: a spouse, registered partner or cohabiting partner (living together for at least 1½ years) and children under 18; they may work or study; the family must live together and the worker must be able to support them. SIRI's own pages on accompanying family (Greencard scheme; extension after permanent residence) list the same members: 'ægtefælle, registreret partner, fast samlever eller barn under 18 år'. SIRI's page for accompanying family of Pay Limit Scheme holders was not among the stored pages.",
  url: "https://arbejdstilladelser.dk/medfoelgende-familiemedlem-til-en-der-har-faaet-opholds-og-arbejdstilladelse-i-danmark/",
  asOf: "2017-12-03",
  reviewedOn: "2026-11-28",
};

export const denmarkRoutes: CountryRoutesData = {
  country: "denmark",
  checked: "2026-11",
  routes: [
    {
      id: "pay-limit-scheme",
      kind: "work",
      name: "Pay Limit Scheme (Beløbsordningen) residence and work permit",
      whoFor: "People with a job offer in Denmark paying at least the annual pay limit, in any occupation and without education requirements; salary and terms must match Danish standards and the job must be at least 30 hours a week.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        kind: "salary",
        basedOn: { quantity: "denmark.pay-limit", times: 1 },
        period: "year",
        basis: "{base}; only base salary, labour-market pension contributions and holiday allowance count, paid into a Danish bank account; an extension in the same job is assessed against the pay limit in force when the first permit was granted. The Supplementary Pay Limit Scheme has a lower floor (DKK 446,000 in 2026) with extra conditions. Two news reports from December 2025 gave DKK 514,000 for 2026, which is the 2025 figure.",
        source: KPMG_2026,
        crossCheck: {
          source: {
            ...VISA_ATLAS,
            reviewedOn: "2026-11-29",
            research:
              "Independent guide's Pay Limit Scheme page, 'Last checked: 27 June 2026' and 'Verified against New to Denmark - Pay Limit Scheme on 27 June 2026', read November 2026 in the search tool (pages): 'In 2026, the offered annual salary must be at least DKK 552,000, and the amount is regulated every 1 January.' Same value as KPMG's 2026 table (denmark.pay-limit).",
          },
        },
      },
      fee: {
        amount: 6810,
        currency: "DKK",
        what: "2026 government fee for a work-related residence and work permit application (main applicant)",
        source: KPMG_2026,
        crossCheck: {
          source: {
            ...VISA_ATLAS,
            reviewedOn: "2026-11-29",
            research: "Independent guide's Pay Limit Scheme page, 'Last checked: 27 June 2026' and 'Verified against New to Denmark - Pay Limit Scheme', read in the search tool (pages, November 2026): 'Government fees DKK 6,810.'",
          },
        },
      },
      processingTime: {
        text: "SIRI's normal processing time is 1 month, up to 3 months when more information is needed.",
        source: VISA_ATLAS,
      },
      durationAndRenewal: {
        text: "Issued for up to 4 years, matching the length of the employment contract, and extendable while the employment continues.",
        source: VISA_ATLAS,
      },
      permanentResidence: {
        years: 8,
        note: "At least 8 years of legal residence with a residence permit, plus SIRI's basic requirements; 4 years if all four supplementary requirements are also met.",
        source: {
          publisher: "Danish Agency for International Recruitment and Integration",
          title: "New to Denmark: Permanent residence, legal residence",
          url: "https://www.nyidanmark.dk/en-us/coming_to_dk/permanent-residence-permit/legal_residence.htm",
          asOf: "2026",
          reviewedOn: "2026-11-23",
        },
      },
      citizenship: {
        years: 9,
        note: "Nine years of residence in Denmark, with a permanent residence permit, before naturalisation, which is granted by an act of parliament; language, self-support and citizenship-test requirements apply.",
        source: { publisher: "CitizenX", title: "Denmark golden visa", research: "Guide stating that Denmark has no golden visa.", url: "https://citizenx.com/insights/denmark-golden-visa", asOf: "2025", reviewedOn: "2026-11-25" },
      },
      officialPage: "https://www.nyidanmark.dk/en-GB/",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "Your Danish employer starts the application; you create a case order ID, pay the fee and submit the application online to SIRI, then have your photo and fingerprints taken within 14 days at a Danish mission abroad or in Denmark.",
          source: SIRI_STEPS,
        },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 18 }, who: "A spouse, registered partner or cohabiting partner (living together for at least 1½ years) and children under 18, who may work or study; you must live together and be able to support them.",
          source: DK_ACCOMPANYING_FAMILY,
          partnerIncome: salaryOfTheJobOffered(KPMG_2026),
        },
      },
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "Denmark has no retirement or independent-means permit for non-EU citizens; residence depends on work, study or family ties, and financial self-sufficiency alone is not a ground.",
      source: { publisher: "NewLife", title: "Denmark retirement visa", research: "Guide stating that Denmark has no retirement visa.", url: "https://newlife.help/visa-support/retirement-visa/denmark", asOf: "2026", reviewedOn: "2026-11-25" },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Denmark has no digital nomad visa; a US citizen may stay 90 days in any 180 in the Schengen area as a visitor, and working in Denmark, even remotely, requires a permit.",
      source: { publisher: "Nomad Visa", title: "Denmark Digital Nomad Visa & Remote Work (2024 update)", research: "Guide stating that Denmark has no digital nomad visa.", url: "https://nomadvisa.me/denmark", asOf: "2024", reviewedOn: "2026-11-25" },
    },
    {
      kind: "investment",
      status: "not-offered",
      note: "Denmark has no golden visa: an investment alone does not give residence. The closest route, Start-up Denmark, needs an innovative business plan approved by an expert panel that you run yourself; this report does not yet cover it.",
      source: { publisher: "CitizenX", title: "Denmark golden visa", research: "Guide stating that Denmark has no golden visa.", url: "https://citizenx.com/insights/denmark-golden-visa", asOf: "2025", reviewedOn: "2026-11-25" },
    },
  ],
};
