import type { CountryRoutesData, SourcedText, SourcedYears, Unknown } from "../knowledge.schema";
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
};

const MIGRACION_TEMPORARY = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "Residencia temporal: requisitos de primera vez",
  url: "https://migracion.go.cr/Paginas/Categor%C3%ADa%20Migratorias%20(Extranjer%C3%ADa)/Primera%20Vez/Residencia-Temporal.aspx",
  asOf: "2026",
  research:
    "Official Migración page of the basic requirements for a first temporary-residence application (undated; asOf is the year it was read, November 2026): 'Recibo de pago por la suma de US$50,00 ... Este dinero debe cancelarse en colones, en la cuenta 242480-0 del Banco de Costa Rica' plus stamps of CRC 125 and CRC 2.50 per page. Found searching 'migracion.go.cr Residencia temporal trabajadores Ministerio de Trabajo recomendación requisitos US$50' and 'Costa Rica residencia temporal trabajador dependiente requisitos Migración'. The same US$50 appears on Migración requirement sheets for the executives/technicians, scientists/professionals and athletes subcategories (copies on studylib.es, scribd, documentop). No official page states a salary floor: ERP Lawyers (blog.erplawyers.com) and relocate.world say Migración decides with the Ministry of Labour's opinion on whether the hire displaces national workers.",
};
const AG_LEGAL = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "Immigration categories",
  via: "AG Legal (law firm)",
  url: "https://aglegal.com/inmigration-law/immigration-categories/",
  asOf: "2026",
  research:
    "Law-firm summary of the Law 8764 categories (undated; asOf is the year it was read, November 2026): temporary residency 'is granted for a definite period of more than 90 days and up to two years, which is extendable', including 'Temporary residency as a corporate executive, representative, manager, or technical staff member' and 'Temporary residency as an employee'; permanent residency may be applied for by those 'who have enjoyed temporary residency for 3 consecutive years'. Article 79 of Law 8764 on the Procuraduría's SCIJ (pgrweb.go.cr) says the same ('superior a noventa días y hasta por dos años, prorrogable en igual tanto') but is only stored at an http:// address, which the schema cannot link.",
};

const TEMPORARY_RESIDENCE: SourcedText = {
  text: "Temporary residence for three years, renewed while you keep meeting the requirement; you may not take local employment during it, but may own a business or work remotely.",
  source: PLAYBOOK,
};
const PERMANENT_RESIDENCE: SourcedYears = { years: 3, note: "Permanent residence after three years of temporary residence.", source: PLAYBOOK };
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
      kind: "retirement",
      name: "Pensionado (retiree) temporary residence",
      whoFor: "People with a lifetime pension from a government, social security or private retirement plan; one pension covers a couple.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", amount: 1000, currency: "USD", period: "month", basis: "guaranteed lifetime pension income", source: PLAYBOOK },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: TEMPORARY_RESIDENCE,
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://www.migracion.go.cr/",
    },
    {
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
      },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: TEMPORARY_RESIDENCE,
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://www.migracion.go.cr/",
    },
    {
      kind: "remote-work",
      name: "Digital nomad visa (estancia para trabajadores y prestadores remotos)",
      whoFor: "Remote employees and freelancers paid from outside Costa Rica.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", amount: 3000, currency: "USD", period: "month", basis: "stable income from abroad (USD 4,000 with dependants)", source: PLAYBOOK },
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
      kind: "investment",
      name: "Inversionista (investor) temporary residence",
      whoFor: "People investing in Costa Rican property, a business or an approved project; unlike the other categories, you may work in the business you invest in.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "investment", amount: 150000, currency: "USD", period: "once", basis: "minimum investment in property, a business or an approved project", source: PLAYBOOK },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: TEMPORARY_RESIDENCE,
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://www.migracion.go.cr/",
    },
    {
      kind: "work",
      name: "Temporary residence for executives, technical staff and specialised employees of companies in Costa Rica (Law 8764, article 79)",
      whoFor: "Managers, technical staff and specialised employees hired by a company established in Costa Rica; the employer files the application with Migración, which weighs the Ministry of Labour's opinion on whether the hire displaces Costa Rican workers.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No fixed salary floor is published for this route: the employer must explain why it needs a foreign worker and show it can pay the salary, and Migración decides case by case with the Ministry of Labour's opinion.",
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
