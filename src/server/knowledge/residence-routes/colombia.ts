import type { CountryRoutesData } from "../knowledge.schema";
import type { RouteConditions } from "./route-conditions.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Colombia's long-stay routes for a US citizen, read in November 2026. The pension rule is the Ministry of
// Foreign Affairs' own visa page; the 2026 minimum wage (SMMLV) it is measured in was read in Blu Radio's
// report of Decreto 0159 of 19 February 2026, which kept the figure after the Consejo de Estado suspended the
// first decree (a final court decision was pending at that date). The worker (M) visa was read on the Ministry's
// own visa page; the digital nomad (V) and investor (M) rules of Resolución 5477 of 2022, also set in minimum
// wages, were read in the law-firm pages named below (no stored copy of the Ministry's pages for them was found).
const CANCILLERIA_PENSIONER = {
  publisher: "Colombian Ministry of Foreign Affairs",
  title: "Type M visa: pensioner or independent income",
  url: "https://www.cancilleria.gov.co/en/procedures_services/visa/m-pensioner-independent",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

const CANCILLERIA_WORKER = {
  publisher: "Colombian Ministry of Foreign Affairs",
  title: "M - Trabajador (worker visa)",
  url: "https://www.cancilleria.gov.co/taxonomy/term/8236",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Official visa page (English text), read in the search store in November 2026: the M worker visa is for a foreigner hired for a fixed or long-term position (indefinite contract, or fixed term of at least a year renewable); the M visa is valid for 3 years, less when the contract is shorter. The page names no salary amount. Undated page; asOf is the year it was read.",
};
const NOMAD_RULES = {
  publisher: "Colombian Ministry of Foreign Affairs",
  title: "Digital nomad visa: requirements",
  via: "Owen Taylor (attorney)",
  url: "https://www.owentaylorattorney.com/pro-bono",
  asOf: "2023",
  reviewedOn: "2026-11-25",
  research:
    "Secondary page restating the authority's rule (Resolución 5477 of 2022): visa for up to 2 years for remote work for foreign companies; bank statements showing income of at least three legal monthly minimum wages (SMMLV) during the last 3 months (the page's own estimate: USD 650 a month); passport of a short-stay visa-exempt country; health policy. The page is undated; its USD estimate points to 2022-2023, hence asOf 2023. Searched (November 2026) for the Ministry's own page: 'cancilleria.gov.co visa nómada digital requisitos ingresos tres salarios mínimos', 'Colombia digital nomad visa V cancilleria income 3 minimum wages', 'Resolución 5477 de 2022 ... nómadas digitales ... tres (3) salarios mínimos', 'resolucion_minrelaciones_5477_2022 normograma'; no cancilleria.gov.co copy came back. The same rule (3 SMMLV over the last 3 months, up to 2 years) is stated by Ley & Negocios (leynegocios.blogspot.com), Asuntos Legales (Rodrigo Tannus Serrano, on the draft resolution) and Servicio Legal.",
};
const INVESTOR_RULES = {
  publisher: "Colombian Ministry of Foreign Affairs",
  title: "Investor visa in Colombia: everything you need to know",
  via: "Servicio Legal (law firm)",
  url: "https://serviciolegal.com.co/en/investor-visa-in-colombia-everything-you-need-to-know/",
  asOf: "2024",
  reviewedOn: "2026-11-25",
  research:
    "Secondary page restating the authority's rule (Resolución 5477 of 2022, M investor visa): foreign direct investment registered with the Banco de la República's International Exchange Department above 650 SMMLV, or real estate owned exclusively by the applicant worth at least 350 SMMLV, registered as foreign direct investment; valid up to 3 years; lost after more than 180 continuous days abroad. Undated page, asOf is a guess from its content (rules in force since October 2022). Corroborated by First Home Start Guide (350 SMMLV for real estate, 2026) and CM Legal (August 2022: the M visa asks COP 350,000,000, 350 wages of 2022, where the abolished R investor visa asked 650). CM Legal (cmlegal.co, 11 August 2022) says the resident (R) visa by direct investment can no longer be applied for since 20 October 2022, so no R investor route is listed; TYA Consulting still lists an R investment ground, undated. Searched for the Ministry's own page ('cancilleria.gov.co M - Inversionista', 'Type M visa foreign investor ... Banco de la República'); none came back.",
};
const M_TO_R = {
  publisher: "Colombian Ministry of Foreign Affairs",
  title: "Colombia work visa (Type M worker)",
  via: "Sañudo Legal (immigration lawyer)",
  url: "https://sanudolegal.com/colombia-work-visa",
  asOf: "2025",
  reviewedOn: "2026-11-25",
  research:
    "Secondary page restating the authority's rule: the M worker visa is for a contract with a company domiciled in Colombia, valid up to 3 years (less if the contract is shorter), tied to that employer, and counts toward the resident (R) visa after 5 continuous years. Undated page; asOf is a guess from its content (tramitesmre online filing).",
};

// Second sources for the nomad and investor multiples (issue 30): a Colombian tax-and-business law blog and a
// Medellín immigration law firm, each restating Resolución 5477 of 2022.
const NOMAD_RULES_SECOND = {
  publisher: "Colombian Ministry of Foreign Affairs",
  title: "Visa de nómadas digitales (Resolución 5477 de 2022)",
  via: "Ley & Negocios (blog)",
  url: "https://leynegocios.blogspot.com/search?max-results=3&updated-max=2023-11-06T07%3A54%3A00-08%3A00",
  asOf: "2023",
  reviewedOn: "2026-11-29",
  research:
    "Colombian legal blog post (2023, on the blog's page of posts before 6 November 2023), found with the search tool (pages) for 'nómadas digitales Colombia visa V tres (3) salarios mínimos ingresos mínimos extractos bancarios Cancillería requisitos específicos' (November 2026): 'En los términos de las normas colombianas, Resolución 5477 del 22 de julio de 2022, la visa de Nómadas Digitales se otorga ...'; 'dentro de los requisitos específicos para acceder a la visa de nómadas digitales, cuya vigencia es hasta por 2 años, se cuentan, entre otros: demostrar mediante extractos bancarios contar con ingresos mínimos equivalentes a 3 Salarios Mínimos Legales Mensuales Vigentes durante los últimos 3 meses'. Same multiple as the data. The Cancillería's own page for the visa is still not in the search store.",
};
const INVESTOR_RULES_SECOND = {
  publisher: "Colombian Ministry of Foreign Affairs",
  title: "Colombia Investor Visas (2026): Property Investment vs Company Investment",
  via: "Medellín Lawyer",
  url: "https://medellinlawyer.com/?p=19176",
  asOf: "2026",
  reviewedOn: "2026-11-29",
  research:
    "Medellín immigration law firm's page on the M investor options under Resolution 5477 (2026), found with the search tool (pages) for 'Colombia M investor visa real estate 350 times minimum monthly wage SMMLV foreign direct investment 650 SMMLV' (November 2026): 'Financial benchmark (2026): Colombia's minimum wage (SMMLV) is COP $1,750,905. For investor pathways, the two most common benchmarks are: Property investment route: 350 SMMLV = COP $612,816,750'. Same multiple as the data. Nexo Legal (nexo.legal, 2025: 'The law requires a minimum investment of 350 legal monthly minimum wages (SMMLV)') and InterCol ('not less than three hundred and fifty (350) times the current Colombia minimum monthly wage') say the same.",
};

// The conditions (issue 28.1). How to apply is the Ministry's own visa recommendations page; who may join, the
// Ministry's definition of beneficiaries as reported by Noticias RCN.
const APPLY_RULES = {
  publisher: "Colombian Ministry of Foreign Affairs",
  title: "Visas: recommendations",
  url: "https://cancilleria.gov.co/en/tt_ss/recommendations",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official page (undated; asOf is the year it was read, November 2026), found searching 'Colombia visa application online Cancillería platform apply online visa M pensioner electronic visa no consulate': 'Before starting your visa application, either online or on-site, you must always first fill out the online application form ... and upload the required documentation. This must be done in all cases, either if you file your visa application at a Consulate or in Bogota'; holders and beneficiaries of visas valid over three months 'must register in the Alien Registration of ... Migracion Colombia within fifteen (15) calendar days'. Servicio Legal's ABC of visas (serviciolegal.com.co/en/abc-visas-colombia) adds that applicants abroad file with the consulate for their country of residence and applicants in Colombia file on the digital platform with the Bogotá office.",
};
const BENEFICIARIES = {
  publisher: "Colombian Ministry of Foreign Affairs",
  title: "¿Conoce la visa de beneficiario?: así puede solicitar a su familiar desde el extranjero",
  via: "Noticias RCN",
  url: "https://noticiasrcn.com/internacional/conoce-la-visa-de-beneficiario-asi-puede-solicitar-a-su-familiar-desde-el-extranjero-438132",
  asOf: "2023-01-17",
  reviewedOn: "2026-11-28",
  research:
    "Report of 17 January 2023 on the Cancillería's explanation of the beneficiary visa: it is granted to the economic dependants of the main holder, 'en calidad de: cónyuge o compañero permanente, padres e hijos menores de veinticinco (25) años o hijos mayores que tengan una discapacidad'. VisaCol Asesorías (visacolasesorias.com) gives the same definition (without parents) and says it applies to R, M and V visas; Nexo Legal's M beneficiary page includes economically dependent parents. The Ministry's own visa pages (e.g. cancilleria.gov.co/v/conyugenacional) carry a 'Beneficiarios' section whose stored text is cut before the list. No source says whether the digital-nomad V visa itself takes beneficiaries; no extra income per beneficiary is stated, so no household multiplier is set.",
};

const APPLY_ONLINE: RouteConditions["applies"] = {
  via: "online",
  how: "Fill in the Foreign Ministry's online visa form and upload the documents, filing with the visa office in Bogotá if you are in Colombia or with the Colombian consulate for where you live; then register with Migración Colombia within 15 days.",
  source: APPLY_RULES,
};
const FAMILY: RouteConditions["dependants"] = {
  partner: "spouse-or-partner", children: { underYears: 25 }, who: "a spouse or permanent partner, children under 25 who depend on you financially (older if they have a disability) and dependent parents, each on a beneficiary visa",
  source: BENEFICIARIES,
  childPermit: "Each child needs a beneficiary visa of their own, tied to yours.",
};
const conditionsFor = (incomeKinds: RouteConditions["incomeKinds"]): RouteConditions => ({
  incomeKinds,
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: APPLY_ONLINE,
  dependants: FAMILY,
});

export const colombiaRoutes: CountryRoutesData = {
  country: "colombia",
  checked: "2026-11",
  routes: [
    {
      id: "m-pensioner",
      kind: "retirement",
      name: "Migrant (M) visa as a pensioner",
      whoFor: "People receiving a retirement pension; a separate M category covers other provable periodic income of at least ten minimum wages a month.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "colombia.minimum-wage", times: 3 },
        period: "month",
        basis: "a monthly pension of at least three times {base}",
        source: CANCILLERIA_PENSIONER,
      },
      conditions: {
        ...conditionsFor(["pension"]),
        dependants: {
          ...FAMILY,
          partnerIncome: {
            counts: false,
            note: "Only a pension paid to the main applicant counts; a spouse's pension does not add to it.",
            source: {
              ...CANCILLERIA_PENSIONER,
              research:
                "Official visa page, found with the search tool (pages) for 'Colombia visa M pensionado cónyuge pensión ... tres salarios mínimos' (November 2026): 'Certification that recognizes monthly payment of pension in favor of the foreigner applicant of the visa in an amount not less than three (3) minimum monthly legal wages in effect'; the other ground needs income 'paid or transferred in the name of the foreigner applying for the visa' of at least ten minimum wages. The page says nothing of adding a beneficiary's pension. Undated page; asOf is the year it was read.",
            },
          },
        },
      },
      fee: { value: null, note: "The study and visa fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "The type M visa is valid for three years.", source: CANCILLERIA_PENSIONER },
      permanentResidence: { value: null, note: "The years on an M visa before the resident (R) visa are not stated in the sources used for this report." },
      citizenship: { value: null, note: "The residence period for naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.cancilleria.gov.co/en/procedures_services/visa/m-pensioner-independent",
    },
    {
      id: "v-digital-nomad",
      kind: "remote-work",
      name: "Visitor (V) visa for digital nomads",
      whoFor: "Remote workers and freelancers working through the internet exclusively for foreign companies or clients, or starting a digital-content or IT venture; no pay from Colombian employers. For passport holders exempt from a short-stay visa, such as US citizens.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "colombia.minimum-wage", times: 3 },
        period: "month",
        basis: "income of at least three times {base}, shown in bank statements for the last three months",
        source: NOMAD_RULES,
        crossCheck: { source: NOMAD_RULES_SECOND },
      },
      conditions: {
        ...conditionsFor(["remote-work"]),
        dependants: {
          partner: "unstated", children: "unstated", who: "the sources used do not say whether the nomad visa takes beneficiaries (other visas take a spouse or permanent partner, children under 25 who depend on you and dependent parents)",
          source: BENEFICIARIES,
        },
      },
      fee: { value: null, note: "The study and visa fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Granted for up to two years.", source: NOMAD_RULES },
      permanentResidence: {
        value: null,
        note: "A visitor (V) visa is not a residence visa; the sources used for this report do not say it counts towards the resident (R) visa.",
        research: "Capitaleme (capitaleme.vercel.app, on another V visa) says V-visa time does not accumulate toward the R visa; not a source for the nomad visa itself.",
      },
      citizenship: { value: null, note: "The residence period for naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.cancilleria.gov.co/",
    },
    {
      id: "m-worker",
      kind: "work",
      name: "Migrant (M) visa as a worker (M - Trabajador)",
      whoFor: "People hired by an employer in Colombia for a permanent or long-term position (an indefinite contract, or a fixed term of at least a year); the visa is tied to that employer.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No salary floor is set: the visa rests on the employment contract with the Colombian employer, and regulated professions also need their degree recognised in Colombia.",
      },
      conditions: {
        ...conditionsFor(["salary"]),
        applies: { ...APPLY_ONLINE, how: `With your employer's contract and letter, ${APPLY_ONLINE.how.charAt(0).toLowerCase()}${APPLY_ONLINE.how.slice(1)}` },
      },
      fee: { value: null, note: "The study and visa fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Valid for three years, or less when the employment contract is shorter; a new visa is needed with a new employer.", source: CANCILLERIA_WORKER },
      permanentResidence: { years: 5, note: "Five continuous years on the M visa give access to the resident (R) visa.", source: M_TO_R },
      citizenship: { value: null, note: "The residence period for naturalisation is not stated in the sources used for this report." },
      officialPage: CANCILLERIA_WORKER.url,
    },
    {
      id: "m-investor",
      kind: "investment",
      name: "Migrant (M) visa as an investor (M - Inversionista)",
      whoFor: "Foreigners who buy real estate in Colombia in their own name, or make another foreign direct investment, registered with the central bank (Banco de la República), and keep it for the life of the visa.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        basedOn: { quantity: "colombia.minimum-wage", times: 350 },
        period: "once",
        basis: "real estate owned solely by the applicant worth at least 350 times {base}, registered as foreign direct investment; other foreign direct investment must exceed 650 times the minimum wage",
        source: INVESTOR_RULES,
        crossCheck: { source: INVESTOR_RULES_SECOND },
      },
      conditions: conditionsFor(["salary", "remote-work", "pension", "passive"]),
      fee: { value: null, note: "The study and visa fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "Valid for up to three years while the investment is kept; it lapses after more than 180 continuous days out of Colombia.", source: INVESTOR_RULES },
      permanentResidence: {
        value: null,
        note: "Time on an M visa counts towards the resident (R) visa; the years needed for an investor are not stated in the sources used for this report.",
        research: "Visa Atlas (visaatlas.org/visas/colombia/visa-m-business-investor) says M time accrues toward the R visa without the years; Sañudo Legal gives 5 continuous years for the M worker visa only.",
      },
      citizenship: { value: null, note: "The residence period for naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.cancilleria.gov.co/",
    },
  ],
  absent: [],
};
