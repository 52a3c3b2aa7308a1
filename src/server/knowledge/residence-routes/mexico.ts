import type { CountryRoutesData, Unknown } from "../knowledge.schema";
import type { RouteConditions } from "./route-conditions.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Mexico's long-stay routes for a US citizen, read in November 2026, cited to Mexican consulates in the United
// States (issue 30: a US buyer applies at one of them). The solvency amounts are the Consulate in Tucson's; the
// rule they express (300 days of minimum wage a month over six months, or an average balance of 5,000 days over
// twelve months) is the Mexican consular network's own, and the 2026 minimum wage it is measured in was read in
// El Economista's report of the CONASAMI decision. Consulates convert the rule to dollars themselves, so the dollar
// figure they ask for can differ a little from the one shown here.
const SOLVENCY_RULE = {
  publisher: "Consulate of Mexico in Tucson",
  title: "Temporary residency visa: economic solvency (important notice to United States and Canadian citizens)",
  url: "https://consulmex.sre.gob.mx/tucson/index.php/avisos/497-temporary-visa",
  asOf: "2025",
  reviewedOn: "2026-11-28",
  research:
    "Official consular page (undated; its dollar amounts are those of the 2025 minimum wage), found with the search tool (pages) for 'Mexican consulate Chicago New York temporary resident visa 300 days minimum wage six months bank statements 5000 days' (November 2026): 'Temporary residency visa: -Economic solvency: Investment receipts or bank statements showing an average monthly overall balance of over $73,215 USD aprox, per-month, (12 months of statements). -Applicant's pension bank statements with a monthly income of over $4,393 USD (please present too the letter from social security or any other pension that you receive). -Incomes by work (paystubs) for the last six months over 4,393 USD monthly.' These are 300 days (income, six months) and 5,000 days (average balance, twelve months) of the 2025 general minimum wage of MXN 278.80 (MXN 83,640 and 1,394,000) at about MXN 19.04 to the dollar; the page gives the dollar amounts, not the day multiples. The multiples are the rule the SRE's missions publish: the Embassy of Mexico in Saudi Arabia (embamex.sre.gob.mx/arabiasaudita/index.php/en/services/visa?id=124, cited here before) asks for 'bank accounts with average monthly balance equivalent to five thousand days of the general minimum wage in force in Mexico City, during the last twelve months' or 'stable employment or pension with monthly income free of taxes greater than the equivalent of three hundred days of the general minimum wage in force in Mexico City, during the last six months'. No US consulate's temporary-residence page stating the multiples in days was found (searched consulmex pages for Houston, San Diego, Portland, Saint Paul, Chicago, New York and Tucson); the Consulate General in Houston states the permanent-residence rule in days at the same exchange rate (consulmex.sre.gob.mx/houston/index.php/visa-res-perm-retirement: 'at least 20,000 days of the current general minimum wage in Mexico City (approx. $292,941.17 USD)', 'at least 500 days of the current general minimum wage in Mexico City (approx. $7,323.52 USD) after taxes, during each of the previous 6 months'), and the Consulate in Saint Paul asks for 'a monthly balance of at least $69,450 USD during the last year' (5,000 days at about MXN 20.07). Income from work, pensions and savings all count (the Tucson page lists paystubs, pension statements and investment or bank statements). Re-check: the Consulate in Portland's newer permanent-residence page (consulmex.sre.gob.mx/portland/index.php/vrp) states the savings test in UMA days ('at least 45,850 days in UMA funds (approx. $280,000 USD)'), which suggests the 2025 visa guidelines measure the tests in UMA rather than minimum-wage days; no temporary-residence page in UMA was found.",
};

