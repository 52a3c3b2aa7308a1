import type { CountryRoutesData, SourcedText, SourcedYears, Unknown } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Costa Rica's long-stay routes for a US citizen, read in November 2026 in the residency guide named below
// (no stored copy of the Dirección General de Migración y Extranjería's own pages was found). Thresholds are
// set in US dollars by the Migration Law (Law 8764).
const PLAYBOOK = {
  publisher: "Costa Rica General Directorate of Migration",
  title: "How to get residency in Costa Rica: everything you need to know in 2025",
  via: "Costa Rica Playbook",
  research: "Secondary page restating the authority's rule; no official page giving the figures was found in the search store (November 2026). The pensionado floor (a lifetime pension of more than USD 1,000 a month) is confirmed by the Embassy of Costa Rica in Germany, but its page is only stored at an http:// address (www.botschaft-costarica.de, article 114 'Residencia temporal como pensionado'), which the schema cannot link. Searched again (November 2026, group B) for migracion.go.cr requirement pages, Ley 8764 and the Reglamento de Extranjería (37112-G) on pgrweb.go.cr, Ley 9996 and its reglamento (Decreto 43926-MGP-H-TUR, stored at https://www.pgrweb.go.cr/TextoCompleto/NORMAS/1/VIGENTE/D/2020-2029/2020-2024/2023/1825D/98909_134910-1.html, but only its preamble is in the stored text, not the USD 150,000 article), Ley 10008 on remote workers, and Costa Rican embassy pages: no official page whose stored text states the pensionado, rentista, digital-nomad or investor amounts. Press (La Nación, El Financiero) and law-firm pages give USD 1,000, USD 2,500, USD 3,000/4,000 and USD 150,000.",
  url: "https://www.costaricaplaybook.com/post/everything-you-need-to-know-about-residency-in-costa-rica-in-2025",
  asOf: "2025",
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
  ],
  absent: [
    {
      kind: "work",
      status: "not-researched",
      note: "Costa Rica has residence for foreign workers hired by a company doing business there, which this report does not yet cover; the employer starts the process with Migración.",
    },
  ],
};
