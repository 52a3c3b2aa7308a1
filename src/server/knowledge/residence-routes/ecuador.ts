import type { CountryRoutesData, SourcedText, Unknown } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Ecuador's long-stay routes for a US citizen, read in November 2026 in the guides named below (no stored copy
// of the Ministry of Foreign Affairs' own e-VISAS pages was found). Ecuador uses the US dollar; thresholds are
// multiples of the Unified Basic Salary (SBU), USD 482 a month in 2026 according to the source used (one other
// guide gives USD 486, i.e. USD 1,458 for three times the SBU: confirm the figure when you apply).
const SBU_2026 = {
  publisher: "Government of Ecuador",
  title: "With Ecuador's new 2026 basic salary: which visas are more accessible today?",
  via: "EcuaAssist",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, group B) gob.ec trámite pages and cancilleria.gob.ec: the stored gob.ec visa pages (e.g. https://www.gob.ec/index.php/mremh/tramites/concesion-visa-residencia-permanente-tiempo-permanencia-mayor-21-meses) refer the income requirement to Acuerdo Ministerial No. 70 of June 28, 2024 (https://www.cancilleria.gob.ec/wp-content/uploads/2024/07/0000070.pdf), which is not in the search store; no stored official page states the SBU multiples for the jubilado, rentista or digital-nomad visas.",
  url: "https://www.ecuaassist.com/single-post/with-ecuador-s-new-2026-basic-salary-which-visas-are-more-accessible-today",
  asOf: "2025-12-27",
};
const RENTISTA = {
  publisher: "Government of Ecuador",
  title: "Ecuador: Rentista / Pensioner Temporary Residency (2026)",
  via: "CountryToLive",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again (November 2026, group B) gob.ec trámite pages and cancilleria.gob.ec: the stored gob.ec visa pages (e.g. https://www.gob.ec/index.php/mremh/tramites/concesion-visa-residencia-permanente-tiempo-permanencia-mayor-21-meses) refer the income requirement to Acuerdo Ministerial No. 70 of June 28, 2024 (https://www.cancilleria.gob.ec/wp-content/uploads/2024/07/0000070.pdf), which is not in the search store; no stored official page states the SBU multiples for the jubilado, rentista or digital-nomad visas.",
  url: "https://www.countrytolive.com/residence/ecuador-rentista-pensioner",
  asOf: "2026",
};

const TWO_YEARS: SourcedText = { text: "Temporary residence for two years; apply through the Ministry's e-VISAS platform.", source: RENTISTA };
const NO_PERMANENT: Unknown = { value: null, note: "The period of temporary residence before permanent residence is not stated in a dated source used for this report." };
const NO_CITIZENSHIP: Unknown = { value: null, note: "The residence period for naturalisation is not stated in a dated source used for this report." };
const NO_FEE: Unknown = { value: null, note: "The visa fees are not stated in a dated source used for this report." };
const NO_TIME: Unknown = NO_PROCESSING_TIME;

export const ecuadorRoutes: CountryRoutesData = {
  country: "ecuador",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Temporary residence visa for pensioners (jubilado)",
      whoFor: "People with a lifetime pension: US Social Security, a government pension or a private retirement plan.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", basedOn: { quantity: "ecuador.basic-salary", times: 3 }, period: "month", basis: "three times {base}", source: SBU_2026 },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: TWO_YEARS,
      permanentResidence: NO_PERMANENT,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://www.cancilleria.gob.ec/",
    },
    {
      kind: "retirement",
      name: "Temporary residence visa for people living on their income (rentista)",
      whoFor: "People with a stable passive income from abroad, such as rents or investments; health insurance covering Ecuador is required.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", basedOn: { quantity: "ecuador.basic-salary", times: 3 }, period: "month", basis: "three times {base}, plus USD 250 a month per dependant", source: RENTISTA },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: TWO_YEARS,
      permanentResidence: NO_PERMANENT,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://www.cancilleria.gob.ec/",
    },
    {
      kind: "remote-work",
      name: "Digital nomad visa",
      whoFor: "Remote employees, consultants and freelancers earning their income from outside Ecuador.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { kind: "income", basedOn: { quantity: "ecuador.basic-salary", times: 3 }, period: "month", basis: "three times {base}", source: SBU_2026 },
      fee: NO_FEE,
      processingTime: NO_TIME,
      durationAndRenewal: { value: null, note: "The visa's length and renewal terms are not stated in a dated source used for this report." },
      permanentResidence: NO_PERMANENT,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://www.cancilleria.gob.ec/",
    },
  ],
  absent: [
    { kind: "investment", status: "not-researched", note: "Ecuador has an investor visa set as a multiple of the basic salary; this report does not yet cover its amount and terms." },
    { kind: "work", status: "not-researched", note: "Ecuador has work and professional visas; this report does not yet cover their requirements." },
  ],
};
