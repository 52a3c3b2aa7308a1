import type { CountryRoutesData, SourcedText, SourcedYears, Unknown } from "../knowledge.schema";
import type { RouteConditions } from "./route-conditions.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Costa Rica's long-stay routes for a US citizen, read in November 2026. The pensionado, rentista, digital-nomad and
// investor terms come from the residency guide named below (no Migración page stating those amounts). Thresholds are
// set in US dollars by the Migration Law (Law 8764). The worker route (added November 2026) cites Migración's own
// temporary-residence requirements page for the application fee and an immigration law firm's summary of Law 8764 for
// the residence term and the step to permanent residence; Migración publishes no salary floor for it.
const PLAYBOOK = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "How to get residency in Costa Rica: everything you need to know in 2025",
  via: "Costa Rica Playbook",
  research: "Secondary page restating the authority's rule; no official page giving the figures was found in the search store (November 2026). The pensionado floor (a lifetime pension of more than USD 1,000 a month) is confirmed by the Embassy of Costa Rica in Germany, but its page is only stored at an http:// address (www.botschaft-costarica.de, article 114 'Residencia temporal como pensionado'), which the schema cannot link. Searched again (November 2026, group B) for migracion.go.cr requirement pages, Ley 8764 and the Reglamento de Extranjería (37112-G) on pgrweb.go.cr, Ley 9996 and its reglamento (Decreto 43926-MGP-H-TUR, stored at https://www.pgrweb.go.cr/TextoCompleto/NORMAS/1/VIGENTE/D/2020-2029/2020-2024/2023/1825D/98909_134910-1.html, but only its preamble is in the stored text, not the USD 150,000 article), Ley 10008 on remote workers, and Costa Rican embassy pages: no official page whose stored text states the pensionado, rentista, digital-nomad or investor amounts. Press (La Nación, El Financiero) and law-firm pages give USD 1,000, USD 2,500, USD 3,000/4,000 and USD 150,000.",
  url: "https://www.costaricaplaybook.com/post/everything-you-need-to-know-about-residency-in-costa-rica-in-2025",
  asOf: "2025",
  reviewedOn: "2026-11-23",
};

const MIGRACION_TEMPORARY = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "Residencia temporal: requisitos de primera vez",
  url: "https://migracion.go.cr/Paginas/Categor%C3%ADa%20Migratorias%20(Extranjer%C3%ADa)/Primera%20Vez/Residencia-Temporal.aspx",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Official Migración page of the basic requirements for a first temporary-residence application (undated; asOf is the year it was read, November 2026): 'Recibo de pago por la suma de US$50,00 ... Este dinero debe cancelarse en colones, en la cuenta 242480-0 del Banco de Costa Rica' plus stamps of CRC 125 and CRC 2.50 per page. Found searching 'migracion.go.cr Residencia temporal trabajadores Ministerio de Trabajo recomendación requisitos US$50' and 'Costa Rica residencia temporal trabajador dependiente requisitos Migración'. The same page lists the basic steps every first temporary-residence application takes: a letter signed before a Migración officer (or with a lawyer's authentication), 'Comprobante de registro de huellas, emitido por el Ministerio de Seguridad Pública' and 'Comprobante de inscripción consular' (registration at your own country's consulate), which is why the conditions say the application is filed in Costa Rica. The same US$50 appears on Migración requirement sheets for the executives/technicians, scientists/professionals and athletes subcategories (copies on studylib.es, scribd, documentop). No official page states a salary floor: ERP Lawyers (blog.erplawyers.com) and relocate.world say Migración decides with the Ministry of Labour's opinion on whether the hire displaces national workers.",
};
const AG_LEGAL = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "Immigration categories",
  via: "AG Legal (law firm)",
  url: "https://aglegal.com/inmigration-law/immigration-categories/",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Law-firm summary of the Law 8764 categories (undated; asOf is the year it was read, November 2026): temporary residency 'is granted for a definite period of more than 90 days and up to two years, which is extendable', including 'Temporary residency as a corporate executive, representative, manager, or technical staff member' and 'Temporary residency as an employee'; permanent residency may be applied for by those 'who have enjoyed temporary residency for 3 consecutive years'. Article 79 of Law 8764 on the Procuraduría's SCIJ (pgrweb.go.cr) says the same ('superior a noventa días y hasta por dos años, prorrogable en igual tanto') but is only stored at an http:// address, which the schema cannot link.",
};

