import type { CountryRoutesData, SourcedText, SourcedYears, Unknown } from "../knowledge.schema";
import type { RouteConditions } from "./route-conditions.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Ecuador's long-stay routes for a US citizen, read in November 2026 in the guides named below (no stored copy
// of the Ministry of Foreign Affairs' own e-VISAS pages was found). Ecuador uses the US dollar; thresholds are
// multiples of the Unified Basic Salary (SBU), USD 482 a month in 2026 according to the source used (one other
// guide gives USD 486, i.e. USD 1,458 for three times the SBU: confirm the figure when you apply). The worker and
// investor visas (added November 2026) are cited from immigration guides restating the Ministry's rules; the step to
// permanent residence after 21 months of temporary residence is cited from the Ministry's own trámite page on gob.ec.
const SBU_2026 = {
  publisher: "Government of Ecuador",
  title: "With Ecuador's new 2026 basic salary: which visas are more accessible today?",
  via: "EcuaAssist",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, group B) gob.ec trámite pages and cancilleria.gob.ec: the stored gob.ec visa pages (e.g. https://www.gob.ec/index.php/mremh/tramites/concesion-visa-residencia-permanente-tiempo-permanencia-mayor-21-meses) refer the income requirement to Acuerdo Ministerial No. 70 of June 28, 2024 (https://www.cancilleria.gob.ec/wp-content/uploads/2024/07/0000070.pdf), which is not in the search store; no stored official page states the SBU multiples for the jubilado, rentista or digital-nomad visas.",
  url: "https://www.ecuaassist.com/single-post/with-ecuador-s-new-2026-basic-salary-which-visas-are-more-accessible-today",
  asOf: "2025-12-27",
  reviewedOn: "2026-11-23",
};
const RENTISTA = {
  publisher: "Government of Ecuador",
  title: "Ecuador: Rentista / Pensioner Temporary Residency (2026)",
  via: "CountryToLive",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, group B) gob.ec trámite pages and cancilleria.gob.ec: the stored gob.ec visa pages (e.g. https://www.gob.ec/index.php/mremh/tramites/concesion-visa-residencia-permanente-tiempo-permanencia-mayor-21-meses) refer the income requirement to Acuerdo Ministerial No. 70 of June 28, 2024 (https://www.cancilleria.gob.ec/wp-content/uploads/2024/07/0000070.pdf), which is not in the search store; no stored official page states the SBU multiples for the jubilado, rentista or digital-nomad visas.",
  url: "https://www.countrytolive.com/residence/ecuador-rentista-pensioner",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

const INVESTOR_AMOUNT = {
  publisher: "Ecuadorian Ministry of Foreign Affairs and Human Mobility",
  title: "Ecuador Investor Visa 2024: How Much Must You Invest?",
  via: "Cuenca Visas",
  url: "https://cuencavisas.pages.dev/my-blog/blog/investor-visa/ecuador-investor-visa-2024-how-much-must-you-invest",
  asOf: "2024",
  reviewedOn: "2026-11-25",
  research:
    "Immigration-adviser guide (2024): the Visa de Residencia Temporal de Inversionista requires an investment 'legally defined as 100 times the Salario Básico Unificado (SBU)', USD 46,000 with the 2024 SBU of USD 460, under article 60(10) of the Ley Orgánica de Movilidad Humana and its regulations. The same multiple is given by ecuador-visa.com (USD 45,000 at SBU 450), mylatinlife.com (USD 42,500 at SBU 425, 2022) and the same adviser's certificate-of-deposit guide. Searched 'Ecuador visa de residencia temporal de inversionista 100 salarios básicos unificados requisitos', 'gob.ec concesión visa residencia temporal inversionista certificado de depósito póliza salarios básicos unificados', 'Ecuador investor visa 2026 minimum investment 100 times basic salary': no gob.ec or cancilleria.gob.ec page stating the multiple was found.",
};
const INVESTOR_DEPOSIT = {
  publisher: "Ecuadorian Ministry of Foreign Affairs and Human Mobility",
  title: "Ecuador Investor Visa CD: How to Structure Your Deposit for Maximum Return & Compliance",
  via: "Cuenca Visas",
  url: "https://cuencavisas.pages.dev/my-blog/blog/investor-visa/ecuador-investor-visa-cd-how-to-structure-your-deposit-for-maximum-return-compliance",
  asOf: "2024",
  reviewedOn: "2026-11-25",
  research:
    "Same adviser's guide to the certificate of deposit (póliza de acumulación), the most common form of the investment: the minimum is 100 times the SBU, the funds must be of verifiable legal origin and free of liens, and 'A minimum term of 730 days (2 years) is the standard practice to align with the initial temporary residency period.'",
};
const WORKER_GUIDE = {
  publisher: "Ecuadorian Ministry of Foreign Affairs and Human Mobility",
  title: "Ecuador Professional Visa: Your Guide to Working Legally as an Expat",
  via: "Your Ecuador Life",
  url: "https://yourecuadorlife.pages.dev/blog/visas/ecuador-professional-visa-your-guide-to-working-legally-as-an-expat.html",
  asOf: "2026",
  reviewedOn: "2026-11-25",
  research:
    "Expat guide (undated; asOf is the year it was read, November 2026) to the Visa de Residencia Temporal de Trabajo: for people with a formal employment contract with an Ecuadorian company or institution; 'It is initially issued for a period of two years and can be renewed. Upon completing 21 months as a temporary resident, you may become eligible to apply for permanent residency.' The special requirements as listed on the Ministry's trámite page are restated by 2001online (https://2001online.com/servicios/asi-puedes-tramitar-la-visa-de-trabajo-en-ecuador/amp): the employment contract or 'acción de personal', the Ministry of Labour's certificate registering the contract, and the employer's certificates of no pending obligations with the SRI, the IESS and the Superintendencia de Compañías. Searched 'gob.ec trámite visa residencia temporal trabajo contrato laboral', 'gob.ec mremh tramites concesion-visa-residencia-temporal-trabajo': the gob.ec worker page itself is not stored. No source sets a visa-specific salary floor.",
};
const PERMANENT_AFTER_21_MONTHS: SourcedYears = {
  years: 1.75,
  note: "Permanent residence may be requested after more than 21 months of temporary residence, before the temporary visa expires.",
  source: {
    publisher: "Ecuadorian Ministry of Foreign Affairs and Human Mobility",
    title: "Concesión de visa de residencia permanente por tiempo de permanencia mayor a 21 meses con residencia temporal en el Ecuador",
    url: "https://www.gob.ec/index.php/mremh/tramites/concesion-visa-residencia-permanente-tiempo-permanencia-mayor-21-meses",
    asOf: "2026",
    reviewedOn: "2026-11-25",
    research:
      "Official gob.ec trámite page of the Ministry (undated; it cites Acuerdo Ministerial No. 70 of 28 June 2024; asOf is the year it was read, November 2026): permanent residence is granted to foreigners 'que acrediten residencia temporal en Ecuador mayor a 21 meses'. Found searching 'gob.ec concesión visa residencia permanente tiempo de permanencia mayor a 21 meses residencia temporal'. expat.com's summary of article 63 of the Ley Orgánica de Movilidad Humana adds that the application must be filed before the temporary visa expires.",
  },
};

// Second sources for the SBU multiples (issue 30), each from a different adviser or guide than the figure's source.
const JUBILADO_SECOND = {
  publisher: "Ecuadorian Ministry of Foreign Affairs and Human Mobility",
  title: "Ecuador Jubilado Visa: Step-by-Step Guide for US & Canadian Retirees",
  via: "Cuenca Visas",
  url: "https://cuencavisas.pages.dev/my-blog/blog/retirement-visa/ecuador-jubilado-visa-step-by-step-guide-for-us-canadian-retirees",
  asOf: "2024",
  reviewedOn: "2026-11-29",
  research:
    "Immigration-adviser guide (2024), found with the search tool (pages) for 'Ecuador pensioner visa income three times the unified basic salary SBU rentista digital nomad visa 3 SBU' (November 2026): 'Minimum Income Requirement: You must prove a stable, monthly income from a foreign source, guaranteed for your lifetime. As of 2024, the minimum income is three times Ecuador's Salario Básico Unificado (SBU).' 'The 2024 SBU is $460 USD. Therefore, the principal applicant must demonstrate a consistent monthly income of $1,380 USD (3 x $460).' Same multiple as the data. Residency Routes (residencyroutes.com) also says 'an income that is three times the local minimum wage'.",
};
const RENTISTA_SECOND = {
  publisher: "Ecuadorian Ministry of Foreign Affairs and Human Mobility",
  title: "Ecuador Rental Income Visa 2026: Requirements, Costs, and How to Qualify",
  via: "My Ecuador Visa",
  url: "https://www.myecuadorvisa.com/blog/rental-income-visa-ecuador-2026",
  asOf: "2026-02",
  reviewedOn: "2026-11-29",
  research:
    "Cuenca visa agency's guide 'as of February 2026', found with the search tool (pages) for 'Ecuador rentista visa minimum income three times SBU passive income Visa de Residencia Temporal de Rentista' (November 2026): 'The official name is the Visa de Residencia Temporal de Rentista. It falls under Article 60 of the Ley Organica de Movilidad Humana'; 'For 2026, you need to show at least $1,446 per month in qualifying passive income - that's three times the Salario Basico Unificado (SBU) of $482.' Same multiple as the data. VisaDB quotes the Ministry's wording: income 'equal to or greater than (3) three Unified Basic Salaries of the worker in general'.",
};
const NOMAD_SECOND = {
  publisher: "Ministry of Tourism of Ecuador (Ecuador Travel)",
  title: "L'Équateur lance un nouveau visa pour les nomades numériques",
  via: "Alheejra",
  url: "https://alheejra.com/news/lequateur-lance-un-nouveau-visa-pour-les-nomades-numeriques-alheejra-news",
  asOf: "2022",
  reviewedOn: "2026-11-29",
  research:
    "News page on the launch of the 'Rentista pour le travail à distance' visa (undated; 2022 is the year the visa opened), found with the search tool (pages) for 'Ecuador digital nomad visa Rentista para Nómada Digital income three times the Salario Básico Unificado per month foreign source' (November 2026): 'Ecuador Travel a expliqué que le salaire des travailleurs à distance doit être trois fois plus élevé que le salaire mensuel de base en Équateur', quoting the Tourism Ministry: 'Démontrer un revenu de source étrangère d'au moins trois salaires de base unifiés par mois, au cours des trois mois précédant la demande de visa, ou avoir un total de 36 salaires de base unifiés pour chaque année'. Same multiple as the data. Expat Money (September 2022) says the nomad visa's income requirement is the same as the pensioner visa's (USD 1,275, three times the 2022 SBU of USD 425).",
};
const INVESTOR_SECOND = {
  publisher: "Ecuadorian Ministry of Foreign Affairs and Human Mobility",
  title: "Ecuadorian Investor Visa Guide",
  via: "Ecuador-Visa.com",
  url: "https://ecuador-visa.com/ecuadorian-investor-visa-guide/",
  asOf: "2023",
  reviewedOn: "2026-11-29",
  research:
    "Visa-service guide to the Residencia Temporal Inversionista (undated; USD 45,000 is 100 times the 2023 SBU of USD 450, hence asOf 2023), found with the search tool (pages) for 'Ecuador investor visa 2026 minimum investment 100 times SBU certificate of deposit' (November 2026): 'To qualify for an Ecuadorian Investment Visa, you must invest a minimum of $45,000 USD in the country. This requirement is based on 100 times the' (the stored excerpt stops there). Ecuador Tours' guide (ecuadortours.pages.dev, September 2025) says 'purchase property with a minimum value equal to 100 unified basic salaries (Salarios Básicos Unificados, or SBU)'. Same multiple as the data.",
};

// The conditions (issue 28.1). Where to apply is the Ministry's own trámite pages on gob.ec (the same channels for
// every temporary-residence visa); who may join, a Quito immigration lawyer's summary of the dependants' visa (amparo).
const TEMPORARY_VISA_CHANNELS = {
  publisher: "Ecuadorian Ministry of Foreign Affairs and Human Mobility",
  title: "Concesión de visa de residencia temporal MERCOSUR (where and how temporary-residence visas are filed; the visa itself is for Mercosur nationals)",
  url: "https://www.gob.ec/index.php/mremh/tramites/concesion-visa-residencia-temporal-mercosur",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official gob.ec trámite page of the Ministry (undated; asOf is the year it was read, November 2026). The visa itself is for Mercosur nationals; the page is cited for the channels the Ministry uses for every temporary-residence visa: 'Se emite a través de las Misiones Diplomáticas u Oficinas Consulares del Ecuador en el exterior y en las Direcciones Zonales en el Ecuador'; 'PROCEDIMIENTO EN LÍNEA'; 'Canales de atención: En línea (Sitio / Portal Web / Aplicación web), Presencial'. The gob.ec pages for the volunteer visa (gob.ec/mremh/tramites/concesion-visa-residencia-temporal-voluntario-misionero) and for permanent residence after 21 months use the same wording. The gob.ec pages for the jubilado, rentista, digital-nomad, worker and investor visas are not stored (searched 'gob.ec mremh tramites visa residencia temporal rentista jubilado Direcciones Zonales Misiones Diplomáticas requisitos obligatorios', November 2026). Avenuemia's guide to the digital-nomad visa (avenuemia.com) describes the same online filing on the Ministry's virtual consulate, choosing a consulate abroad or an office in Ecuador.",
};
const DEPENDANTS_AMPARO = {
  publisher: "Ecuadorian Ministry of Foreign Affairs and Human Mobility",
  title: "Visa options and citizenship",
  via: "Grace Nelson Law",
  url: "https://gracenelsonlaw.com/visa-options%2Fcitizenship-1",
  asOf: "2022",
  reviewedOn: "2026-11-28",
  research:
    "Immigration lawyer's page (undated; it quotes the August 2022 basic salary, hence asOf 2022): 'There are 15 Temporary Residency Visa types/categories ... All of which, excluding the dependents TRV, allow dependents (spouse, partner in common law union and/or children) and all of them require applicants to prove economic solvency'. Expat.com's forum answer on the 'visa de residencia temporal por amparo' says the same (spouse or de facto partner and children, after the main visa is granted). Which children (an age limit) and any income per dependant are not stated in a source found: CountryToLive gives USD 250 a month per dependant for the rentista visa (in that route's basis), but no official page confirms it and Acuerdo Ministerial 70 of 2024 is not stored, so no household multiplier is set. Partner income (issue 29.6), searched November 2026 with the search tool (pages: 'Ecuador pensioner visa spouse combine income married couple dependent', 'Ecuador jubilado visa both spouses pensions combined to meet income requirement', 'sumar ingresos de ambos cónyuges visa residencia temporal Ecuador rentista jubilado', 'Ecuador rentista visa income in spouse's name joint account accepted primary applicant', 'Ecuador digital nomad visa spouse dependents income requirement family members additional', 'Protocolo para Acreditar Medios de Vida Lícitos ... Grupo Familiar Dependiente'): no official page says whether a joining spouse's own income is added to the main applicant's. The gob.ec permanent-residence page (copied on estraducir.com) refers the proof of means to the Ministry's 'Protocolo para Acreditar Medios de Vida Lícitos que Justifiquen la Subsistencia de la Persona Solicitante y de su Grupo Familiar Dependiente' (Acuerdo Ministerial 0000085), which is not in the store. Cuenca Visas' 'Can Spouses Combine Pensions for Ecuador Retiree Visa? (Legal Guide)' (cuencavisas.pages.dev/my-blog/blog/retirement-visa/can-spouses-combine-pensions-for-ecuador-retiree-visa-legal-guide.html) says the answer 'depends entirely on structuring the application correctly under the principle of dependency (amparo)', that the primary applicant must show three SBU ('$1,380 per month for the primary applicant') and that 'a couple applying together must demonstrate a combined, stable monthly income of at least $1,840 ($1,380 + $460)', without saying in the part available whether the spouse's own pension may make up the primary applicant's three SBU; residencyroutes.com says 'for each additional person, the primary applicant needs to demonstrate an extra $250 of monthly income'; the same adviser's other pages give USD 100 or one SBU per dependant, emigranto.com and digitalnomadsite.com USD 250. The sources neither agree nor state the rule, so partnerIncome is left unset for the jubilado, rentista and digital-nomad visas. Investor visa: Cuenca Visas' 'Can Spouses Pool Funds for Ecuador Investor Visa? Titular vs. Dependiente Explained' says the regulations 'draw a firm line between the primary investor and their dependents', the titular being 'the individual who personally and directly fulfills the primary requirements of the visa'; its money test is an investment, not income, and the page's conclusion was not available, so nothing is set. No waiting period (joinsAfterMonths): dependants apply once the main visa is granted.",
};

/** The worker visa rests on the main applicant's own contract (issue 29.6): a partner's income plays no part. */
const WORKER_CONTRACT_IS_OWN: NonNullable<RouteConditions["dependants"]["partnerIncome"]> = {
  counts: false,
  note: "There is no salary floor of its own: the visa rests on the main applicant's own employment contract with an Ecuadorian employer, and a partner's income does not count toward it.",
  source: {
    ...WORKER_GUIDE,
    research:
      "Same expat guide as WORKER_GUIDE, read again November 2026 with the search tool (pages: 'Ecuador Professional Visa: Your Guide to Working Legally as an Expat employment contract Ecuadorian company'): 'this visa is specifically designed for individuals who have secured a formal employment contract to perform legal, paid work in Ecuador'; 'It is strictly for individuals who have a formal, registered employment contract with an Ecuadorian company or institution'. No source sets a salary floor for the visa, so no income test exists to which a partner's income could be added; the pattern of the other job-based routes (counts false) is followed.",
  },
};

const APPLY_ONLINE: RouteConditions["applies"] = {
  via: "online",
  how: "Apply online on the Foreign Ministry's visa platform, choosing an Ecuadorian consulate abroad or one of the Ministry's zonal offices in Ecuador; you can also apply in person there.",
  source: TEMPORARY_VISA_CHANNELS,
};
const FAMILY: RouteConditions["dependants"] = {
  partner: "spouse-or-partner", children: "dependent", who: "a spouse or common-law partner and children, each on a dependant's visa after yours is granted",
  source: DEPENDANTS_AMPARO,
};
const conditionsFor = (incomeKinds: RouteConditions["incomeKinds"]): RouteConditions => ({
  incomeKinds,
  skill: { rule: "any" },
  maximumAge: null,
  points: null,
  applies: APPLY_ONLINE,
  dependants: FAMILY,
});

const TWO_YEARS: SourcedText = { text: "Temporary residence for two years; apply through the Ministry's e-VISAS platform.", source: RENTISTA };
const NO_CITIZENSHIP: Unknown = { value: null, note: "The residence period for naturalisation is not stated in a dated source used for this report." };
const NO_FEE: Unknown = { value: null, note: "The visa fees are not stated in a dated source used for this report." };
const NO_TIME: Unknown = NO_PROCESSING_TIME;

export const ecuadorRoutes: CountryRoutesData = {
  country: "ecuador",
  checked: "2026-11",
  routes: [
    {
      id: "pensioner",
      kind: "retirement",
      name: "Temporary residence visa for pensioners (jubilado)",
      whoFor: "People with a lifetime pension: US Social Security, a government pension or a private retirement plan.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", basedOn: { quantity: "ecuador.basic-salary", times: 3 }, period: "month", basis: "three times {base}", source: SBU_2026, crossCheck: { source: JUBILADO_SECOND } },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: TWO_YEARS,
      conditions: conditionsFor(["pension"]),
      permanentResidence: PERMANENT_AFTER_21_MONTHS,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://www.cancilleria.gob.ec/",
    },
    {
      id: "rentista",
      kind: "retirement",
      name: "Temporary residence visa for people living on their income (rentista)",
      whoFor: "People with a stable passive income from abroad, such as rents or investments; health insurance covering Ecuador is required.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", basedOn: { quantity: "ecuador.basic-salary", times: 3 }, period: "month", basis: "three times {base}, plus USD 250 a month per dependant", source: RENTISTA, crossCheck: { source: RENTISTA_SECOND } },
      conditions: conditionsFor(["passive"]),
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: TWO_YEARS,
      permanentResidence: PERMANENT_AFTER_21_MONTHS,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://www.cancilleria.gob.ec/",
    },
    {
      id: "digital-nomad",
      kind: "remote-work",
      name: "Digital nomad visa",
      whoFor: "Remote employees, consultants and freelancers earning their income from outside Ecuador.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", basedOn: { quantity: "ecuador.basic-salary", times: 3 }, period: "month", basis: "three times {base}", source: SBU_2026, crossCheck: { source: NOMAD_SECOND } },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: { value: null, note: "The visa's length and renewal terms are not stated in a dated source used for this report." },
      conditions: conditionsFor(["remote-work"]),
      permanentResidence: PERMANENT_AFTER_21_MONTHS,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://www.cancilleria.gob.ec/",
    },
    {
      id: "worker",
      kind: "work",
      name: "Temporary residence visa for workers (visa de residencia temporal de trabajo)",
      whoFor: "People hired by a public or private employer in Ecuador under an employment contract registered with the Ministry of Labour; the employer must be up to date with the tax authority (SRI), social security (IESS) and the Superintendency of Companies.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No salary floor is set for this visa: it rests on an employment contract registered with the Ministry of Labour, which must pay at least Ecuador's unified basic salary like any job.",
      },
      conditions: {
        ...conditionsFor(["salary"]),
        applies: {
          via: "online",
          how: "Once your employer has registered your contract with the Ministry of Labour, apply online on the Foreign Ministry's visa platform with the employer's documents, choosing a consulate abroad or a zonal office in Ecuador.",
          source: TEMPORARY_VISA_CHANNELS,
        },
        dependants: { ...FAMILY, partnerIncome: WORKER_CONTRACT_IS_OWN },
      },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: { text: "Temporary residence for two years, renewable while the employment continues.", source: WORKER_GUIDE },
      permanentResidence: PERMANENT_AFTER_21_MONTHS,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://www.cancilleria.gob.ec/",
    },
    {
      id: "investor",
      kind: "investment",
      name: "Temporary residence visa for investors (visa de residencia temporal de inversionista)",
      whoFor: "People who invest their own lawfully earned money in Ecuador, most often a certificate of deposit at an Ecuadorian bank; the visa lets you live in Ecuador and run the business you invest in.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        basedOn: { quantity: "ecuador.basic-salary", times: 100 },
        period: "once",
        basis: "an investment in Ecuador of at least 100 times {base}, most often a certificate of deposit at an Ecuadorian bank, kept free of liens",
        source: INVESTOR_AMOUNT,
        crossCheck: { source: INVESTOR_SECOND },
      },
      conditions: conditionsFor(["salary", "remote-work", "pension", "passive"]),
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: {
        text: "Temporary residence for two years; the certificate of deposit is normally kept for at least 730 days to cover it.",
        source: INVESTOR_DEPOSIT,
      },
      permanentResidence: PERMANENT_AFTER_21_MONTHS,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://www.cancilleria.gob.ec/",
    },
  ],
  absent: [],
};
