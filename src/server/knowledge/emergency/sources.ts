/** Sources that many countries' emergency entries cite: one object each, so the citation is written once. */
import type { Source } from "@shared/contracts/source";

/** 112 in every EU country (Your Europe). */
export const EU_EMERGENCY_NUMBER: Source = { name: "European Commission, Your Europe – Perguntas frequentes: em caso de emergência (112 works in every EU country; the operator transfers the call to the right emergency service)", url: "https://europa.eu/youreurope/citizens/travel/security-and-emergencies/emergency/faq/index_pt.htm", asOf: "2026-11" };