// The conditions (issue 28.1). Residence categories are filed with Migración in Costa Rica (its own requirements
// page); the digital-nomad stay online on Trámite Ya (the Tourism Board's official digital-nomad pages restate the
// regulation); who may join, from the Reglamento de Extranjería's definition of dependants as restated by Fragomen and
// Migración's requirement sheet for company employees; the rentista deposit, from ERP Lawyers.
const NOMAD_REQUIREMENTS = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "Digital nomads: requirements for the Stay (Estancia) for Remote Workers and Service Providers",
  via: "Costa Rica Tourism Board (ICT)",
  url: "https://visitcostarica.com/digital-nomads/requirements",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "The Costa Rica Tourism Board's official digital-nomad page restating Law 10008 and its regulation (undated; asOf is the year it was read, November 2026): the sub-category is for people who 'provide paid services remotely, irrespective of whether such services are subcontracted ... to a natural person or legal entity located outside of Costa Rica, earning a minimum amount of three thousand U.S. dollars ($3,000.00) per month originating from outside of Costa Rica ... or a minimum of four thousand U.S. dollars ($4,000.00) per month ... if they also wish to apply for their dependents'; the form is submitted 'online through the Tramite Ya digital platform https://tramiteya.go.cr/dgme/ or in person using a physical form in the central or regional offices of the General Directorate of Immigration (DGEM)'; fee USD 100 to Banco de Costa Rica account 242480-0. Found searching 'Costa Rica digital nomad law 10008 remote workers income USD 3,000 4,000 family apply online Migración application'. No migracion.go.cr page for the sub-category was found.",
};
const NOMAD_DEPENDANTS = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "Who qualifies as dependents of the digital nomad?",
  via: "CELIG (law firm)",
  url: "https://celigcr.com/who-qualifies-as-dependents-of-the-digital-nomad/",
  asOf: "2023",
  reviewedOn: "2026-11-28",
  research:
    "Law-firm note on the regulation of Law 10008 (undated; its content dates from after the July 2022 regulation, asOf a guess): 'The Regulation indicates that the dependents are: 1) spouse, 2) \"de facto\" partners, 3) sons/daughters under 25 years of age, 4) sons/daughters over 25 years of age with a disability and 5) older persons who live with the foreigner.' AR Abogados (aralaw.cr/en/1503) gives the same list. The Tourism Board's requirements page was searched for the list ('visitcostarica.com digital nomads dependents spouse de facto partner children under twenty-five'); its stored text does not give it.",
};
const NOMAD_FAMILY_INCOME = {
  publisher: "Legislative Assembly of Costa Rica",
  title: "Costa Rica: Digital Nomadic Visa (Law 10.008)",
  via: "Lost Nomad",
  url: "https://lostnomad.org/costa-rica-digital-nomadic-visa-law-10-008-dentons/",
  asOf: "2021-09",
  reviewedOn: "2026-11-28",
  research:
    "Republication of Dentons' note on Law 10008 (in force 1 September 2021, before its regulation), found with the search tool (pages) for 'Dentons Costa Rica Digital Nomadic Visa Law 10.008 income of the spouse' (November 2026): 'If the applicant chooses to apply for the visa also for his family (spouse or life partner, children under twenty-five or disabled children, as well as any elderly person living with the applicant), the monthly income to be justified will be US $ 4,000.00, which amount can be included in the income of the spouse or one of the other family members.' CRIBO (cribo.cr/update-on-digital-nomads-visa, on the bill of January 2021) says the amount 'may be validly integrated with the one of the spouse, or any of the other members', and an undated summary of the law as passed in second debate (no address in the search store) quotes article 10 as 'the amount of income may be validly integrated among the members and must reach the sum of $4,000 USD per month'. Re-checked against the July 2022 regulation (Decreto 43619, November 2026 pass; searched 'Decreto 43619 reglamento Ley 10008 ingreso grupo familiar', 'el monto de ingresos podrá integrarse válidamente entre los miembros', 'Costa Rica digital nomad regulation family income combined spouse', 'PGR-OJ-046-2022 artículo 10', and for the law on pgrweb.go.cr): the regulation's own text was not found, and no source says it changed article 10 of the law. What the regulation says is quoted by AG Legal (aglegal.com/general/requisites-to-apply-as-a-digital-nomad, July 2022), article 4: the digital nomad is the person who 'receives a payment or remuneration from abroad for a minimum amount of three thousand US dollars per month ($3,000.00) and in case of requesting legal stay for their dependents of four thousand dollars per month ($4,000.00)'; the Tourism Board's requirements page (visitcostarica.com/digital-nomads/requirements) restates it as 'earning ... a minimum of four thousand U.S. dollars ($4,000.00) per month ... for the provision of such services if they also wish to apply for their dependents'. That wording puts the amount on the remote worker's own pay but does not say a family member's income may not be added. Start Abroad (startabroad.com/costa-rica-digital-nomad-visa-factsheet, undated, an application service) says 'Eligibility of dependents in the family application is linked to the income of the main applicant' but also 'require a collective income of $4,0[00]'. CRIBO's July 2022 note on the signed regulation (cribo.cr/digital-nomad-regulations-are-in-place) repeats the law's income rule, but its stored excerpt stops before the sentence on the family amount. Kept as counts: true because the law (which a regulation cannot contradict) allows it, with the buyer note warning that the regulation describes the amount as the worker's own pay. Doubt remains until Migración's practice or the regulation's text is read.",
};
const DEPENDANTS_RULE = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "Costa Rica Family Relocation: Understanding Residency for Dependents",
  via: "Fragomen",
  url: "https://www.fragomen.com/insights/costa-rica-family-relocation-understanding-residency-for-dependents.html",
  asOf: "2025-10-22",
  reviewedOn: "2026-11-28",
  research:
    "Immigration-firm note of 22 October 2025 quoting article 2 of the Reglamento de Extranjería (Decree 37112-G): dependants are the 'Spouse, children under or over age with disabilities, unmarried children up to 25 years of age, parents, and siblings under or over age with disabilities, who are economically dependent on the holder of an immigration status'; children 18 to 25 must be enrolled in studies; parents must be economically dependent. The Embassy of Costa Rica in Germany's pensionado page (http:// only, not linkable) lists the spouse and minor children or adult children with disabilities. No source states an extra income per dependant for the pensionado, rentista or investor categories (the pensionado income covers a couple; CRIE and costaricaresidence.com say the rentista amount does not rise with dependants), so no household multiplier is set.",
};
const EMPLOYEE_SHEET = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "Requisitos: residencia temporal para ejecutivos y dependientes de trabajadores de empresas registradas",
  via: "Studylib",
  url: "https://studylib.es/doc/5975279/residencia-temporal-ejecutivos-empresas-registradas",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Copy of Migración's requirement sheet for employees of companies registered with the DGME (undated; asOf is the year it was read, November 2026): '1 Solicitud dirigida a la Dirección General suscrita por el o la representante legal o apoderado(a) de la empresa en la cual se solicita la residencia temporal para el empleado(a)'; 'Se entenderá por dependiente al cónyuge, hijos menores de veinticinco años o mayores con discapacidad'; US$50 fee and stamps as on Migración's own temporary-residence page. Found searching 'Costa Rica residencia temporal ejecutivos representantes gerentes personal técnico requisitos empresa inscrita Migración'. The migracion.go.cr page of the sheet was not found.",
};
const RENTISTA_DEPOSIT = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "Living in Costa Rica as a Rentista",
  via: "ERP Lawyers",
  url: "https://erplawyers.com/en/2024/06/living-in-costa-rica-as-a-rentista",
  asOf: "2024-06",
  reviewedOn: "2026-11-28",
  research:
    "Law-firm page of June 2024: the rentista must 'demonstrate monthly income of $2,500 USD for at least two years (can come from passive income)'; 'Verified Income: Bank certification of $2,500 USD monthly for two years or a $60,000 USD deposit in a local bank'. CRIE (crie.cr/en/residency-for-fixed-income) says the same: a USD 60,000 deposit in an approved bank paid out at USD 2,500 a month, 'OR proof of US$2,500 per month passive income (cannot be employment income)'. Lexincorp (lexincorp.com, July 2022) says the DGME's opinion GE-SVT-079-03-2021 read 'renta' as investment returns and questioned the deposit-and-payout approach, and that the income may not come from a salary or payroll; the 2024 pages still list the deposit, so it is kept with this caveat. Searched for Migración's own rentista requirement sheet ('Residencia temporal rentista requisitos específicos certificación ingreso mínimo US$2.500 mensuales período mínimo de dos años depósito'): none came back.",
};

