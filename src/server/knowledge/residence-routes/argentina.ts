import type { RouteConditions } from "./route-conditions.schema";
import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Argentina's long-stay routes for a US citizen, read in November 2026. The Dirección Nacional de Migraciones (DNM,
// argentina.gob.ar) and Argentine consulates govern them; residence categories are those of Ley 25.871 art. 23, as
// amended by Decree 366/2025. Official pages were read for the categories, the pension threshold and the investor
// minimum (Decreto 616/2010); the minimum wage (SMVM) schedule comes from the press reporting Resolución 9/2025, and
// naturalisation and permanent residence rules from Argentine law-firm pages, named in each source. Application fees (tasas migratorias, raised by
// Decree 584/2024) were not found as figures and are left unknown.

const LAW_ART_23 = {
  publisher: "Argentine National Congress",
  title: "Ley 25.871 de Política Migratoria, artículo 23",
  via: "Leyes-AR",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Consolidated text of the law in force on leyes-ar.com; the official text is on InfoLEG.",
  url: "https://leyes-ar.com/politica_migratoria_argentina/23.htm",
  asOf: "2024-04-16",
  reviewedOn: "2026-11-23",
};

const CITIZENSHIP: SourcedYears = {
  years: 2,
  note: "Decree 366/2025 requires two years of legal and continuous residence, now applied through the DNM; press reports say any departure from Argentina restarts the two years. A separate citizenship-by-investment track (Decree 524/2025) has no fixed amount yet.",
  source: {
    publisher: "Allende & Brea",
    title: "Nuevo decreto que modifica la Ley Nacional de Migraciones y de obtención de ciudadanía argentina",
    research: "Law firm's summary of the 2025 decree amending the Migration Law and the Citizenship Law.",
    url: "https://allende.com/migratorio/nuevo-decreto-que-modifica-la-ley-nacional-de-migraciones-y-de-obtencion-de-ciudadania-argentina-06-02-2025",
    asOf: "2025-06-02",
    reviewedOn: "2026-11-23",
  },
};

