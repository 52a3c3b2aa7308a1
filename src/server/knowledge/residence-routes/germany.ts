import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Germany's route for a US citizen living on their own means, read in November 2026 in the law-firm pages named
// below (no stored copy of the Federal Foreign Office's or an immigration office's own page was found).
const KAGAN = {
  publisher: "Government of Germany",
  title: "Germany residence permit for private individuals (§ 7 AufenthG)",
  via: "Kagan Legal",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
  url: "https://kaganlegal-germany.com/en/germany-residence-permit-private/",
  asOf: "2026-06",
};

export const germanyRoutes: CountryRoutesData = {
  country: "germany",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Residence permit for financially independent persons (§ 7(1) sentence 3 Residence Act)",
      whoFor: "Retirees and people of independent means with lasting non-employment income or assets; Germany has no general retirement visa, and this permit is granted only in justified individual cases, at the authority's discretion. It does not allow work.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        value: null,
        note: "No fixed amount: income must be well above the social-welfare minimum, or assets large enough to live on their returns, plus health and long-term care insurance.",
      },
      fee: { value: null, note: "The fee is not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "A discretionary residence permit for a stay not covered by another purpose; it does not authorise employment.", source: KAGAN },
      permanentResidence: { value: null, note: "The years before a settlement permit on this route are not stated in the sources used for this report." },
      citizenship: { value: null, note: "The residence period for naturalisation is not stated in the sources used for this report." },
      officialPage: "https://www.germany.info/us-en/service/03-Visa",
    },
  ],
  absent: [
    { kind: "work", status: "not-researched", note: "Germany's skilled-worker routes (EU Blue Card, § 18 permits) need a German employer; this report does not yet cover their terms." },
    { kind: "remote-work", status: "not-researched", note: "Germany has no digital nomad visa in the sources used for this report; freelancers use the § 21 self-employment permit, which this report does not yet cover." },
    {
      kind: "investment",
      status: "not-offered",
      note: "Germany has no \"golden visa\": an investment alone does not give a residence permit; self-employment under § 21 requires actually running the business.",
      source: { publisher: "Government of Germany", title: "Residence in Germany for pensioners", via: "RT Partner (law firm)", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://www.rtpartner.de/en/immigration/rentner-visum/", asOf: "2026" },
    },
  ],
};
