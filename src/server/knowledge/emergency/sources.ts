/** Sources that many countries' emergency entries cite: one object each, so the citation is written once. */
import type { Citation } from "@server/facts/citation";
import type { EmergencyNumbers } from "./emergency.schema";

/** 112 in every EU country (Your Europe). */
const EU_EMERGENCY_NUMBER: Citation = { publisher: "European Commission, Your Europe – Perguntas frequentes: em caso de emergência (112 works in every EU country; the operator transfers the call to the right emergency service)", title: "European Commission, Your Europe – Perguntas frequentes: em caso de emergência (112 works in every EU country; the operator transfers the call to the right emergency service)", url: "https://europa.eu/youreurope/citizens/travel/security-and-emergencies/emergency/faq/index_pt.htm", asOf: "2026-11" };

/** An EU country where 112 reaches police, ambulance and fire alike. */
export const EU_112_NUMBERS: EmergencyNumbers = { police: "112", ambulance: "112", fire: "112", general: "112", source: EU_EMERGENCY_NUMBER };