// Second sources for the four money thresholds (issue 30): a Costa Rican law firm that states all three residence
// amounts, and the Tourism Board's digital-nomad page for the nomad income.
const ERP_AMOUNTS = {
  ...RENTISTA_DEPOSIT,
  reviewedOn: "2026-11-29",
  research:
    "Law-firm page of June 2024, read again with the search tool (pages) for 'Costa Rica residencia pensionado US$1.000 mensuales rentista US$2.500 inversionista US$150.000 requisitos Migración' (November 2026): 'Rentista: Must demonstrate monthly income of $2,500 USD for at least two years (can come from passive income)'; 'Investor: Must invest a minimum of $150,000 USD in local projects'; 'Pensioner: Must demonstrate that they receive a monthly pension of at least $1,000 USD from an official source'. Same amounts as the Playbook guide. Crespo Agency (crespo-agency.com) gives the same three amounts; CRIE (crie.cr, undated) still gives USD 200,000 for investors, the amount before Law 9996 of 2021.",
};
const NOMAD_INCOME = {
  ...NOMAD_REQUIREMENTS,
  reviewedOn: "2026-11-29",
  research:
    "The Costa Rica Tourism Board's official restatement of Law 10008 and its regulation, read again in November 2026 with the search tool (pages) for 'visitcostarica digital nomads requirements three thousand U.S. dollars ($3,000.00) per month remote workers' (stored copy at https://www.visitcostarica.com/pt/node/43044, same text): applicants qualify if they provide paid services remotely to a person or entity outside Costa Rica, 'earning a minimum amount of three thousand U.S. dollars ($3,000.00) per month originating from outside of Costa Rica for the provision of such services, or a minimum of four thousand U.S. dollars ($4,000.00) per month ... if they also wish to apply for their dependents'. AG Legal's note on article 4 of the July 2022 regulation gives the same amounts.",
};

