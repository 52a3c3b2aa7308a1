import type { RouteConditions } from "./route-conditions.schema";
import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Uruguay's long-stay routes for a US citizen, read in November 2026 in the guides named below (no stored copy
// of the Dirección Nacional de Migración's own pages was found). Uruguay grants permanent residence directly.
// The worker's temporary residence term was read in Decreto 394/009 (article 11) on IMPO, the official gazette;
// Uruguay has no separate investor visa: investors use the ordinary permanent residence (NTL International guide).
const GORESIDENT = {
  publisher: "Government of Uruguay",
  title: "Uruguay residency guide (2026)",
  via: "GoResident",
  research:
    "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (gub.uy residencia permanente medios de vida jubilados rentistas): the DNM page https://www.gub.uy/tramites/residencia-legal-permanente is stored but its text lists documents, not an income amount (the USD 1,500 is a practice figure, not a legal minimum, so no official page is expected to state it); Bergstein Law says the required 'medios de vida' vary by case.",
  url: "https://goresident.com/uruguay-residency-guide",
  asOf: "2026",
  reviewedOn: "2026-11-25",
};
const NOMAD = {
  publisher: "Government of Uruguay",
  title: "Uruguay Digital Nomad Provisional Identity Card",
  via: "NomadVisa",
  research:
    "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (gub.uy trámite hoja de identidad provisoria nómada digital costo, Ministerio del Interior requisitos): the official page https://www.gub.uy/tramites/hoja-identidad-provisoria is linked from Ecos del Hum but has no stored copy; other gub.uy pages found are for other procedures.",
  url: "https://nomadvisa.app/uruguay/hoja-de-identidad-provisoria-nomada-digital",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

const DECREE_394_ART_11 = {
  publisher: "IMPO (Uruguay's official gazette)",
  title: "Decreto 394/009, regulation of the Migration Law (Ley 18.250), article 11",
  url: "https://impo.com.uy/bases/decretos/394-2009/11",
  asOf: "2009-09",
  reviewedOn: "2026-11-25",
  research:
    "Official text (published 2 September 2009), read in the search store in November 2026: a temporary resident under article 34 literals A, B, C, E, F, G and I of Ley 18.250 (literal A: migrant workers) gets a stay of up to two years, renewable up to a maximum of four years; the Dirección Nacional de Migración sets the term by the motive and the length of the contracts. The 2009 date is the decree's; check IMPO for later amendments.",
};
const NTL_INVESTOR = {
  publisher: "Government of Uruguay",
  title: "Uruguay residency by investment",
  via: "NTL International",
  url: "https://ntlinternational.com/residency/uruguay-residency-by-investment/",
  asOf: "2025",
  reviewedOn: "2026-11-25",
  research:
    "Secondary page restating the authority's practice: there is no minimum investment for legal residence through real estate or a business; the investment shows commitment and means. Undated page; asOf is a guess. No official page saying Uruguay has no investor visa was found, so the kind is a route, not 'not-offered'. The real-estate thresholds often quoted (3.5 million UI, about USD 380,000, plus 60 days a year; or 15 million UI in a company with 15 jobs, Decree 163/2020) are for tax residence (DGI), not the right to live in Uruguay (Bergstein Law, El País, all-visas.com).",
};

// Second source for the practice income figure (issue 30): an immigration law practice's Uruguay residence page.
const IMMI_INCOME = {
  publisher: "Government of Uruguay",
  title: "Permanent residence and citizenship service package: Uruguay",
  via: "IMMI Legal",
  url: "https://immi.legal/service/permanent-residence-citizenship-service-package-uruguay",
  asOf: "2026",
  reviewedOn: "2026-11-29",
  research:
    "Immigration service page (undated; asOf is the year it was read, November 2026), found with the search tool (pages) for 'Uruguay residency income requirement USD 1,500 per month retirees permanent residence notary certificate medios de vida' (November 2026): 'Proof of Income: Minimum monthly income of approx. USD 1,500 (pensions, salaries, rental income, etc.). Must be certified by a Public Notary in Uruguay.' Same amount as the data, also given as an approximate practice figure. An expat.com forum answer says 'We were asked to show $1500 per month'; a January 2026 newsletter (mynewsresources.blogspot.com) says 'The government typically looks for $1,200-1,500 per month per adult'. The USD 1,500 written in Ley 16.340's retiree benefits (quoted from the Miami consulate on expat.com) is for the retiree customs benefits, not a condition of residence.",
};

// Route conditions (issue 28.1), read in November 2026.
const DNM_PERMANENT = {
  publisher: "Dirección Nacional de Migración (Ministerio del Interior)",
  title: "Residencia legal permanente",
  url: "https://www.gub.uy/tramites/residencia-legal-permanente",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official trámite page: the DNM may gather information from other bodies; original documents are always required; a marriage is proved with the marriage certificate, legalised or apostilled, not older than one year; the fee is not refunded if the applicant misses the date and time chosen for the hearing (audiencia). How the procedure runs is from the Ministry of the Interior's 2019 announcement as reported by Portada (portada.com.uy): upload the documents in the online 'Residencia Legal' procedure on tramites.gub.uy, the DNM reviews them and gives a hearing date, the applicant presents the originals in person and receives a certificate to get a first identity card as 'residente en trámite'. The DNM's own list of means of living ('medios de vida: acreditar cuál es el sustento económico en el país') is quoted by eluruguayo.com; no DNM page stating which income counts was found.",
};
const DNM_FAQ_FAMILY = {
  publisher: "Dirección Nacional de Migración (Ministerio del Interior)",
  title: "Frequently asked questions about Uruguayan residency: appointments",
  url: "https://www.gub.uy/ministerio-interior/comunicacion/publicaciones/frequently-asked-questions-about-uruguayan-residency/frequently-asked-7",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Ministry of the Interior FAQ: 'Is it possible to request an appointment for a family? No, you must obtain an appointment for each family member. There are no appointments for groups of people.' Together with the permanent residence page (a marriage is proved with the marriage certificate), this is read as: each family member applies for their own residence. Ley 18.250's family-reunification article was not found in the search store (November 2026), so the family members it names are not listed.",
};
const NOMAD_ONLINE = {
  publisher: "Government of Uruguay",
  title: "Permiso especial de residencia legal: identidad provisoria nómada digital",
  via: "Ecos del Hum",
  url: "https://ecosdelhum.com.uy/amp/12703/permiso-especial-de-residencia-legal-identidad-provisoria-nomada-digital",
  asOf: "2022",
  reviewedOn: "2026-11-28",
  research:
    "Regional press restating the Agesic / Ministry of the Interior announcement: the permit is for people who work on their own account or for companies abroad; after entering Uruguay as a regular tourist, the person applies online for six months as a digital nomad with a form and a signed sworn declaration of means; the six-month extension needs criminal-record certificates and a Uruguayan vaccination certificate. It links the official trámite https://www.gub.uy/tramites/hoja-identidad-provisoria, which has no stored copy. Nothing is said of family members. Undated article; 2022 is the year Decreto 238/022 took effect.",
};
const DNM_RESIDENCE_PROCEDURES = {
  publisher: "Dirección Nacional de Migración (Ministerio del Interior)",
  title: "Residencia legal",
  url: "https://www.gub.uy/tramites/residencia-legal",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official trámite page: residence (temporary or permanent) is the administrative process a foreigner carries out before the DNM to regularise their stay and obtain the Uruguayan identity card; one books a hearing (audiencia) and the procedure must be completed at the office where it began. The page links separate instructions for Residencia Temporaria; those were not found in the search store (November 2026).",
};
const IN_COUNTRY_DNM = {
  via: "in-country" as const,
  how: "After arriving in Uruguay (US citizens need no visa), you upload your documents in the online residence procedure on gub.uy, book a hearing, and present the originals in person at the Dirección Nacional de Migración.",
  source: DNM_PERMANENT,
};
const EACH_FAMILY_MEMBER: RouteConditions["dependants"] = {
  partner: "unstated", children: "unstated", who: "family members each apply for their own residence, with their own appointment; the sources used do not list which relatives qualify on the family tie alone",
  source: DNM_FAQ_FAMILY,
  childPermit: "Each child applies for residence of their own, with their own appointment.",
};

export const uruguayRoutes: CountryRoutesData = {
  country: "uruguay",
  checked: "2026-11",
  routes: [
    {
      id: "pensioner-rentista",
      kind: "retirement",
      name: "Permanent legal residence (pensioner or rentista)",
      whoFor: "Retirees and people living on passive income who will make Uruguay their home; the same permanent residence any immigrant gets.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 1500,
        currency: "USD",
        period: "month",
        basis: "no minimum is written in the law: about USD 1,500 a month is the amount commonly expected in practice, certified by a Uruguayan notary",
        source: GORESIDENT,
        crossCheck: { source: IMMI_INCOME },
      },
      fee: { value: null, note: "The application fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Permanent residence is granted directly, without years of temporary status first.", source: GORESIDENT },
      permanentResidence: { years: 0, note: "Permanent from the start.", source: GORESIDENT },
      citizenship: { value: null, note: "The residence period for legal citizenship is not stated in a dated source used for this report." },
      officialPage: "https://www.gub.uy/ministerio-interior/",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: IN_COUNTRY_DNM,
        dependants: EACH_FAMILY_MEMBER,
      },
    },
    {
      id: "digital-nomad",
      kind: "remote-work",
      name: "Digital nomad provisional identity document (Hoja de Identidad Provisoria)",
      whoFor: "Remote workers for companies or clients outside Uruguay; you apply after arriving as a tourist (Decreto 238/022).",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "No minimum income: a sworn declaration of financial self-sufficiency is enough." },
      fee: {
        amount: 55.71,
        currency: "UYI",
        what: "application fee in indexed units (about USD 11)",
        source: NOMAD,
        crossCheck: {
          source: {
            ...GORESIDENT,
            title: "Working Visa Uruguay: complete guide as of 2026",
            url: "https://goresident.com/working-visa/uruguay",
            reviewedOn: "2026-11-29",
            research:
              "Relocation firm's guide (another firm than NomadVisa), read November 2026 in the search tool (pages): 'The Digital Nomad Permit costs USD 11, has no minimum income requirement, and processes in one to three weeks.' It gives the fee in dollars, the amount this row states beside the indexed units; it does not give the UI figure. Searched without an official page (pages: 'hoja de identidad provisoria nómada digital costo unidades indexadas', 'cuesta 55,71 unidades indexadas', DNM trámite pages; find_string '55,71 UI', '55.71 UI'): the gub.uy trámite page is not stored, though other DNM trámite pages state their costs in UI. An undated guide (freakingnomads.com) says 'Between $15 USD and $30 USD' without a source.",
          },
        },
      },
      processingTime: { text: "Online approval in 5 to 20 business days, then 1 to 2 days for the physical document.", source: NOMAD },
      durationAndRenewal: { text: "180 days, renewable once for another 180 days.", source: NOMAD },
      permanentResidence: { value: null, note: "The digital nomad document does not itself lead to permanent residence; apply for permanent residence separately." },
      citizenship: { value: null, note: "The digital nomad document does not count towards citizenship." },
      officialPage: "https://www.gub.uy/ministerio-interior/",
      conditions: {
        incomeKinds: ["remote-work"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "After entering Uruguay as a tourist, you apply online for the provisional identity document, with a form and a signed sworn declaration that you can support yourself.",
          source: NOMAD_ONLINE,
        },
        dependants: {
          partner: "unstated", children: "unstated", who: "no family provision is stated for this permit",
          source: NOMAD_ONLINE,
        },
      },
    },
    {
      id: "migrant-worker",
      kind: "work",
      name: "Temporary legal residence as a migrant worker (residencia legal temporaria)",
      whoFor: "People with a job contract in Uruguay who will live there for the length of the job; a worker may instead apply for permanent legal residence, using the job as proof of means.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "No salary floor is set by the immigration rules: the job contract with the Uruguayan employer is the basis of the residence." },
      fee: { value: null, note: "The application fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Up to two years, renewable up to a maximum of four, set by the length of the job contract.", source: DECREE_394_ART_11 },
      permanentResidence: { value: null, note: "When a temporary worker can switch to permanent residence is not stated in the sources used for this report." },
      citizenship: { value: null, note: "The residence period for legal citizenship is not stated in a dated source used for this report." },
      officialPage: "https://www.gub.uy/tramites/residencia-legal-temporaria",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "in-country",
          how: "With your job contract, you book a hearing and apply in person at the Dirección Nacional de Migración in Uruguay, where the procedure must be completed at the office where it began.",
          source: DNM_RESIDENCE_PROCEDURES,
        },
        dependants: EACH_FAMILY_MEMBER,
      },
    },
    {
      id: "investor",
      kind: "investment",
      name: "Permanent legal residence with an investment as means of living",
      whoFor: "Investors who buy property or invest in a business in Uruguay and will make it their home; Uruguay has no separate investor visa, so they apply for the ordinary permanent residence.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        value: null,
        note: "No minimum investment is set for legal residence: the property or business and its income are shown as your means of living.",
        research: "Stated on NTL International's guide (see the NTL_INVESTOR citation's research).",
      },
      fee: { value: null, note: "The application fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Permanent residence is granted directly, without years of temporary status first.", source: GORESIDENT },
      permanentResidence: { years: 0, note: "Permanent from the start; no fixed minimum investment.", source: NTL_INVESTOR },
      citizenship: { value: null, note: "The residence period for legal citizenship is not stated in a dated source used for this report." },
      officialPage: "https://www.gub.uy/tramites/residencia-legal-permanente",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: IN_COUNTRY_DNM,
        dependants: EACH_FAMILY_MEMBER,
      },
    },
  ],
  absent: [],
};
