import type { CountryRoutesData } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Malaysia's long-stay route for a US citizen living on their own means, read in November 2026 in the licensed
// MM2H agent's summary of the June 2024 terms named below (no stored copy of the Ministry of Tourism's own
// MM2H pages was found). Only the Silver tier is shown; Gold and Platinum need larger deposits.
const MM2H_2024 = {
  publisher: "Malaysian Ministry of Tourism, Arts and Culture",
  title: "MM2H criteria: Silver, Gold, Platinum, SEZ, Sabah and Sarawak",
  via: "MADANI MM2H (licensed agent)",
  research:
    "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again November 2026 with 8 queries ('mm2h.gov.my', 'motac.gov.my MM2H syarat kelayakan Silver USD 150,000 yuran penyertaan RM1,000', 'Kriteria MM2H baharu kategori Platinum Emas Perak simpanan tetap', 'Immigration Department imi.gov.my MM2H pass requirements', MM2H guidelines PDF in the docs corpus, and others): no mm2h.gov.my or motac.gov.my criteria page was stored; imi.gov.my has only the pass-sticker and termination procedure, tourism.gov.my only a 2020 counter-closure notice; the June 2024 tiers appear only in agents' pages and the press (FMT, Malay Mail, Sin Chew).",
  url: "https://www.madani-mm2h.com/MM2H-criteria.html",
  asOf: "2024-06",
};

export const malaysiaRoutes: CountryRoutesData = {
  country: "malaysia",
  checked: "2026-11",
  routes: [
    {
      kind: "retirement",
      name: "Malaysia My Second Home (MM2H), Silver tier",
      whoFor: "People aged 25 or over who live on their own means, applying through a licensed MM2H agent; a home must be bought after approval (at least MYR 600,000, not to be sold for 10 years).",
      minimumAge: { years: 25, source: MM2H_2024 },
      needsLocalJobOffer: false,
      threshold: {
        kind: "savings",
        amount: 150000,
        currency: "USD",
        period: "once",
        basis: "a fixed deposit in a Malaysian bank after approval, plus the purchase of a home worth at least MYR 600,000",
        source: MM2H_2024,
      },
      fee: { amount: 1000, currency: "MYR", what: "one-off government application fee (renewal MYR 1,500)", source: MM2H_2024 },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: { text: "A 5-year pass, renewable; at least 90 days a year in Malaysia (cumulative).", source: MM2H_2024 },
      permanentResidence: { value: null, note: "The Silver tier does not itself lead to permanent residence." },
      citizenship: { value: null, note: "MM2H does not lead to citizenship." },
      officialPage: "https://mm2h.gov.my/",
    },
  ],
  absent: [
    { kind: "remote-work", status: "not-researched", note: "Malaysia has the DE Rantau nomad pass for remote workers; this report does not yet cover its income floor." },
    { kind: "work", status: "not-researched", note: "This report does not yet cover Malaysia's employment passes for jobs with a Malaysian employer." },
    { kind: "investment", status: "not-researched", note: "This report does not yet cover Malaysia's larger MM2H tiers and investor routes." },
  ],
};
