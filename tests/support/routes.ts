/** A residence route for unit tests: every fact unknown but the threshold (and whatever the test overrides). */
import type { ResidenceRoute } from "@server/knowledge/knowledge.schema";

export function testRoute(threshold: ResidenceRoute["threshold"], overrides: Partial<ResidenceRoute> = {}): ResidenceRoute {
  return {
    id: "test-passive-income",
    kind: "retirement",
    name: "Test passive-income visa",
    whoFor: "People living on a pension from abroad.",
    minimumAge: null,
    needsLocalJobOffer: false,
    threshold,
    fee: { value: null, note: "No fee found in the test source." },
    processingTime: { value: null, note: "No processing time in the test source." },
    durationAndRenewal: { value: null, note: "No duration in the test source." },
    permanentResidence: { value: null, note: "No permanent residence rule in the test source." },
    citizenship: { value: null, note: "No citizenship rule in the test source." },
    officialPage: "https://example.org/official",
    ...overrides,
  };
}
