import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

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
};
const ISD_REGISTRATION_FEE = {
  publisher: "Irish Department of Justice",
  title: "Immigration Service Delivery: Transfer of registration responsibility for Cork and Limerick",
  url: "https://irishimmigration.ie/transfer-of-registration-responsibility-for-cork-and-limerick",
  asOf: "2024-07",
  research:
    "Found with the search tool (pages) for 'Immigration Service Delivery irishimmigration.ie registering your permission fee €300'. The notice (first-time registration and renewal of residence permissions from 8 July 2024) says that at the first-time registration appointment 'you will be required to pay a fee of €300 depending on the type of permission'. The Minister for Justice's written answer of 8 July 2021 (https://www.oireachtas.ie/ga/debates/question/2021-07-08/142/) says 'The current fee applicable on registration is €300' and registration is normally granted for 12 months; the answer of 18 April 2024 (https://www.oireachtas.ie/en/debates/question/2024-04-18/258/) lists who is exempt, none of whom are Stamp 0 holders. That the fee is paid again at each renewal rests on NomadVisa (https://nomadvisa.app/ireland/stamp-0-person-of-independent-means). Replaces that NomadVisa page for the fee.",
};
const NOMADVISA = { publisher: "Irish Department of Justice", title: "Ireland Stamp 0 (Person of Independent Means)", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nomadvisa.app/ireland/stamp-0-person-of-independent-means", asOf: "2026" };

const DETE = "Department of Enterprise, Trade and Employment (Ireland)";
const SALARY_ROADMAP = {
  publisher: DETE,
  title: "Employment Permits Minimum Annual Remuneration roadmap 2025",
  research:
    "Department's publication of 2 December 2025, found with the search tool (pages) for 'Minister announces new employment permit salary thresholds 1 March 2026': from 1 March 2026 the minimum salary for General Employment Permits rises from EUR 34,000 to EUR 36,605, for Critical Skills Employment Permits from EUR 38,000 to EUR 40,904, and for meat processors, horticultural workers, healthcare assistants and home carers from EUR 30,000 to EUR 32,691; lower starting thresholds apply for recent graduates; further rises are phased in to 2030. The higher threshold for Critical Skills roles not on the Critical Skills Occupations List (EUR 64,000 before March 2026) is reported as EUR 68,911 from 1 March 2026 by Visa HQ and Workbeyond, but the Department's page read does not state it, so it is not given as a figure.",
  url: "https://enterprise.gov.ie/en/publications/employment-permits-mar-roadmap-2025.html",
  asOf: "2025-12-02",
};
const CSEP_PAGE = {
  publisher: DETE,
  title: "Critical Skills Employment Permits",
  research: "Department's permit page (undated in the stored text; it still names the 'Department of Justice and Equality'): no labour market needs test; immediate family reunification; on completion of the permit's duration, holders may apply for permission to reside and work without an employment permit.",
  url: "https://enterprise.gov.ie/en/what-we-do/workplace-and-skills/employment-permits/permit-types/critical-skills-employment-permit",
  asOf: "2024",
};
const GEP_PAGE = {
  publisher: DETE,
  title: "General Employment Permit",
  research: "Department's permit page (undated in the stored text): all occupations eligible unless on the Ineligible List; may be obtained for a 12-month contract; issued for an initial 2 years and renewable for up to a further 3 years; after 5 years the holder may apply to Immigration Service Delivery for long-term residency.",
  url: "https://www.enterprise.gov.ie/en/What-We-Do/Workplace-and-Skills/Employment-Permits/Permit-Types/General-Employment-Permit/",
  asOf: "2024",
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
  },
};

export const irelandRoutes: CountryRoutesData = {
  country: "ireland",
  checked: "2026-11",
  routes: [
    {
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
        source: DELOITTE,
      },
      fee: { amount: 300, currency: "EUR", what: "Irish Residence Permit card, at first registration and each renewal", source: ISD_REGISTRATION_FEE },
      processingTime: { value: null, note: "No official source publishes a dated processing time for first applications." },
      durationAndRenewal: { text: "Granted for one year and renewed every year with updated financial evidence and health insurance.", source: NOMADVISA },
      permanentResidence: { value: null, note: "Stamp 0 is a \"low level\" permission; a route from it to long-term residence is not stated in the sources used for this report." },
      citizenship: { value: null, note: "Whether and how Stamp 0 years count towards naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.irishimmigration.ie/",
    },
    {
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
    },
    {
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
      },
    },
  ],
};