const PERMANENT_RESIDENCE: SourcedYears = {
  years: 3,
  note: "Temporary residents from outside Mercosur may apply for permanent residence after three years (two for Mercosur nationals). Since Decree 366/2025, permanent residence also requires proof of sufficient means.",
  source: { publisher: "Argentine National Directorate of Migration", title: "Retiree and pensioner residence FAQ (in Chinese)", via: "Quinterno Fidanza Abogados", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://quinternofidanza.com/zh/tuixiu-qianzheng.html", asOf: "2026", reviewedOn: "2026-11-25" },
};

// Route conditions (issue 28.1), read in November 2026.
const DNM_RESIDENCIAS = {
  publisher: "Government of Argentina",
  title: "Dirección Nacional de Migraciones: Residencias",
  url: "https://www.argentina.gob.ar/interior/migraciones/residencias",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "DNM page: 'Cuando la solicitud de residencia se realiza dentro del país, se denomina Radicación. Cuando se realiza desde el exterior, se denomina Permiso de Ingreso o Acto Consular'. The page does not itself name RaDEX; the DNM's nomad-extension page (argentina.gob.ar/servicio/obtener-una-prorroga-de-residencia-transitoria-como-nomada-digital) says the criminal-record check is 'incorporado al sistema Radex', and press (Infolosandes, 9 January 2019) says the Radicación a Distancia (RaDEX) application is started online on the DNM site, needs the applicant to be in Argentina, gives a personal appointment by e-mail, and lets family members' applications be loaded from the same account. No DNM page stating the online steps in full was found in the search store.",
};
const FAMILY_REUNIFICATION_RULE = {
  publisher: "Argentine National Directorate of Migration",
  title: "Disposición 2747/2013 (quoting article 10 of Ley 25.871 on family reunification)",
  via: "InfoLEG",
  url: "https://servicios.infoleg.gob.ar/infolegInternet/anexos/215000-219999/219918/norma.htm",
  asOf: "2013-09-12",
  reviewedOn: "2026-11-28",
  research:
    "Official legal database of the Argentine Ministry of Justice (InfoLEG). The DNM disposition's recitals quote article 10 of Ley 25.871: 'El Estado garantizará el derecho de reunificación familiar de los inmigrantes con sus padres, cónyuges, hijos solteros menores o hijos mayores con capacidades diferentes', and Decree 616/2010's rule that the DNM adopt the measures to ensure it. The consolidated law text was not found in the search store (November 2026). Decree 366/2025 amended other articles of the law; no change to article 10 was seen in its published extract (derechoargentino.com.ar).",
};
const NOMAD_DISPOSITION = {
  publisher: "Argentine National Directorate of Migration",
  title: "Argentina: Digital Nomads (Disposición DNM 758/2022)",
  via: "L&E Global",
  url: "https://leglobal.law/2022/05/30/argentina-digital-nomads/",
  asOf: "2022-05-30",
  reviewedOn: "2026-11-28",
  research:
    "Employment-law firm alliance's summary of DNM Disposición 758/2022 (Official Gazette, 11 May 2022): a transitory residence for nationals of countries that need no tourist visa for Argentina who provide services remotely for individuals or companies domiciled abroad; 'individuals must apply online' with their personal details, a resumé, passport, photo, proof of the activity (a contract, a company guarantee, certificates or receipts of income or fees) and the fee. No DNM page for the first application, nor the disposition's text, was found in the search store (November 2026).",
};
const VISA_ATLAS_WORKER = {
  publisher: "Argentine National Directorate of Migration",
  title: "Temporary Residence as a Migrant Worker",
  via: "Visa Atlas",
  url: "https://visaatlas.org/visas/argentina/migrant-worker-temporary-residence",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Guide citing the DNM: hold a job offer under an employment relationship for lawful paid work; a pre-employment contract signed by both parties with certified signatures; employer registered with the federal tax authority; 'File online via RaDEX and attend an in-person appointment'; a remuneration below the applicable collective bargaining agreement is a common blocker. Derechomigrar.com.ar adds that the employer must be registered in the DNM's Registro Nacional Único de Requirentes (RENURE). No DNM page for the trabajador migrante radicación was found in the search store (November 2026).",
};
const NOMAD_EXTENSION = {
  publisher: "Government of Argentina",
  title: "Obtener una prórroga de residencia transitoria como nómada digital",
  url: "https://www.argentina.gob.ar/servicio/obtener-una-prorroga-de-residencia-transitoria-como-nomada-digital",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "DNM service page: the residence is for foreigners who provide services remotely, by computer or telecommunications, 'en favor de personas físicas o jurídicas domiciliadas en el exterior'; the extension asks for proof of income earned from those services. It lists personal documents for the holder only and says nothing of family members. The page for the first application was not found in the search store (November 2026).",
};
const ONLINE_IN_ARGENTINA = {
  via: "online" as const,
  how: "As a US citizen you can enter Argentina without a visa and start the residence application (radicación) online on the DNM's RaDEX platform from inside the country, then attend an appointment at a migration office; you can instead apply from abroad through an Argentine consulate.",
  source: DNM_RESIDENCIAS,
};
const FAMILY_REUNIFICATION: RouteConditions["dependants"] = {
  partner: "spouse", children: { underYears: 18 }, who: "parents, a spouse, unmarried minor children and adult children with disabilities, under the right to family reunification",
  source: FAMILY_REUNIFICATION_RULE,
};
const NO_MAXIMUM_AGE = null;

export const argentinaRoutes: CountryRoutesData = {
  country: "argentina",
  checked: "2026-11",
  routes: [
    {
      id: "pensionado-rentista",
      kind: "retirement",
      name: "Residencia temporaria as pensionado (pensioner) or rentista (person of independent means)",
      whoFor: "Pensioners paid by a foreign government, international body or private company for work done abroad, and people living on stable passive income from abroad (rents, dividends, interest); income from personal work does not count for rentistas.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        basedOn: { quantity: "argentina.smvm", times: 5 },
        period: "month",
        basis: "five times {base} (DNM Disposición 1732/2023 sets five SMVM for each applicant, pensioner or rentista, including each family member). The SMVM is reset by the minimum-wage council, so the peso figure moves; check the SMVM in force when you apply.",
        source: {
          publisher: "Argentine Ministry of Foreign Affairs",
          title: "Consulate in Frankfurt: Jubilados y Pensionados",
          url: "https://cfran.cancilleria.gob.ar/es/node/74095",
          asOf: "2023",
          reviewedOn: "2026-11-28",
          research:
            "The per-applicant rule behind `household` (issue 28.1, November 2026): press reporting DNM Disposición 1732/2023 (La 100 / Cienradios) quotes the DNM head: five SMVM is the minimum to qualify as rentista, and 'para el caso de grupos familiares, dicho ingreso deberá acreditarse por cada solicitante de residencia'; pensioners likewise five SMVM 'por cada solicitante de residencia' (article 5); rentista income must come from assets (financial instruments, property, company holdings), 'se excluyen las retribuciones obtenidas por el trabajo personal'. The disposition's text on argentina.gob.ar/normativa was not found in the search store.",
        },
        household: { perAdditionalAdult: 1, perChild: 1 },
      },
      fee: { value: null, note: "The DNM residence fee (tasa migratoria, raised by Decree 584/2024) and the consular visa fee are not published as figures in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "A visa issued by a consulate is valid for one year and can be extended by the DNM; the law allows temporary residence of up to three years, renewable, with multiple entries.",
        source: { publisher: "Argentine Ministry of Foreign Affairs", title: "Consulate in Frankfurt: Jubilados y Pensionados", url: "https://cfran.cancilleria.gob.ar/es/node/74095", asOf: "2023", reviewedOn: "2026-11-25" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.argentina.gob.ar/interior/migraciones/residencias",
      conditions: {
        incomeKinds: ["pension", "passive"],
        skill: { rule: "any" },
        maximumAge: NO_MAXIMUM_AGE,
        points: null,
        applies: ONLINE_IN_ARGENTINA,
        dependants: FAMILY_REUNIFICATION,
      },
    },
    {
      id: "migrant-worker",
      kind: "work",
      name: "Residencia temporaria as trabajador migrante (employed worker)",
      whoFor: "Foreigners with a job contract or offer from an employer in Argentina, who work as employees of that employer.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "No minimum salary for the trabajador migrante category is stated in the sources used for this report; the law asks only for a lawful paid activity under a contract." },
      fee: { value: null, note: "The DNM residence fee (tasa migratoria, raised by Decree 584/2024) is not published as a figure in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Up to three years, renewable, with multiple entries and permission to work as an employee.",
        source: LAW_ART_23,
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.argentina.gob.ar/interior/migraciones/residencias",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: NO_MAXIMUM_AGE,
        points: null,
        applies: {
          via: "online",
          how: "With a contract signed by you and an employer registered with the migration authority, you file the residence application online on the DNM's RaDEX platform and then attend an in-person appointment at a migration office.",
          source: VISA_ATLAS_WORKER,
        },
        dependants: FAMILY_REUNIFICATION,
      },
    },
    {
      id: "digital-nomad",
      kind: "remote-work",
      name: "Residencia transitoria as nómada digital (digital nomad)",
      whoFor: "Nationals of countries that need no tourist visa for Argentina (the United States included) who work remotely for employers or clients abroad.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "No minimum income for the digital nomad residence is stated in the sources used for this report; applicants show their remote work contract or client relationship." },
      fee: { value: null, note: "A travel site reported a fee of about USD 200 when the residence was launched in 2022, but no official source confirms the current amount." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "A transitory residence of 180 days, which can be extended once for the same period.",
        source: { publisher: "Argentine National Directorate of Migration", title: "El Gobierno lanzó la nueva visa para nómades digitales", via: "TodoSalta", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://todosalta.com/contenido/30054/el-gobierno-lanzo-la-nueva-visa-para-nomades-digitales", asOf: "2022-05", reviewedOn: "2026-11-25" },
      },
      permanentResidence: { value: null, note: "A transitory residence does not give a national identity document (DNI) and no source used for this report says it counts towards permanent residence." },
      citizenship: { value: null, note: "No source used for this report says whether time on a transitory digital nomad residence counts as legal residence for naturalisation." },
      officialPage: "https://www.argentina.gob.ar/servicio/obtener-una-prorroga-de-residencia-transitoria-como-nomada-digital",
      conditions: {
        incomeKinds: ["remote-work"],
        skill: { rule: "any" },
        maximumAge: NO_MAXIMUM_AGE,
        points: null,
        applies: {
          via: "online",
          how: "You apply online to the DNM, with proof of your remote work for employers or clients outside Argentina (a contract, a company letter, or income or fee receipts) and the fee.",
          source: NOMAD_DISPOSITION,
        },
        dependants: {
          partner: "unstated", children: "unstated", who: "no family provision is stated in the rules for this transitory residence",
          source: NOMAD_EXTENSION,
        },
      },
    },
    {
      id: "investor",
      kind: "investment",
      name: "Residencia temporaria as inversionista (investor)",
      whoFor: "Foreigners who bring their own funds into a productive, commercial or service activity of interest to Argentina, backed by a business plan reviewed by the DNM and the economy ministry.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 1500000,
        currency: "ARS",
        period: "once",
        basis: "minimum of ARS 1,500,000 set in the regulation of Ley 25.871 (Decree 616/2010), transferred through a bank authorised by the Central Bank; the nominal figure has not been updated for inflation, and approvals are rare (a law firm counts fewer than 30 in five years)",
        source: {
          publisher: "Government of Argentina",
          title: "Decreto 616/2010: Reglamentación de la Ley de Migraciones Nº 25.871 (Anexo I, artículo 23, inciso d, Inversionistas)",
          url: "https://www.argentina.gob.ar/normativa/nacional/decreto-616-2010-167004/texto",
          asOf: "2010-05-03",
          reviewedOn: "2026-11-25",
          research:
            "Official text of Decreto 616/2010 (3 May 2010) on argentina.gob.ar/normativa (InfoLEG). The stored copy's excerpt shows the decree's opening; the ARS 1,500,000 minimum for the inversionista subcategory is in Anexo I, article 23(d), as three Argentine law-firm pages that quote the regulation agree (Quinterno Fidanza https://quinternofidanza.com/?p=1619: 'Según el decreto reglamentario, se requiere una inversión mínima de $1.500.000'; Estudio INA: 'El articulo 23 inciso d) de la ley 25.871 y su decreto reglamentario 616/2010 ... una inversión de $ 1.500.000'; Lux Brumalis, 2025: Decree 366/2025 did not change art. 23(d)). Searched without finding a DNM or consulate page stating the amount (an Argentine consulate in Chile page is said to list it but is not in the search store). Replaces https://quinternofidanza.com/?p=1619.",
        },
      },
      fee: { value: null, note: "The DNM residence fee (tasa migratoria, raised by Decree 584/2024) is not published as a figure in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Up to three years, renewable, with multiple entries.",
        source: LAW_ART_23,
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.argentina.gob.ar/interior/migraciones/residencias",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: NO_MAXIMUM_AGE,
        points: null,
        applies: ONLINE_IN_ARGENTINA,
        dependants: FAMILY_REUNIFICATION,
      },
    },
  ],
  absent: [],
};
