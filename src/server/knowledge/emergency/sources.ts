/** Sources that many countries' emergency entries cite: one object each, so the citation is written once. */
import type { Citation } from "@server/facts/citation";
import type { EmergencyNumbers } from "./emergency.schema";

/** 112 in every EU country (Your Europe). */
const EU_EMERGENCY_NUMBER: Citation = {
  publisher: "European Commission",
  title: "Your Europe – Perguntas frequentes: em caso de emergência",
  url: "https://europa.eu/youreurope/citizens/travel/security-and-emergencies/emergency/faq/index_pt.htm",
  asOf: "2026-11",
  reviewedOn: "2026-11-25",
  research:
    "Portuguese edition of the Your Europe emergency FAQ: 112 works free of charge in every EU country and the operator transfers the call to the right emergency service (police, ambulance, fire). No English edition of the page was found in the search store; searches for '112 single European emergency number europa' returned only third-party restatements. Month read used as the date.",
};

/** An EU country where 112 reaches police, ambulance and fire alike. */
export const EU_112_NUMBERS: EmergencyNumbers = { police: "112", ambulance: "112", fire: "112", general: "112", source: EU_EMERGENCY_NUMBER };
