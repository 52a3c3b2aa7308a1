import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import type { RouteConditions } from "./route-conditions.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Brazil's long-stay routes for a US citizen, read in November 2026. The thresholds are the Brazilian
// consular network's own (Consulate General in Hartford pages below); the retirement permit terms were read in the
// 2026 guide named below. The work visa (VITEM V, CNIg Normative Resolution 2/2017) was read on the Embassy in
// Canberra's page; the investor visa's term on the Ministry of Justice's immigration portal (Normative
// Resolution 13/2017).
const CONSULATE = {
  publisher: "Brazilian Ministry of Foreign Affairs",
  title: "Consulate General in Hartford: VITEM XIV, retirement visa and digital nomad visa",
  url: "https://gov.br/mre/pt-br/consulado-hartford/novo-vistos-visas/types-of-visa/vitem-xiv-retirement-visa-and-digital-nomad-visa",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};
const GUIDE_2026 = { publisher: "Government of Brazil", title: "Brazil Retirement Visa: a complete guide for 2026", via: "Global Citizen Solutions", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.globalcitizensolutions.com/?p=79759", asOf: "2026", reviewedOn: "2026-11-25" };

const PERMANENT: SourcedYears = { years: 4, note: "Permanent residence may be requested after four years of temporary residence.", source: GUIDE_2026 };
const CITIZENSHIP: SourcedYears = {
  years: 8,
  note: "Four years of permanent residence after the four years of temporary residence; Brazil allows dual citizenship.",
  source: GUIDE_2026,
};

const HARTFORD_INVESTMENT = {
  publisher: "Brazilian Ministry of Foreign Affairs",
  title: "Consulate General in Hartford: VITEM IX, investment",
  url: "https://gov.br/mre/pt-br/consulado-hartford/novo-vistos-visas/types-of-visa/vitem-ix-2013-investment",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Official consular page read in the search store (November 2026): the process starts with a temporary residence authorization at the Ministry of Justice; eligible are managers of foreign companies investing in Brazil, individuals investing at least R$ 500,000 in a Brazilian company, at least R$ 150,000 in a startup, at least R$ 700,000 in real estate in the North or Northeast, or R$ 1,000,000 in real estate elsewhere. The Consulate in Chicago's page (gov.br/mre/pt-br/consulado-chicago/Visas/types-of-visa-1/temporary-visas-vitem-1/vitem-ix-investment) gives the same amounts with the resolutions (RN 13/2017, RN 36/2018) and 'Granted period: indefinite leave'. Undated page; asOf is the year it was read.",
};
const RN13_PORTAL = {
  publisher: "Brazilian Ministry of Justice and Public Security",
  title: "Immigration portal: Normative Resolution 13/2017 (investment by an individual in a Brazilian company)",
  url: "https://portaldeimigracao.mj.gov.br/pt/nav-guiada/rn-13",
  asOf: "2020-08",
  reviewedOn: "2026-11-25",
  research:
    "Official guided-navigation page, last updated 14 August 2020: residence authorization for an individual investing in a Brazilian company; 'Prazo de residência prevista é indeterminado'; 'No caso de \"Residência Prévia\" (pessoa se encontra no exterior) está legitimada a empresa/instituição no Brasil interessada na vinda do(a) imigrante' (in Brazil, the company or the immigrant may file); the request is made 'eletronicamente, por meio do \"Sistema de Gestão e Controle de Imigração\" (MigranteWeb)', with a digital certificate. The Ministry's residence-authorization page (gov.br/mj/pt-br/assuntos/seus-direitos/migracoes/autorizacao-de-residencia) says requests on investment grounds are filed with the Ministry via MigranteWeb 2.0.",
};
const WORK_VISA = {
  publisher: "Brazilian Ministry of Foreign Affairs",
  title: "Embassy in Canberra: VITEM V, work",
  url: "https://gov.br/mre/pt-br/embaixada-camberra/English/consular-section/visas/long-term-visas-for-stays-longer-than-90-days/vitem-v-work",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Official consular page read in the search store (November 2026): VITEM V needs a residence permit previously approved in Brazil, e.g. for remunerated employment at a legally established entity in Brazil (Normative Resolution 2/2017). No salary amount is named. The Consulate in Hong Kong's page says the Brazilian employer applies to the Ministry of Justice and Public Security; Lawsial (2017) summarises RN 2/2017's qualification rule (a degree or technical training, or 12 years of schooling plus 4 years' experience). Undated page; asOf is the year it was read.",
};
// The conditions (issue 28.1): the Brazilian consulates' own pages (Hartford and Atlanta for VITEM XIV, Boston for
// family reunion), and the Canberra and Hartford pages already cited for the work and investor visas.
const HARTFORD_HOW = {
  ...CONSULATE,
  research:
    "Official consular page (undated; asOf is the year it was read, November 2026): 'VISA APPLICATION FORM: One per applicant, completely filled out online and signed by the passport holder ... You will need to print only the receipt page with the bar code'; the digital nomad must show 'a work or service contract (or other documents) that proves they are employed' and 'proof of income of at least US$ 1,500.00 monthly or US$ 18,000.00 available in a checking or savings account'; the retiree or pensioner, 'monthly retirement income' or 'monthly pension' of at least US$ 2,000. The Consulate in Atlanta's pages say the documents may be delivered in person or by mail, that 'If the applicant works for a company in Brazil, this visa cannot be requested' (digital nomad, RN 45/2021), that holders register with the Federal Police within 30 days of entry, and that a retiree may add 'proof of other regular sources of income to complement the amount of US$ 2,000.00'.",
};
const FAMILY_REUNION = {
  publisher: "Brazilian Ministry of Foreign Affairs",
  title: "Consulate General in Boston: VITEM XI, family reunion",
  url: "https://gov.br/mre/pt-br/consulado-boston/servicos/visa/types-of-visa/vitem-xi",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official consular page (undated; asOf is the year it was read, November 2026): the family reunion visa 'allows family members (spouses or partners, children, parents, siblings, grandparents or grandchildren) of Brazilian nationals or foreign nationals with legal residency status in Brazil (RNE card holders or Temporary Visa holders) to establish residence in Brazil' and 'may occur concurrently with the request for the temporary visa of the family member sponsor'. The Embassy in Amsterdam's page (Interministerial Ordinance 12/2018) limits stepchildren and siblings to those under 18, up to 24 if students, or economically dependent. No source states extra income per family member for VITEM XIV, so no household multiplier is set.",
};

const AT_CONSULATE: RouteConditions["applies"] = {
  via: "consulate",
  how: "Fill in the visa application form online, then submit it with your documents to the Brazilian consulate that serves your state (in person or by mail, as that consulate allows); after arriving, register with the Federal Police.",
  source: HARTFORD_HOW,
};
const FAMILY: RouteConditions["dependants"] = {
  partner: "spouse-or-partner", children: "dependent", who: "a spouse or partner, children, parents, grandparents and grandchildren, and siblings under 18 (older if students up to 24 or dependent), each on a family-reunion visa (VITEM XI) that can be requested alongside yours",
  source: FAMILY_REUNION,
  childPermit: "Each child needs a family-reunion visa (VITEM XI) of their own, which can be requested alongside yours.",
};

export const brazilRoutes: CountryRoutesData = {
  country: "brazil",
  checked: "2026-11",
  routes: [
    {
      id: "vitem-xiv-retiree",
      kind: "retirement",
      name: "VITEM XIV retirement visa (retirees and pensioners)",
      whoFor: "Retirees and pensioners who will transfer their monthly income to Brazil; salaried work in Brazil is not allowed.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", amount: 2000, currency: "USD", period: "month", basis: "retirement or pension income transferred monthly to Brazil", source: CONSULATE },
      conditions: { incomeKinds: ["pension"], skill: { rule: "any" }, maximumAge: null, points: null, applies: AT_CONSULATE, dependants: FAMILY },
      fee: { value: null, note: "The consular fee for US applicants is not stated in the sources used for this report." },
      processingTime: { text: "Around two months.", source: GUIDE_2026 },
      durationAndRenewal: { text: "A two-year temporary residence permit, renewable.", source: GUIDE_2026 },
      permanentResidence: PERMANENT,
      citizenship: CITIZENSHIP,
      officialPage: CONSULATE.url,
    },
    {
      id: "vitem-xiv-digital-nomad",
      kind: "remote-work",
      name: "VITEM XIV digital nomad visa",
      whoFor: "Professionals employed or contracted abroad whose work can be done remotely.",
      minimumAge: null,
      needsLocalJobOffer: false,
      // The rule also accepts US$ 18,000 in a bank account instead of the monthly income, but only from someone who
      // works remotely for an employer abroad: as a `savingsInstead` it would tell a retiree with savings that this
      // route is met, so the alternative stays in the basis.
      threshold: { kind: "income", amount: 1500, currency: "USD", period: "month", basis: "monthly income from remote work for an employer abroad, or instead US$ 18,000 available in a checking or savings account", source: CONSULATE },
      conditions: { incomeKinds: ["remote-work"], skill: { rule: "any" }, maximumAge: null, points: null, applies: AT_CONSULATE, dependants: FAMILY },
      fee: { value: null, note: "The consular fee for US applicants is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The digital nomad permit's length and renewal terms are not stated in the sources used for this report." },
      permanentResidence: { value: null, note: "Whether the digital nomad permit counts towards permanent residence is not stated in the sources used for this report." },
      citizenship: { value: null, note: "Whether the digital nomad permit counts towards naturalisation is not stated in the sources used for this report." },
      officialPage: CONSULATE.url,
    },
    {
      id: "vitem-v",
      kind: "work",
      name: "VITEM V temporary work visa (employment with a Brazilian employer)",
      whoFor: "Qualified professionals hired by an employer in Brazil; the employer first obtains a residence authorization from the Ministry of Justice and Public Security, then the visa is issued by the consulate.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No fixed salary floor: the Brazilian employer must show a job contract and that the worker's qualifications and experience fit the job.",
      },
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 2,
          note: "The work visa asks for a degree or technical training, or completed secondary schooling with professional experience, that fits the job.",
          source: WORK_VISA,
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your Brazilian employer first obtains the residence authorization from the Ministry of Justice and Public Security; you then apply for the VITEM V at the Brazilian consulate and register with the Federal Police after arriving.",
          source: WORK_VISA,
        },
        dependants: FAMILY,
      },
      fee: { value: null, note: "The consular and residence-authorization fees for US applicants are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        value: null,
        note: "The length of the first work residence permit and its renewal terms are not stated in a source used for this report.",
        research: "George Cunha (law firm, georgecunha.adv.br, served over http only, so not citable) says Decree 9.199/2017 art. 142 grants work residence for an initial 2 years, renewable for the same period or changed to an indefinite term. The Ministry of Justice's RN 02 portal page was not found in the search store (November 2026).",
      },
      permanentResidence: PERMANENT,
      citizenship: CITIZENSHIP,
      officialPage: WORK_VISA.url,
    },
    {
      id: "vitem-ix",
      kind: "investment",
      name: "VITEM IX investor visa (individual investment in a Brazilian company)",
      whoFor: "Individuals investing their own foreign funds in a Brazilian company, a startup or real estate; the residence authorization is requested at the Ministry of Justice and Public Security before the consulate issues the visa.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 500000,
        currency: "BRL",
        period: "once",
        basis: "investment in a Brazilian company; R$ 150,000 in a startup; real estate: R$ 700,000 in the North or Northeast, R$ 1,000,000 elsewhere",
        source: HARTFORD_INVESTMENT,
      },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "While you are abroad, the Brazilian company you invest in files the residence authorization request with the Ministry of Justice and Public Security online (MigranteWeb); once it is granted, you apply for the VITEM IX at the Brazilian consulate.",
          source: RN13_PORTAL,
        },
        dependants: FAMILY,
      },
      fee: { value: null, note: "The consular and residence-authorization fees for US applicants are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "The residence authorization for an investment in a Brazilian company is granted for an indefinite term.", source: RN13_PORTAL },
      permanentResidence: { years: 0, note: "The company-investment residence is indefinite from the start (the real-estate option may differ).", source: RN13_PORTAL },
      citizenship: { value: null, note: "The residence period for naturalisation on this route is not stated in the sources used for this report." },
      officialPage: HARTFORD_INVESTMENT.url,
    },
  ],
  absent: [],
};