// The consular step (issue 28.1), from the Consulate in Saint Paul's page for the temporary resident visa without a
// work authorisation (retirement, investments and other activities): a consular interview, a visa valid for up to
// six months for one entry, and the resident card collected from the INM after entry.
const TEMPORARY_VISA = {
  publisher: "Consulate of Mexico in Saint Paul",
  title: "Temporary Resident Visa (retirement, investments and other activities, without a work authorization)",
  url: "https://consulmex.sre.gob.mx/saintpaul/index.php/component/content/article/60",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official consular page (undated; asOf is the year it was read, November 2026), found with the search tool (pages) for 'Consulado General de México en Saint Paul visa residente temporal solvencia económica': 'This type of visa is for you if: You are traveling to Mexico for retirement, investments, professional activities, technical activities, artistic activities, scientific activities, and sport activities; You will be in Mexico more than 180 days and less than 4 years; You don't have a work authorization issued by Instituto Nacional de Migración (INM).' 'All visa processes require attending a consular interview.' 'THE VISA IS VALID FOR UP TO 6 MONTHS FOR ONE SINGLE ENTRY. AFTER ENTERING MEXICO WITH THIS VISA, YOU MUST GO TO THE INSTITUTO NACIONAL DE MIGRACIÓN (INM) OFFICE TO GET YOUR RESIDENT ID.' Economic solvency: 'Proof of personal investments accounts or personal bank accounts with a monthly balance of at least $69,450 USD during the last year' or 'Last six months of pay stubs, pension or SS' (the amount is cut off in the stored copy). The Embassy of Mexico in Guatemala's page cited before (embamex.sre.gob.mx/guatemala/.../740-5-residencia-temporal) adds that the card must be requested within 30 calendar days of entry and that appointments are booked on the MiConsulado portal; no US consulate's temporary-residence page stating the 30 days was found, so the text here does not state it. Consulates set their own proof: the Consulate in São Paulo's page (consulmex.sre.gob.mx/saopaulo, 'Inversionista (Residencia Temporal)') asks for six months of payslips and says 'Não serão aceitos recibos pro-labore, declaração de imposto de renda ou notas fiscais', so a freelancer paid on invoices should check what the consulate they use accepts (or use the savings test).",
};

