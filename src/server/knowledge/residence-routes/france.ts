import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// France's route for a US citizen living on their own means, read in November 2026 in the guides named below
// (no stored copy of france-visas.gouv.fr or service-public.fr was found). The visitor permit rests on
// Article L426-20 of the CESEDA; the money test is the net minimum wage (SMIC), applied by consulates.
const SCHENGENDOC = { publisher: "Government of France", title: "France long-stay visa (VLS-TS): 2026 documents and threshold", via: "SchengenDoc", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Re-checked November 2026: searches on france-visas.gouv.fr and service-public.fr for the visitor long-stay visa resources (SMIC net) and the OFII stamp found only the france-visas FAQ (no amounts) and private guides; no official page giving the EUR 200 stamp or the 2026 SMIC benchmark.", url: "https://schengendoc.com/france-long-stay-visa", asOf: "2026-06" };
const NOMADVISA = { publisher: "Government of France", title: "France Carte de Séjour Temporaire Visiteur", via: "NomadVisa", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://nomadvisa.app/france/carte-de-sejour-temporaire-visiteur", asOf: "2026" };

export const franceRoutes: CountryRoutesData = {
  country: "france",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Long-stay visitor visa (VLS-TS visiteur), then a visitor residence card",
      whoFor: "Retirees and people living on pensions, rents, investments or savings who sign a sworn undertaking not to work in France, remote work included.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "income",
        amount: 1477.93,
        currency: "EUR",
        period: "month",
        basis: "the net minimum wage (SMIC) from 1 June 2026 (EUR 1,443.11 before), the benchmark consulates apply; it is not a fixed legal cutoff and files usually show more",
        source: SCHENGENDOC,
      },
      fee: { amount: 200, currency: "EUR", what: "OFII tax stamp paid after arrival, when the visa is validated", source: SCHENGENDOC },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "The VLS-TS serves as a residence permit for up to 12 months (validate it online within 3 months of arrival); then a visitor card renewed every year, which cannot become a multi-year card.",
        source: NOMADVISA,
      },
      permanentResidence: { value: null, note: "The years before a 10-year resident card are not stated in the sources used for this report." },
      citizenship: { value: null, note: "The residence period for naturalisation is not stated in the sources used for this report." },
      officialPage: "https://france-visas.gouv.fr/",
    },
  ],
  absent: [
    { kind: "work", status: "not-researched", note: "France's work routes (salarié, talent passport) need an employer or a qualifying profile; this report does not yet cover their terms." },
    { kind: "remote-work", status: "not-researched", note: "France has no digital nomad visa in the sources used for this report; remote work is not allowed on the visitor permit. This report does not yet cover other routes." },
    { kind: "investment", status: "not-researched", note: "This report does not yet cover France's talent passport for investors." },
  ],
};
