import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";
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
};
const GUIDE_2026 = { publisher: "Government of Brazil", title: "Brazil Retirement Visa: a complete guide for 2026", via: "Global Citizen Solutions", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.globalcitizensolutions.com/?p=79759", asOf: "2026" };

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
  research:
    "Official consular page read in the search store (November 2026): the process starts with a temporary residence authorization at the Ministry of Justice; eligible are managers of foreign companies investing in Brazil, individuals investing at least R$ 500,000 in a Brazilian company, at least R$ 150,000 in a startup, at least R$ 700,000 in real estate in the North or Northeast, or R$ 1,000,000 in real estate elsewhere. The Consulate in Chicago's page (gov.br/mre/pt-br/consulado-chicago/Visas/types-of-visa-1/temporary-visas-vitem-1/vitem-ix-investment) gives the same amounts with the resolutions (RN 13/2017, RN 36/2018) and 'Granted period: indefinite leave'. Undated page; asOf is the year it was read.",
};
const RN13_PORTAL = {
  publisher: "Brazilian Ministry of Justice and Public Security",
  title: "Immigration portal: Normative Resolution 13/2017 (investment by an individual in a Brazilian company)",
  url: "https://portaldeimigracao.mj.gov.br/pt/nav-guiada/rn-13",
  asOf: "2020-08",
  research: "Official guided-navigation page, last updated 14 August 2020: residence authorization for an individual investing in a Brazilian company; 'Prazo de residência prevista é indeterminado'.",
};
const WORK_VISA = {
  publisher: "Brazilian Ministry of Foreign Affairs",
  title: "Embassy in Canberra: VITEM V, work",
  url: "https://gov.br/mre/pt-br/embaixada-camberra/English/consular-section/visas/long-term-visas-for-stays-longer-than-90-days/vitem-v-work",
  asOf: "2026",
  research:
    "Official consular page read in the search store (November 2026): VITEM V needs a residence permit previously approved in Brazil, e.g. for remunerated employment at a legally established entity in Brazil (Normative Resolution 2/2017). No salary amount is named. The Consulate in Hong Kong's page says the Brazilian employer applies to the Ministry of Justice and Public Security; Lawsial (2017) summarises RN 2/2017's qualification rule (a degree or technical training, or 12 years of schooling plus 4 years' experience). Undated page; asOf is the year it was read.",
};
export const brazilRoutes: CountryRoutesData = {
  country: "brazil",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "VITEM XIV retirement visa (retirees and pensioners)",
      whoFor: "Retirees and pensioners who will transfer their monthly income to Brazil; salaried work in Brazil is not allowed.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", amount: 2000, currency: "USD", period: "month", basis: "retirement or pension income transferred monthly to Brazil", source: CONSULATE },
      fee: { value: null, note: "The consular fee for US applicants is not stated in the sources used for this report." },
      processingTime: { text: "Around two months.", source: GUIDE_2026 },
      durationAndRenewal: { text: "A two-year temporary residence permit, renewable.", source: GUIDE_2026 },
      permanentResidence: PERMANENT,
      citizenship: CITIZENSHIP,
      officialPage: CONSULATE.url,
    },
    {
      kind: "remote-work",
      name: "VITEM XIV digital nomad visa",
      whoFor: "Professionals employed or contracted abroad whose work can be done remotely.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", amount: 1500, currency: "USD", period: "month", basis: "monthly income, or instead US$18,000 available in a bank account", source: CONSULATE },
      fee: { value: null, note: "The consular fee for US applicants is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { value: null, note: "The digital nomad permit's length and renewal terms are not stated in the sources used for this report." },
      permanentResidence: { value: null, note: "Whether the digital nomad permit counts towards permanent residence is not stated in the sources used for this report." },
      citizenship: { value: null, note: "Whether the digital nomad permit counts towards naturalisation is not stated in the sources used for this report." },
      officialPage: CONSULATE.url,
    },
    {
      kind: "work",
      name: "VITEM V temporary work visa (employment with a Brazilian employer)",
      whoFor: "Qualified professionals hired by an employer in Brazil; the employer first obtains a residence authorization from the Ministry of Justice and Public Security, then the visa is issued by the consulate.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: {
        value: null,
        note: "No fixed salary floor: the Brazilian employer must show a job contract and that the worker's qualifications and experience fit the job.",
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