const IN_COUNTRY: RouteConditions["applies"] = {
  via: "in-country",
  how: "File the application with Migración (the DGME) in Costa Rica, with the USD 50 fee paid in colones at Banco de Costa Rica, fingerprints taken by the Ministry of Public Security and your consular registration.",
  source: MIGRACION_TEMPORARY,
};
const RESIDENCE_DEPENDANTS: RouteConditions["dependants"] = {
  partner: "spouse", children: { underYears: 18 }, who: "a spouse, children under 18, unmarried children up to 25 who are studying, children with a disability of any age, and economically dependent parents",
  source: DEPENDANTS_RULE,
  childPermit: "Children aged 18 to 25 can come only if they are unmarried and enrolled in studies.",
};

// Corrected November 2026 (issue 28.1): the guide's "temporary residence takes 3 years, then you become a permanent
// resident" is not the law's term. Article 79 of Law 8764 grants temporary residence for more than 90 days and up
// to two years, renewable; permanent residence may be requested after three consecutive years (AG Legal's summary).
const TEMPORARY_RESIDENCE: SourcedText = {
  text: "Temporary residence for up to two years, renewable while you keep meeting the requirement.",
  source: AG_LEGAL,
};
const PERMANENT_RESIDENCE: SourcedYears = {
  years: 3,
  note: "Permanent residence may be requested after three consecutive years of temporary residence.",
  source: AG_LEGAL,
};
const NO_CITIZENSHIP_SOURCE: Unknown = {
  value: null,
  note: "The residence period for naturalisation is not stated in the sources used for this report; check with the Registro Civil (TSE).",
};
const NO_FEE: Unknown = { value: null, note: "The Migration application and residence-card fees are not stated in the sources used for this report." };
const NO_TIME: Unknown = NO_PROCESSING_TIME;

