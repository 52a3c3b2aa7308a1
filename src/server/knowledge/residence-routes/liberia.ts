import type { CountryRoutesData } from "../knowledge.schema";

// Liberia's long-stay route for a US citizen, read in November 2026. Residence permits are issued by the Liberia
// Immigration Service (LIS) and work permits by the Ministry of Labour (Division of Alien Registration). No stored
// official page gave fees, processing times or durations, so the work route rests on a Fragomen summary
// (https://www.fragomen.com/insights/summaries/liberia: a residence permit comes before the work permit) and on
// 2025 press reports of the Ministry's fee decision. Other route kinds were not found in any official source.
const ALLAFRICA_FEE_2025 = {
  publisher: "Liberia Ministry of Labour",
  title: "Finance Minister hails Labour Ministry for increasing work permit fees for aliens",
  via: "allAfrica",
  research:
    "Ministry of Labour press release republished by allAfrica; no copy on an official Liberian site was found in the search store. Searched again November 2026 (labour.gov.lr work permit fee, Ministry of Labour press release US$3,000, LIS fees): only press (ELBC, the state broadcaster, 23 September 2025; Hot Pepper, 4 September 2025 MICAT briefing; Verity Online News and Reports231, 4 November 2025; Independent Probe), all giving US$1,000 to US$3,000 for a regular work permit.",
  url: "https://allafrica.com/stories/202509240312.html",
  asOf: "2025-09-24",
};

export const liberiaRoutes: CountryRoutesData = {
  country: "liberia",
  checked: "2026-11",
  routes: [
    {
      kind: "work",
      name: "Residence permit (LIS) and regular alien work permit (Ministry of Labour)",
      whoFor: "Foreign nationals employed by a Liberian entity that sponsors them; a residence permit is required before the Ministry of Labour issues a work permit, and since 2015 the Ministry has said it will not issue work permits for some posts such as accountants, human resource managers and administrative managers.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "No minimum salary for a Liberian work permit is stated in the sources used for this report." },
      fee: {
        amount: 3000,
        currency: "USD",
        what: "ordinary (regular) Liberian work permit for a non-Liberian, raised from USD 1,000 in 2025; the residence permit is charged separately",
        source: ALLAFRICA_FEE_2025,
      },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time for a Liberian residence or work permit." },
      durationAndRenewal: {
        value: null,
        note: "No current, dated source states how long the residence permit or work permit lasts; older guides say one year, renewable.",
      },
      permanentResidence: { value: null, note: "No rule or official page on permanent residence for foreigners in Liberia is stated in the sources used for this report." },
      citizenship: {
        value: null,
        note: "Article 27(b) of the 1986 Constitution limits citizenship by birth or naturalisation to persons who are Negro or of Negro descent, so many US citizens cannot naturalise at all; the residence period the Aliens and Nationality Law sets for those who can was not confirmed in a reliable source.",
      },
      officialPage: "https://labour.gov.lr/division-of-alien-registration/",
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-researched",
      note: "No official source describes a retirement or independent-means residence category for Liberia; the sources used for this report describe residence permits tied to employment or business.",
    },
    {
      kind: "remote-work",
      status: "not-researched",
      note: "No remote-work or digital nomad visa for Liberia is stated in the sources used for this report, and no source says plainly that none exists.",
    },
    {
      kind: "investment",
      status: "not-researched",
      note: "The Investment Act 2010 governs foreign business in Liberia, but no residence-by-investment route or investor residence permit is stated in the sources used for this report.",
    },
  ],
};
