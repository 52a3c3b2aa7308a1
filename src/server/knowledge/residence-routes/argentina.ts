import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Argentina's long-stay routes for a US citizen, read in November 2026. The Dirección Nacional de Migraciones (DNM,
// argentina.gob.ar) and Argentine consulates govern them; residence categories are those of Ley 25.871 art. 23, as
// amended by Decree 366/2025. Official pages were read for the categories, the pension threshold and the investor
// minimum (Decreto 616/2010); the minimum wage (SMVM) schedule comes from the press reporting Resolución 9/2025, and
// naturalisation and permanent residence rules from Argentine law-firm pages, named in each source. Application fees (tasas migratorias, raised by
// Decree 584/2024) were not found as figures and are left unknown.

const SMVM_AUGUST_2026 = "the minimum wage (Salario Mínimo, Vital y Móvil) of ARS 376,600 a month from August 2026 set by Resolución 9/2025";

const LAW_ART_23 = {
  publisher: "Argentine National Congress",
  title: "Ley 25.871 de Política Migratoria, artículo 23",
  via: "Leyes-AR",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Consolidated text of the law in force on leyes-ar.com; the official text is on InfoLEG.",
  url: "https://leyes-ar.com/politica_migratoria_argentina/23.htm",
  asOf: "2024-04-16",
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
  },
};

const PERMANENT_RESIDENCE: SourcedYears = {
  years: 3,
  note: "Temporary residents from outside Mercosur may apply for permanent residence after three years (two for Mercosur nationals). Since Decree 366/2025, permanent residence also requires proof of sufficient means.",
  source: { publisher: "Argentine National Directorate of Migration", title: "Retiree and pensioner residence FAQ (in Chinese)", via: "Quinterno Fidanza Abogados", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://quinternofidanza.com/zh/tuixiu-qianzheng.html", asOf: "2026" },
};

export const argentinaRoutes: CountryRoutesData = {
  country: "argentina",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Residencia temporaria as pensionado (pensioner) or rentista (person of independent means)",
      whoFor: "Pensioners paid by a foreign government, international body or private company for work done abroad, and people living on stable passive income from abroad (rents, dividends, interest); income from personal work does not count for rentistas.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 1883000,
        currency: "ARS",
        period: "month",
        basis: `five times ${SMVM_AUGUST_2026} (DNM Disposición 1732/2023 sets five SMVM for each applicant, pensioner or rentista, including each family member). The SMVM is reset by decree, so the peso figure moves; check the SMVM in force when you apply.`,
        source: { publisher: "Argentine Ministry of Foreign Affairs", title: "Consulate in Frankfurt: Jubilados y Pensionados", url: "https://cfran.cancilleria.gob.ar/es/node/74095", asOf: "2023" },
      },
      fee: { value: null, note: "The DNM residence fee (tasa migratoria, raised by Decree 584/2024) and the consular visa fee are not published as figures in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "A visa issued by a consulate is valid for one year and can be extended by the DNM; the law allows temporary residence of up to three years, renewable, with multiple entries.",
        source: { publisher: "Argentine Ministry of Foreign Affairs", title: "Consulate in Frankfurt: Jubilados y Pensionados", url: "https://cfran.cancilleria.gob.ar/es/node/74095", asOf: "2023" },
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://www.argentina.gob.ar/interior/migraciones/residencias",
    },
    {
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
    },
    {
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
        source: { publisher: "Argentine National Directorate of Migration", title: "El Gobierno lanzó la nueva visa para nómades digitales", via: "TodoSalta", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://todosalta.com/contenido/30054/el-gobierno-lanzo-la-nueva-visa-para-nomades-digitales", asOf: "2022-05" },
      },
      permanentResidence: { value: null, note: "A transitory residence does not give a national identity document (DNI) and no source used for this report says it counts towards permanent residence." },
      citizenship: { value: null, note: "No source used for this report says whether time on a transitory digital nomad residence counts as legal residence for naturalisation." },
      officialPage: "https://www.argentina.gob.ar/servicio/obtener-una-prorroga-de-residencia-transitoria-como-nomada-digital",
    },
    {
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
    },
  ],
  absent: [],
};