export const costaRicaRoutes: CountryRoutesData = {
  country: "costa-rica",
  checked: "2026-11",
  routes: [
    {
      id: "pensionado",
      kind: "retirement",
      name: "Pensionado (retiree) temporary residence",
      whoFor: "People with a lifetime pension from a government, social security or private retirement plan; one pension covers a couple.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", amount: 1000, currency: "USD", period: "month", basis: "guaranteed lifetime pension income", source: PLAYBOOK, crossCheck: { source: ERP_AMOUNTS } },
      conditions: {
        incomeKinds: ["pension"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: IN_COUNTRY,
        dependants: RESIDENCE_DEPENDANTS,
      },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: TEMPORARY_RESIDENCE,
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://www.migracion.go.cr/",
    },
    {
      id: "rentista",
      kind: "retirement",
      name: "Rentista (fixed income) temporary residence",
      whoFor: "People who are not retired but can show a stable income, usually by depositing USD 60,000 in a Costa Rican bank that pays it back at USD 2,500 a month.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 2500,
        currency: "USD",
        period: "month",
        basis: "stable income for two years, usually shown with a USD 60,000 deposit in a Costa Rican bank",
        source: PLAYBOOK,
        crossCheck: { source: ERP_AMOUNTS },
      },
      savingsInstead: {
        kind: "savings",
        amount: 60000,
        currency: "USD",
        period: "once",
        basis: "a USD 60,000 deposit in a Costa Rican bank, paid out to you at USD 2,500 a month for two years",
        source: RENTISTA_DEPOSIT,
        // The guide the income floor cites gives the same USD 60,000 deposit.
        crossCheck: { source: PLAYBOOK },
      },
      conditions: {
        incomeKinds: ["pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: IN_COUNTRY,
        dependants: RESIDENCE_DEPENDANTS,
      },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: TEMPORARY_RESIDENCE,
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://www.migracion.go.cr/",
    },
    {
      id: "digital-nomad",
      kind: "remote-work",
      name: "Digital nomad visa (estancia para trabajadores y prestadores remotos)",
      whoFor: "Remote employees and freelancers paid from outside Costa Rica.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", amount: 3000, currency: "USD", period: "month", basis: "stable income from abroad (USD 4,000 with dependants)", source: PLAYBOOK, crossCheck: { source: NOMAD_INCOME } },
      conditions: {
        incomeKinds: ["remote-work"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "online",
          how: "Apply online on Migración's Trámite Ya platform (tramiteya.go.cr/dgme), or on a paper form at a Migración office in Costa Rica, with the USD 100 fee paid to Banco de Costa Rica.",
          source: NOMAD_REQUIREMENTS,
        },
        dependants: {
          partner: "spouse-or-partner", children: { underYears: 25 }, who: "a spouse or de facto partner, children under 25, children of any age with a disability, and older people who live with you (the income floor rises to USD 4,000 a month)",
          source: NOMAD_DEPENDANTS,
          partnerIncome: {
            counts: false,
            note: "Sources differ: the law lets the USD 4,000 a month for a family be made up with your spouse's or another family member's income, but the 2022 regulation describes it as the remote worker's own pay; we count only the applicant's own income, so confirm with Migración before relying on a combined income.",
            source: NOMAD_FAMILY_INCOME,
          },
        },
      },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: {
        text: "A one-year stay, renewable once for another year; it is not residence and does not count towards permanent residence.",
        source: PLAYBOOK,
      },
      permanentResidence: { value: null, note: "The digital nomad stay does not lead to permanent residence." },
      citizenship: { value: null, note: "The digital nomad stay does not count towards naturalisation." },
      officialPage: "https://www.migracion.go.cr/",
    },
    {
      id: "inversionista",
      kind: "investment",
      name: "Inversionista (investor) temporary residence",
      whoFor: "People investing in Costa Rican property, a business or an approved project; unlike the other categories, you may work in the business you invest in.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "investment", amount: 150000, currency: "USD", period: "once", basis: "minimum investment in property, a business or an approved project", source: PLAYBOOK, crossCheck: { source: ERP_AMOUNTS } },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: IN_COUNTRY,
        dependants: RESIDENCE_DEPENDANTS,
      },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: TEMPORARY_RESIDENCE,
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://www.migracion.go.cr/",
    },
    {
      id: "executives-specialists",
      kind: "work",
      name: "Temporary residence for executives, technical staff and specialised employees of companies in Costa Rica (Law 8764, article 79)",
      whoFor: "Managers, technical staff and specialised employees hired by a company established in Costa Rica; the employer files the application with Migración, which weighs the Ministry of Labour's opinion on whether the hire displaces Costa Rican workers.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No fixed salary floor is published for this route: the employer must explain why it needs a foreign worker and show it can pay the salary, and Migración decides case by case with the Ministry of Labour's opinion.",
      },
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 2,
          note: "This route is for executives, managers, technical staff and specialised employees of a company in Costa Rica, not for unskilled work.",
          source: AG_LEGAL,
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your employer's legal representative files the application with Migración in Costa Rica for you, with the company's documents; Migración weighs the Ministry of Labour's opinion.",
          source: EMPLOYEE_SHEET,
        },
        dependants: { partner: "spouse", children: { underYears: 25 }, who: "a spouse, children under 25 and children of any age with a disability", source: EMPLOYEE_SHEET },
      },
      fee: {
        amount: 50,
        currency: "USD",
        what: "temporary-residence application fee, paid in colones at Banco de Costa Rica (plus stamp duties of CRC 125 and CRC 2.50 per page)",
        source: MIGRACION_TEMPORARY,
      },
      processingTime: NO_TIME,
      durationAndRenewal: { text: "Temporary residence for more than 90 days and up to two years, renewable while the job continues.", source: AG_LEGAL },
      permanentResidence: { years: 3, note: "Permanent residence may be requested after three consecutive years of temporary residence.", source: AG_LEGAL },
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://migracion.go.cr/Paginas/Categor%C3%ADa%20Migratorias%20(Extranjer%C3%ADa)/Primera%20Vez/Residencia-Temporal.aspx",
    },
  ],
  absent: [],
};
