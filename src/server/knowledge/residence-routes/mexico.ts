import type { CountryRoutesData, Unknown } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Mexico's long-stay routes for a US citizen, read in November 2026. The solvency rule is the Mexican consular
// network's own published rule (Embassy of Mexico page below); the 2026 minimum wage it is measured in was read
// in La Razón's report of the CONASAMI decision. Consulates convert the rule to dollars themselves, so the
// dollar figure they ask for can differ a little from the one shown here.
const SOLVENCY_RULE = {
  publisher: "Mexican Ministry of Foreign Affairs",
  title: "Embassy of Mexico: Retirement - Economic Solvency - Investor Temporary Resident visa",
  url: "https://embamex.sre.gob.mx/arabiasaudita/index.php/en/services/visa?id=124",
  asOf: "2026",
};

const NO_PERMANENT_SOURCE: Unknown = {
  value: null,
  note: "The years of temporary residence before permanent residence are not stated in the sources used for this report; ask the INM.",
};
const NO_CITIZENSHIP_SOURCE: Unknown = {
  value: null,
  note: "The residence period for naturalisation is not stated in the sources used for this report; check with the Secretaría de Relaciones Exteriores.",
};

export const mexicoRoutes: CountryRoutesData = {
  country: "mexico",
  checked: "2026-11",
  routes: [
    {
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
      fee: { value: null, note: "The consular and INM card fees are not stated in the sources used for this report." },
      processingTime: { value: null, note: "Consulates set their own appointment waits; no official source publishes a dated figure." },
      durationAndRenewal: {
        text: "A single-entry visa valid up to 180 days, exchanged at the INM within 30 days of arrival for a Temporary Resident Card valid for one year.",
        source: SOLVENCY_RULE,
      },
      permanentResidence: NO_PERMANENT_SOURCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://embamex.sre.gob.mx/arabiasaudita/index.php/en/services/visa?id=124",
    },
    {
      kind: "investment",
      name: "Temporary resident visa as an investor",
      whoFor: "People investing in a Mexican company or activity, on the same consular visa as economic solvency.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "The consular page does not state the investment amount; ask the consulate." },
      fee: { value: null, note: "The consular and INM card fees are not stated in the sources used for this report." },
      processingTime: { value: null, note: "Consulates set their own appointment waits; no official source publishes a dated figure." },
      durationAndRenewal: {
        text: "A single-entry visa valid up to 180 days, exchanged at the INM within 30 days of arrival for a Temporary Resident Card valid for one year.",
        source: SOLVENCY_RULE,
      },
      permanentResidence: NO_PERMANENT_SOURCE,
      citizenship: NO_CITIZENSHIP_SOURCE,
      officialPage: "https://embamex.sre.gob.mx/arabiasaudita/index.php/en/services/visa?id=124",
    },
    {
      kind: "work",
      name: "Temporary resident visa with a job offer",
      whoFor: "People hired by a Mexican employer, who first obtains the work authorisation from the National Migration Institute (INM).",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "No salary floor for this route is stated in the sources used for this report." },
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
      note: "Mexico has no separate remote-work visa: remote workers apply for the temporary resident visa by economic solvency above, which allows working remotely for employers abroad.",
      source: { publisher: "Government of Mexico", title: "Mexico: Temporary Resident Visa (2026)", via: "CountryToLive", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.countrytolive.com/residence/mexico-temporary-resident-visa", asOf: "2026" },
    },
  ],
};
