import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import type { RouteConditions } from "./route-conditions.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Panama's long-stay routes for a US citizen, read in November 2026. The pensionado floor is cited from the
// Servicio Nacional de Migración's procedure page on Panamá Digital; the other terms from the immigration-law
// guides named below. Panama uses the US dollar (the balboa is at par). The remote-worker visa (added November 2026)
// is cited from a Panamanian law firm's note on Executive Decree 198 of 7 May 2021, a global immigration firm's alert
// and the press report of the Presidency's announcement; no stored Migración page states its terms.
const FRIENDLY_NATIONS = {
  publisher: "Panama National Migration Service",
  title: "How to obtain residency in Panama? 2026 visa guide",
  via: "Oldemar Villarreal (law firm)",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, group B): panamadigital.gob.pa procedure pages for the Países Amigos permit, migracion.gob.pa (its permits list, https://migracion.gob.pa/permisos-y-requisitos-para-visas/permisos-migratorios, shows category names only), Gaceta Oficial and the 2021 decrees (Decreto Ejecutivo 197 of May 7, 2021 and 226 of July 20, 2021): no stored official page states the B/.200,000 property or fixed-deposit floor. Law-firm and press pages (IPAL, SELA) give USD 200,000 and a three-year deposit.",
  url: "https://oldemarvillarreal.com/en/blog/como-obtener-residencia-panama",
  asOf: "2026-04-20",
  reviewedOn: "2026-11-23",
};
const PENSIONADO = {
  publisher: "Panama National Migration Service",
  title: "Panama Rentista & Retirado (retirement) visas",
  via: "IMI Daily",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://www.imidaily.com/panama-rentista-retirado-visa",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};

const REMOTE_DECREE = {
  publisher: "Panama National Migration Service",
  title: "Se crea visa de corta estancia como trabajador remoto en Panamá",
  via: "Arias (law firm)",
  url: "https://ariaslaw.com/es/noticia-in/se-crea-visa-de-corta-estancia-como-trabajador-remoto-en-panama",
  asOf: "2021-05",
  reviewedOn: "2026-11-25",
  research:
    "Law-firm note of May 2021 on Executive Decree No. 198 of 7 May 2021, which created the short-stay visa as a remote worker within the non-resident category: applicants need a contract with a foreign company or to be self-employed working remotely, functions that take effect abroad, and 'un ingreso proveniente de una fuente extranjera y con un monto anual no menor a $36,000.00'. Mondaq (Executive Decree No. 198, USD 36,000) and publipega.com give the same. The brief named 'Decreto Ejecutivo 133 of 2021'; every source found names Decree 198 of 7 May 2021. Searched 'Panamá visa de trabajador remoto Decreto Ejecutivo 133 2021 ingresos USD 36,000 requisitos', 'Panama short stay visa remote worker migracion.gob.pa 36,000', 'presidencia.gob.pa Visa de Corta Estancia como Trabajador Remoto', 'Servicio Nacional de Migración Panamá trabajador remoto requisitos': migracion.gob.pa's permits list (https://migracion.gob.pa/permisos-y-requisitos-para-visas/permisos-migratorios) is stored but lists the non-resident visas by name only, with no remote-worker requirements.",
};
const REMOTE_FRAGOMEN = {
  publisher: "Panama National Migration Service",
  title: "Short-Term Remote Work Visa Introduced",
  via: "Fragomen",
  url: "https://www.fragomen.com/insights/short-term-remote-work-visa-introduced.html",
  asOf: "2021-05-21",
  reviewedOn: "2026-11-25",
  research:
    "Immigration-firm alert of 21 May 2021: 'The visa is valid for up to nine months with a one-time extension of an additional nine months'; applicants enter Panama, register with the immigration office and file in-country; 'It generally takes the government up to 30 days to process a short-term visa application'; the visa does not allow work for a local employer.",
};

// Second sources (issue 30): another Panamanian legal-services firm for the Friendly Nations investment, and press
// reports from other outlets for the remote-worker income and cost.
const FRIENDLY_NATIONS_SECOND = {
  publisher: "Panama National Migration Service",
  title: "Friendly Nations Visa: new updates as of July 21st 2021 (Decree 197 of 2021 and Decree 226 of 2021)",
  via: "Prime SLS",
  url: "https://primesls.com/friendly-nations-visa-new-updates-as-of-july-21st-2021/",
  asOf: "2021-07",
  reviewedOn: "2026-11-29",
  research:
    "Panamanian legal-services firm's note on Decrees 197 (7 May 2021) and 226 (21 July 2021), found with the search tool (pages) for 'Panama Friendly Nations visa 2021 changes real estate investment minimum $200,000 or fixed-term deposit $200,000 three years' (November 2026): 'Starting the 7th of August 2021, in order to apply to the Friendly Nations Visa you may choose one of the following options: Investment on real estate or fixed deposit (local bank) of US$200,000 (local credit by bank applies); Work as an employee on a Panama company.' Same amount as the data. The SELA news item (sela.org) adds that the deposit must run for at least three years ('con una vigencia mínima de tres años'); Pardini & Asociados and Kery Cruz give the USD 200,000 property floor.",
};
const REMOTE_INCOME_SECOND = {
  publisher: "Presidency of Panama",
  title: "Nómadas digitales de otros países en el foco de Panamá y Costa Rica",
  via: "Informe Aéreo",
  url: "https://informeaereo.com/nomadas-digitales-de-otros-paises-en-el-foco-de-panama-y-costa-rica/amp",
  asOf: "2021-05",
  reviewedOn: "2026-11-29",
  research:
    "Travel-trade news report of May 2021 on the programme the Government approved that week, found with the search tool (pages) for 'Panamá visa corta estancia trabajador remoto costo US$550 ingresos US$3,000 mensuales US$36,000 anual Decreto 198' (November 2026): the visa is for tourists who telework for companies abroad 'y reciban ingresos anuales de esas empresas por un monto no menor de $36,000.00'. Same amount as the data. Mondaq (Executive Decree No. 198: 'an annual amount not less than Thirty-Six Thousand Dollars') and Expat Circle ('US$36,000 Annually') say the same.",
};
const REMOTE_COST_SECOND = {
  publisher: "Presidency of Panama",
  title: "Panamá crea visa temporal de trabajo remoto para extranjeros",
  via: "Voz de la Diáspora",
  url: "https://vozdeladiaspora.com/panama-crea-visa-temporal-de-trabajo-remoto-para-extranjeros",
  asOf: "2021-05",
  reviewedOn: "2026-11-29",
  research:
    "Report by Élida Moreno (May 2021) on the Presidency's announcement, found with the same search: 'la nueva visa temporal cuyo costo aproximado es de 550 dólares permitirá una estadía de hasta año y medio'. Same amount as CNN en Español. Expat Circle (expatcircle.com) lists the fees as 'National immigration service: US$250' and 'Visa Card: US$50' (USD 300, without lawyer or other costs); no official fee schedule was found.",
};

// The conditions (issue 28.1). Residence permits are filed in Panama through a Panamanian lawyer (Panamá Digital's
// pensionado page; the common requirement of Executive Decree 320 as restated by JD Immigration); who may join is the
// family-reunification rule as restated by Kraemer & Kraemer; the professions reserved to Panamanians, by Consultoría
// Mocchi.
const PENSIONADO_OFFICIAL = {
  publisher: "Panama National Migration Service",
  title: "Solicitud de Permiso de Residente Permanente como Jubilado y Pensionado",
  url: "https://panamadigital.gob.pa/pddev/InformacionTramite/solicitud-de-permiso-de-residente-permanente-como-jubilado-y-pensionado",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Official Panamá Digital procedure page (undated; asOf is the year it was read, November 2026): the permit is for a foreigner receiving a retirement pension 'por parte de gobierno extranjero, organismo internacional o empresa privada' of at least B/.1,000 a month granted for life; '¿Qué necesito? Solicitud mediante apoderado legal'; 'Si la solicitud incluye dependientes deben cumplirse con los requisitos exigidos para el Permiso de residente temporal por reagrupación familiar'; adult dependants must give their own power of attorney.",
};
const LAWYER_RULE = {
  publisher: "Panama National Migration Service",
  title: "Los españoles se podrán beneficiar de un visado especial para trabajar en Panamá",
  via: "JD Immigration",
  url: "https://jdimmigration.es/los-espanoles-se-podran-beneficiar-de-un-visado-especial-para-trabajar-en-panama/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Immigration-adviser page on the Friendly Nations permit (undated; asOf is the year it was read, November 2026) quoting the common requirements of Executive Decree 320 of 2008: 'La solicitud de permiso de residente temporal o de residente permanente que se presente al Servicio Nacional de Migración, deberá ser presentada mediante apoderado legal ... a excepción de aquella categoría que se solicite desde el exterior'. Empresa en Panamá and Legal Action Panama say the same (every immigration filing goes through a Panamanian lawyer with a notarised power of attorney). Panamá Digital's pensionado page ('Solicitud mediante apoderado legal') is the official statement for that permit; no Panamá Digital page for the Friendly Nations permit was found (searched 'Panama Friendly Nations visa permiso residente Países Amigos requisitos relación laboral contrato de trabajo empresa panameña abogado').",
};
const FAMILY_RULE = {
  publisher: "Panama National Migration Service",
  title: "Visa de Reagrupación Familiar (Dependientes de Residentes Panameños)",
  via: "Kraemer & Kraemer (law firm)",
  url: "https://kraemerlaw.com/es/inmigracion/dependientes-de-residentes-panamenos/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Law-firm page on the family-reunification permit (undated; asOf is the year it was read, November 2026): residents may apply for 'sus cónyuges extranjeros, hijos menores de 18 años, familiares con discapacidad o padres que dependan económicamente de ellos', and for children of 18 to 25 'siempre y cuando demuestre que sus hijos se encuentran cursando estudios a tiempo completo y bajo dependencia económica'. LEGAL@work (legal.work.pa) and Abogadas Panamá give the same list. Panamá Digital's pensionado page refers dependants to this permit's requirements; its own page for the permit was not found (searched 'panamadigital Permiso de residente temporal por reagrupación familiar cónyuge hijos').",
};
const RESERVED_PROFESSIONS = {
  publisher: "Panama National Migration Service",
  title: "Visa de Países Amigos en Panamá",
  via: "Consultoría Mocchi",
  url: "https://www.consultoria-mocchi.com/post/visa-de-pa%C3%ADses-amigos-en-panam%C3%A1",
  asOf: "2025",
  reviewedOn: "2026-11-28",
  research:
    "Adviser's page on the Friendly Nations permit (undated, written after Decree 197 of 2021; asOf a guess): the professional tie means being 'empleada en una empresa panameña, registrada en la Caja de Seguro Social' with an income letter from the employer; 'El ejercicio de ciertas profesiones, como la medicina, la abogacía, la arquitectura y la ingeniería, está reservado a ciudadanos panameños'; dependants: spouse and children under 25 in full-time study. Mundo Offshore adds veterinary medicine (not used: one source only). These professions are reserved by Panamanian law to nationals; the exclusion is read here as closing the employment tie for them.",
};

const LAWYER_IN_PANAMA: RouteConditions["applies"] = {
  via: "in-country",
  how: "A Panamanian lawyer, holding your notarised power of attorney, files the application with the Servicio Nacional de Migración in Panama; you register there in person and get a provisional card while it is decided.",
  source: LAWYER_RULE,
};
const FAMILY: RouteConditions["dependants"] = {
  partner: "spouse", children: { underYears: 18 }, childPermit: "Children of 18 to 25 may come only while they study full time and depend on you financially.", who: "a spouse, children under 18, children of 18 to 25 in full-time study, family members with a disability and economically dependent parents",
  source: FAMILY_RULE,
};
/** The pensionado's money test (issue 29.6): a married couple may add their two lifetime pensions together. */
const PENSIONADO_FAMILY: RouteConditions["dependants"] = {
  ...FAMILY,
  childPermit: "Children get a temporary dependant's permit, not the permanent pensionado residence, kept from 18 to 25 only while they study full time.",
  partnerIncome: {
    counts: true,
    note: "A married couple who both receive lifetime pensions may add them together to reach the floor; each spouse then shows their own pension letter.",
    source: {
      publisher: "Panama National Migration Service",
      title: "Obtain the Pensionado Visa",
      via: "Mundo Law",
      url: "https://mundo.law/pensionado",
      asOf: "2026",
      reviewedOn: "2026-11-28",
      research:
        "Panamanian immigration law firm's page (undated; asOf is the year it was read, November 2026), found with the search tool (pages) for 'Panama pensionado visa couple combine two pensions spouse dependent $250': 'Option 2: A married couple both receive a pension, and their combined pensions equals at least $1,000 they can apply for the Panama Pension Visa'; on children: 'the dependents permit (resident visa) shall be temporary until 25 years of age, as long as they prove that they are full time students, however, they shall not have the right to permanent residency nor the condition of \"Pensioned\"'. The firm's other page (mundo.law/?p=183: 'In the case of spouses, the two can be approved if they have a combined sum of at least US$1,000 per month pension income for life'), Ferguson Lawyer ('Joint income is an option as well, in which case both spouses must present their income letters'), Certified Translator Panama's FAQ ('Can multiple pensions be combined? Yes, especially between spouses') and panama-immigration-services.com say the same. Panamá Digital's pensionado page (the threshold's source) does not address couples.",
    },
  },
};

const CITIZENSHIP: SourcedYears = {
  years: 5,
  note: "Naturalisation may be requested after five years of continuous residence, meeting the physical-presence requirements; Panama does not generally recognise dual citizenship.",
  source: PENSIONADO,
};
const FRIENDLY_NATIONS_PR: SourcedYears = {
  years: 2,
  note: "Provisional residence for two years, then permanent residence while the qualifying tie is kept.",
  source: FRIENDLY_NATIONS,
};
const FRIENDLY_NATIONS_TERM = {
  text: "Provisional residence for two years; then permanent residence, without an expiry date, if the tie that supported the application is kept.",
  source: FRIENDLY_NATIONS,
};

export const panamaRoutes: CountryRoutesData = {
  country: "panama",
  checked: "2026-11",
  routes: [
    {
      id: "pensionado",
      kind: "retirement",
      name: "Pensionado (retiree) visa",
      whoFor: "People of any age with a lifetime pension or annuity from a government, social security or a private plan.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 1000,
        currency: "USD",
        period: "month",
        basis: "lifetime pension income (USD 750 if you have bought Panamanian property worth more than USD 100,000); USD 250 a month more for each dependant",
        source: {
          publisher: "Panama National Migration Service",
          title: "Solicitud de Permiso de Residente Permanente como Jubilado y Pensionado",
          url: "https://panamadigital.gob.pa/pddev/InformacionTramite/solicitud-de-permiso-de-residente-permanente-como-jubilado-y-pensionado",
          asOf: "2026",
          reviewedOn: "2026-11-25",
          research: "Official Panamá Digital procedure page of the Servicio Nacional de Migración (undated; asOf is the year it was read, November 2026): the monthly pension must be at least B/.1,000 (the balboa is at par with the US dollar) and granted for life, or at least B/.750 if the applicant has bought property in Panama in their own name for more than B/.100,000; dependants must meet the requirements of the family-reunification permit. The page does not state a per-dependant amount; IMI Daily, Panama Rentista & Retirado (retirement) visas (https://www.imidaily.com/panama-rentista-retirado-visa), the page cited before, gives USD 250 a month per dependant, and Certified Translator Panama's guide (certifiedtranslatorpanama.com) says 'Agregar US$250.00 por cada dependiente': the household multiplier (0.25 of the USD 1,000 per dependant) is read from those two republications.",
        },
        household: { perAdditionalAdult: 0.25, perChild: 0.25 },
      },
      conditions: {
        incomeKinds: ["pension"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "in-country",
          how: "A Panamanian lawyer, holding your power of attorney, files the application with the Servicio Nacional de Migración in Panama.",
          source: PENSIONADO_OFFICIAL,
        },
        dependants: PENSIONADO_FAMILY,
      },
      fee: { value: null, note: "Government and filing fees are not stated in the sources used for this report." },
      processingTime: { text: "Usually approved within two to three months.", source: PENSIONADO },
      durationAndRenewal: { text: "An indefinite (permanent) residence permit granted on approval.", source: PENSIONADO },
      permanentResidence: { years: 0, note: "Permanent from the start.", source: PENSIONADO },
      citizenship: CITIZENSHIP,
      officialPage: "https://www.migracion.gob.pa/",
    },
    {
      id: "friendly-nations-employment",
      kind: "work",
      name: "Friendly Nations residence permit (employment tie)",
      whoFor: "Citizens of the Friendly Nations list, which includes the United States, with a current employment contract with a company legally established in Panama.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "The route's published requirements set no salary floor; the tie is the employment contract itself." },
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 1,
          note: "The Friendly Nations employment tie takes any job with a Panamanian company except the professions Panama reserves to its citizens, such as medicine, law, architecture and engineering.",
          source: RESERVED_PROFESSIONS,
          excludes: ["221", "2611", "2161", "214"],
        },
        maximumAge: null,
        points: null,
        applies: LAWYER_IN_PANAMA,
        dependants: FAMILY,
      },
      fee: { value: null, note: "Government and filing fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: FRIENDLY_NATIONS_TERM,
      permanentResidence: FRIENDLY_NATIONS_PR,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.migracion.gob.pa/",
    },
    {
      id: "friendly-nations-investment",
      kind: "investment",
      name: "Friendly Nations residence permit (property or bank deposit)",
      whoFor: "US and other Friendly Nations citizens who buy Panamanian property or keep a fixed-term deposit in a Panamanian bank.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 200000,
        currency: "USD",
        period: "once",
        basis: "property registered in your name (or your company's) worth at least USD 200,000, or a USD 200,000 fixed-term deposit for at least three years",
        source: FRIENDLY_NATIONS,
        crossCheck: { source: FRIENDLY_NATIONS_SECOND },
      },
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: LAWYER_IN_PANAMA,
        dependants: FAMILY,
      },
      fee: { value: null, note: "Government and filing fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: FRIENDLY_NATIONS_TERM,
      permanentResidence: FRIENDLY_NATIONS_PR,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.migracion.gob.pa/",
    },
    {
      id: "remote-worker",
      kind: "remote-work",
      name: "Short-stay visa as a remote worker (visa de corta estancia como trabajador remoto)",
      whoFor: "Employees of foreign companies and self-employed people who work remotely from Panama for employers or clients abroad and are paid from a foreign source; working for Panamanian employers or clients is not allowed.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 36000,
        currency: "USD",
        period: "year",
        basis: "income from a foreign source of at least USD 36,000 a year (Executive Decree 198 of 7 May 2021); health insurance is also required",
        source: REMOTE_DECREE,
        crossCheck: { source: REMOTE_INCOME_SECOND },
      },
      conditions: {
        incomeKinds: ["remote-work"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "in-country",
          how: "Enter Panama, register with the Servicio Nacional de Migración and file the application there; a decision usually takes up to 30 days.",
          source: REMOTE_FRAGOMEN,
        },
        dependants: {
          partner: "unstated", children: "unstated", who: "family members (the Presidency's announcement asked for more than USD 4,000 a month for a family; the sources used do not say which relatives count)",
          source: {
            publisher: "Presidency of Panama",
            title: "Panama launches a visa for foreigners who telework from the country",
            via: "CNN en Español",
            url: "https://cnnespanol.cnn.com/2021/05/20/panama-visa-teletrabajo/",
            asOf: "2021-05-20",
            reviewedOn: "2026-11-28",
            research:
              "CNN en Español report of 20 May 2021 on the Presidency's statement: applicants prove foreign-source income of more than USD 3,000 a month (USD 4,000 for a family). Neither Arias's note on Executive Decree 198 nor Fragomen's alert lists the relatives who may be included; searched 'Panamá visa corta estancia trabajador remoto Decreto Ejecutivo 198 dependientes cónyuge hijos requisitos' (November 2026) without an answer.",
          },
        },
      },
      fee: {
        amount: 550,
        currency: "USD",
        what: "approximate cost of the application, as announced by the Presidency in May 2021",
        source: {
          publisher: "Presidency of Panama",
          title: "Panama launches a visa for foreigners who telework from the country",
          via: "CNN en Español",
          url: "https://cnnespanol.cnn.com/2021/05/20/panama-visa-teletrabajo/",
          asOf: "2021-05-20",
          reviewedOn: "2026-11-25",
          research:
            "CNN en Español report of 20 May 2021 (the title above translates the article's subject) on the Presidency's statement: the Visa de Corta Estancia como Trabajador Remoto is a nine-month permit extendable for nine more; applicants prove foreign-source income of more than USD 3,000 a month (USD 4,000 for a family), health insurance, a letter or contract from the foreign company and a sworn statement not to accept a job in Panama; 'Las aplicaciones ... tienen un costo aproximado de US$ 550'. El Siglo, TVN and Voz de la Diáspora report the same announcement. No official fee schedule for this visa was found.",
        },
        crossCheck: { source: REMOTE_COST_SECOND },
      },
      processingTime: { text: "Usually up to 30 days; the application is filed after entering Panama.", source: REMOTE_FRAGOMEN },
      durationAndRenewal: {
        text: "Nine months, extendable once for another nine months (18 months in all); it is a non-resident status.",
        source: REMOTE_FRAGOMEN,
      },
      permanentResidence: { value: null, note: "The remote-worker visa is a non-resident status and does not lead to permanent residence." },
      citizenship: { value: null, note: "The remote-worker visa is a non-resident status; no source used for this report says its time counts towards naturalisation." },
      officialPage: "https://migracion.gob.pa/permisos-y-requisitos-para-visas/permisos-migratorios",
    },
  ],
  absent: [],
};