// Remote work (issue 28.1): the Consulate General in San Diego's page for people who will live in Mexico while
// working for a US company and paid by it.
const REMOTE_WORK_VISA = {
  publisher: "Consulate General of Mexico in San Diego",
  title: "Temporary Resident Visa (living in Mexico, working for a US company)",
  url: "https://consulmex.sre.gob.mx/sandiego/index.php/visas?id=460",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official consular page (undated; asOf is the year it was read, November 2026), found with the search tool (pages) for 'Consulado General de México requisitos visa residente temporal ingresos mensuales libres de gravámenes trescientos días salario mínimo últimos seis meses Estados Unidos': 'If you are going to LIVE in México, work in the USA and you will receive your income from the US Company, you must apply for a visa as a \u201cTemporary Resident\u201d.' Requirements include a letter from the US company addressed to the Consulate General of Mexico in San Diego stating the applicant's activity, length of time working there and monthly income, and 'Original and a photocopy of financial records (last six months of bank statemen[ts]' (cut off in the stored copy). The sibling page (visas?id=461) covers working in Mexico while paid by the US company. Replaces the Embassy of Mexico in Guatemala's page ('Este tipo de visa le permite al extranjero trabajar en nuestro país, siempre y cuando salario que perciba sea pagado en el extranjero'); CountryToLive was cited before that.",
};

// The job-offer route (issue 28.1): the Consulate in Douglas's visa page reproduces the SRE/INM procedure sheet
// ("Trámite 10") for a temporary residence visa requested from the INM on a job offer.
const JOB_OFFER_VISA = {
  publisher: "Consulate of Mexico in Douglas",
  title: "Visas: temporary residence visa with permission to work, requested from the INM on a job offer (Trámite 10)",
  url: "https://consulmex.sre.gob.mx/douglas/index.php/servicios-para-extranjeros/visas?id=218",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official consular page (undated; asOf is the year it was read, November 2026), found with the search tool (pages) for 'ventanillaunica economia gob.mx visa por oferta de empleo Instituto Nacional de Migración autorización entrevista consular': 'Trámite 10. Visa de residencia temporal o de visitante con permiso para realizar actividades remuneradas, solicitada al Instituto por oferta de empleo. Caso en el que se presenta: Aplicable a la persona extranjera, a quien una persona física o moral establecida legalmente en México le extiende una oferta de empleo.' 'Forma de presentación: Formato para solicitar autorización de visa ante el Instituto. Lugar donde se presenta: Oficinas de trámites del Instituto.' 'Plazo máximo de resolución: 20 días hábiles.' 'Vigencia de la autorización: 30 días hábiles contados a partir del día siguiente en que el promovente sea notificado sobre la procedencia de la entrevista consular.' The Ventanilla Única's INM procedure page (ventanillaunica.economia.gob.mx/procedure/330/step/472) says the same and adds 'En caso de que se haya autorizado visa de residente temporal, desde su arribo a México, la persona extranjera contará con 30 días naturales para realizar el trámite de canje ante el Instituto Nacional de Migración'. Replaces the Embassy of Mexico in Guatemala's page ('la empresa o persona física deberá gestionar, de manera previa, directamente ante el Instituto Nacional de Migración la autorización para la expedición de visa').",
};
const MIGRATION_LAW_FAMILY = {
  publisher: "Diario Oficial de la Federación",
  title: "Decreto por el que se expide la Ley de Migración (25 May 2011), article 52, section VII",
  url: "https://www.dof.gob.mx/avisos/2028/SG250511/SG250511.htm",
  asOf: "2011-05-25",
  reviewedOn: "2026-11-28",
  research:
    "The Ley de Migración as published in the DOF on 25 May 2011 (official host dof.gob.mx). Article 52, section VII: the temporary resident has the right to family unity and may enter accompanied by, or later request the entry of, their children and the children of their spouse or partner who are minors and unmarried (or under their guardianship), their spouse, their concubine or equivalent partner, and their father or mother. The stored copy's search excerpt shows the decree's opening; the same list for temporary residents and visa applicants is in article 111 of the Reglamento de la Ley de Migración (juristas.mx/en/laws/reglamento-de-la-ley-de-migracion/articulo-111, a private republication). No official source states an extra income per dependant: consular practice reported by Reelo and Expat Forum (100 days of minimum wage or UMA per dependant) varies by consulate and is not on an SRE page found (searched 'Mexican consulate temporary resident economic solvency dependents spouse children additional income per dependent', November 2026), so no household multiplier is set.",
};

const NO_PERMANENT_SOURCE: Unknown = {
  value: null,
  note: "The years of temporary residence before permanent residence are not stated in the sources used for this report; ask the INM.",
};
const NO_CITIZENSHIP_SOURCE: Unknown = {
  value: null,
  note: "The residence period for naturalisation is not stated in the sources used for this report; check with the Secretaría de Relaciones Exteriores.",
};

const CONSULATE_THEN_INM = {
  via: "consulate",
  how: "Book the consular interview with a Mexican consulate and apply in person; the visa is valid for up to six months for one entry, and after entering Mexico you get your resident card at an office of the INM.",
  source: TEMPORARY_VISA,
} as const;
const TEMPORARY_VISA_TERM = {
  text: "A single-entry visa valid for up to six months; after entering Mexico you get the resident card at an INM office. Temporary residence is for stays of more than 180 days and less than four years.",
  source: TEMPORARY_VISA,
};
const FAMILY: RouteConditions["dependants"] = {
  partner: "spouse-or-partner", children: { underYears: 18 }, who: "a spouse or common-law partner, unmarried children under 18 (yours or your partner's) and your father or mother",
  source: MIGRATION_LAW_FAMILY,
};
/** The solvency route's money test: one partner shows the whole amount in their own name (issue 29.6). */
const FAMILY_SOLVENCY: RouteConditions["dependants"] = {
  ...FAMILY,
  partnerIncome: {
    counts: false,
    note: "One partner, as the main applicant, must show the whole income or savings in their own name, plus 100 days of minimum wage more for a partner who comes as a dependant; a partner with enough income of their own can apply separately instead.",
    source: {
      publisher: "Mexican Ministry of Foreign Affairs",
      title: "Mexico: Economic Solvency",
      via: "Reelo",
      url: "https://reelo.me/countries/mexico/tpost/82s1vu70x1-economic-solvency",
      asOf: "2022",
      reviewedOn: "2026-11-28",
      research:
        "Relocation guide restating Mexican consular practice (figures at 2022 minimum-wage levels), found with the search tool (pages) for 'Mexico temporary residency economic solvency spouse income combined married couple consulate' (November 2026): 'If you're applying for residency as a couple, you do not need to demonstrate double the amounts expressed above. Instead, one spouse/partner will need to demonstrate income or a savings balance in the amounts above (as the principal applicant) plus an additional sum of income or savings balance equivalent to 100x daily minimum wage (MW) or UMA for the dependent spouse/partner.' Mexperience's FAQ on economic solvency ('Do the accounts need to be in my name? Yes. When you use Income or Savings/Investments, the account statements you present must be in the name of the applicant') and Nebraska Digital News (2024, 'the principal applicant must show the income or savings/investment amounts required for qualification, plus an additional 100x Daily Minimum Wage or UMA for the dependent spouse/partner') say the same; residencymexico.com (2026) adds that each spouse may instead qualify on their own income. No SRE page stating the dependant rule was found (the household multiplier is left unset, see MIGRATION_LAW_FAMILY).",
    },
  },
};

export const mexicoRoutes: CountryRoutesData = {
  country: "mexico",
  checked: "2026-11",
  routes: [
    {
      id: "economic-solvency",
      kind: "retirement",
      name: "Temporary resident visa by economic solvency (income)",
      whoFor: "Retirees and anyone living on their own income from outside Mexico (pension, salary from a foreign employer, investments), with no paid work in Mexico.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "mexico.minimum-wage", times: 300 },
        period: "month",
        basis: "net monthly income over the last six months above 300 days of {base}",
        source: SOLVENCY_RULE,
      },
      savingsInstead: {
        kind: "savings",
        basedOn: { quantity: "mexico.minimum-wage", times: 5000 },
        period: "once",
        basis: "an average monthly balance in investments or bank accounts over the last twelve months of 5,000 days of {base}",
        source: SOLVENCY_RULE,
      },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: CONSULATE_THEN_INM,
        dependants: FAMILY_SOLVENCY,
      },
      fee: { value: null, note: "The consular and INM card fees are not stated in the sources used for this report." },
      processingTime: { value: null, note: "Consulates set their own appointment waits; no official source publishes a dated figure." },
      durationAndRenewal: TEMPORARY_VISA_TERM,
      permanentResidence: NO_PERMANENT_SOURCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://consulmex.sre.gob.mx/saintpaul/index.php/component/content/article/60",
    },
    {
      id: "investor",
      kind: "investment",
      name: "Temporary resident visa as an investor",
      whoFor: "People investing in a Mexican company or activity, on the same consular visa as economic solvency.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "The consular page does not state the investment amount; ask the consulate." },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: CONSULATE_THEN_INM,
        dependants: FAMILY,
      },
      fee: { value: null, note: "The consular and INM card fees are not stated in the sources used for this report." },
      processingTime: { value: null, note: "Consulates set their own appointment waits; no official source publishes a dated figure." },
      durationAndRenewal: TEMPORARY_VISA_TERM,
      permanentResidence: NO_PERMANENT_SOURCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://consulmex.sre.gob.mx/saintpaul/index.php/component/content/article/60",
    },
    {
      id: "job-offer",
      kind: "work",
      name: "Temporary resident visa with a job offer",
      whoFor: "People hired by a Mexican employer, who first obtains the work authorisation from the National Migration Institute (INM).",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "No salary floor for this route is stated in the sources used for this report." },
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your Mexican employer first applies to the INM for the visa authorisation (the INM decides within 20 working days); once it is granted, you have the consular interview at a Mexican consulate within 30 working days of being notified, and the consulate issues the visa.",
          source: JOB_OFFER_VISA,
        },
        dependants: FAMILY,
      },
      fee: { value: null, note: "The consular and INM card fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The permit's length and renewal terms for work are not stated in the sources used for this report." },
      permanentResidence: NO_PERMANENT_SOURCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://www.gob.mx/inm",
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Mexico has no separate remote-work visa: someone who will live in Mexico while working for, and paid by, a company abroad applies for a temporary resident visa at a Mexican consulate (the Consulate General in San Diego asks for a letter from the employer and six months of bank statements).",
      // Cited November 2026 (issue 28.1) from the Consulate General in San Diego's own page for people living in
      // Mexico and working for a US company; the Embassy in Guatemala's page, and CountryToLive before it, were cited before.
      source: REMOTE_WORK_VISA,
    },
  ],
};
