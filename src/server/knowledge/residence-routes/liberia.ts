import type { RouteConditions } from "./route-conditions.schema";
import type { CountryRoutesData, Unknown } from "../knowledge.schema";

// Liberia's long-stay routes for a US citizen, read in November 2026. Residence permits are issued by the Liberia
// Immigration Service (LIS) and work permits by the Ministry of Labour (Division of Alien Registration). No stored
// official page gave fees, processing times or durations, so the work route rests on a Fragomen summary
// (https://www.fragomen.com/insights/summaries/liberia: a residence permit comes before the work permit) and on
// 2025 press reports of the Ministry's fee decision. The LIS visa page (lis.gov.lr/visa) lists the visa categories
// (student, visiting, tourist, immigrant/business, transit, employment, on arrival): none is for retirees or remote
// workers, so those kinds are marked not offered. The investor route uses the Investment Act 2010 capital rules as
// quoted by the US International Trade Administration; the National Investment Commission's own summary of them
// (investliberia.gov.lr) is served over http only and cannot be linked.
const ALLAFRICA_FEE_2025 = {
  publisher: "Liberia Ministry of Labour",
  title: "Finance Minister hails Labour Ministry for increasing work permit fees for aliens",
  via: "allAfrica",
  research:
    "Ministry of Labour press release republished by allAfrica; no copy on an official Liberian site was found in the search store. Searched again November 2026 (labour.gov.lr work permit fee, Ministry of Labour press release US$3,000, LIS fees): only press (ELBC, the state broadcaster, 23 September 2025; Hot Pepper, 4 September 2025 MICAT briefing; Verity Online News and Reports231, 4 November 2025; Independent Probe), all giving US$1,000 to US$3,000 for a regular work permit.",
  url: "https://allafrica.com/stories/202509240312.html",
  asOf: "2025-09-24",
  reviewedOn: "2026-11-23",
};

// Second sources, read November 2026.
const VERITY_FEE_2025 = {
  publisher: "Liberia Ministry of Labour",
  title: "Labour Ministry triples work permit fees to curb influx of migrant workers and boost local employment",
  via: "Verity Online News",
  url: "https://verityonlinenews.com/labour-ministry-triples-work-permit-fees-to-curb-influx-of-migrant-workers-and-boost-local-employment",
  asOf: "2025",
  reviewedOn: "2026-11-29",
  research:
    "Liberian news site's report, read in the search tool (pages, November 2026, query 'Liberia Ministry of Labour work permit fee increased US$1,000 to US$3,000 non-Liberians 2025'): 'Labour Minister Hon. Cllr. Cooper W. Kruah, Sr. confirmed that the fee for an ordinary Liberian work permit has been raised from US$1,000 to US$3,000', and the Finance Minister's letter of 18 September 2025 on the additional US$2,000 per permit. Its own reporting, not the allAfrica text; the same outlet's report of 4 November 2025 quotes the Minister again ('adjusted from US$1,000 to US$3,000'). The title is the one in the page's address.",
};

const LIS_VISA_CATEGORIES = {
  publisher: "Liberia Immigration Service",
  title: "Visa: categories of entry visas and issuance requirements",
  research:
    "Undated LIS page. It says a Liberian consular officer abroad issues these entry visas: student, visiting/non-immigrant, tourist, immigrant/business, transit, employment and visa on arrival, each per the purpose of travel; it lists no retiree, pensioner, independent-means, remote-work or digital-nomad category. Searched November 2026 (Liberia retirement visa, retire in Liberia residence permit, Liberia digital nomad visa, LIS resident permit categories): no official or secondary page describes a Liberian retiree or remote-work visa; a 1993 Canadian IRB response quoting the Liberian consulate in Ottawa says a residence permit for a non-Liberian is conditional on gainful employment (a job or a business) in Liberia.",
  url: "https://lis.gov.lr/visa",
  asOf: "2026",
  reviewedOn: "2026-11-25",
};
const ITA_INVESTMENT_ACT = {
  publisher: "Government of Liberia",
  title: "Liberia: limitations on selling US products and services (Investment Act 2010, section 16)",
  via: "International Trade Administration",
  research:
    "US Commerce Department (export.gov) country guide, last published 29 March 2019, quoting section 16 of the Investment Act 2010: 16 activities reserved exclusively for Liberians, and a list of activities (stone and granite, ice cream, commercial printing, advertising, cinemas, poultry, water bottling, entertainment centres, animal feed, heavy-duty trucks, bakeries, pharmaceuticals) where foreign investors need a minimum total capital; its quotation gives US$300,000 both for wholly foreign-owned businesses and for partnerships in which Liberians hold at least 25%. The National Investment Commission's own page (http://www.investliberia.gov.lr/page_info.php?7d5f44532cbfc489b8db9e12e44eb820=NTU2, http only, so not linkable) and a Commerce Ministry briefing reported by InProfile Daily give US$500,000 for a wholly foreign-owned business and US$300,000 where Liberians hold at least 25%. The US$300,000 figure, on which all sources agree for the partnership case, is used.",
  url: "https://www.export.gov/apex/article2?id=Liberia-Limitations-on-Selling-US-Products-and-Services",
  asOf: "2019-03-29",
  reviewedOn: "2026-11-25",
};

const SHIELDGEO_INVESTMENT_ACT = {
  publisher: "Government of Liberia",
  title: "Setting up a company in Liberia",
  via: "Shield GEO",
  url: "https://shieldgeo.com/setting-up-a-company-in-liberia/",
  asOf: "2026",
  reviewedOn: "2026-11-29",
  research:
    "Employer-of-record firm's guide, read in the search tool (pages, November 2026; stored at the http address): 'Liberia imposes significant restrictions on foreign investments in many sectors such as the production and supply of stone and granite, ice manufacturing, commercial printing, cinemas, production of poultry ... bakeries, sale of pharmaceuticals, operation of heavy duty trucks and advertising agencies etc. Foreign investors may invest in the aforementioned business activities provided they invest no less than USD $500,000. If a Liberian partner maintains at least a 25 percent equity stake, foreign investors only need to invest USD $300,000.' Same split as the National Investment Commission's http-only page. Undated; asOf is the year it was read.",
};

const PERMANENT_RESIDENCE: Unknown = {
  value: null,
  note: "No rule or official page on permanent residence for foreigners in Liberia is stated in the sources used for this report.",
};
const CITIZENSHIP: Unknown = {
  value: null,
  note: "Article 27(b) of the 1986 Constitution limits citizenship by birth or naturalisation to persons who are Negro or of Negro descent, so many US citizens cannot naturalise at all; the residence period the Aliens and Nationality Law sets for those who can was not confirmed in a reliable source.",
};

// Route conditions (issue 28.1), read in November 2026.
const FRAGOMEN_LIBERIA = {
  publisher: "Government of Liberia",
  title: "Liberia immigration summary",
  via: "Fragomen",
  url: "https://www.fragomen.com/insights/summaries/liberia",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Immigration law firm's country summary, undated: 'the immigration authorities handle visa and residency permits, and ... the labor relations authority handles work permits'; 'Foreign nationals intending to work in Liberia require a residence permit before a work permit can be issued'; 'All nationalities require a consular-issued visa for entry under business status'; 'benefits for accompanying family members vary by visa classification' (no list of who may join). The Ministry of Labour's own page (labour.gov.lr/division-of-alien-registration/) says it registers, processes and issues work permits to aliens seeking employment, under section 1507 of the Labor Practices Law (no employer may employ a non-Liberian without a valid work permit); InProfile Daily reports the Ministry's website for digital work-permit applications, on which employers submit the completed application and supporting documents. No LIS page on residence permits or family members was found in the search store (November 2026). Partner income and waiting period (issue 29.6), searched November 2026 with the search tool (pages: 'Liberia residence permit family members spouse dependants Liberia Immigration Service requirements'): Visa Atlas's Liberia pages (visaatlas.org/visas/liberia/...) say the public LIS sources 'do not expose stable public route-level family or student residence checklists'; no source gives an income test for the investor route (its test is the business capital) or a waiting period for family members, so neither partnerIncome (investor route) nor joinsAfterMonths is set.",
};
const LIBERIA_LABOUR_DIVISION = {
  publisher: "Liberia Ministry of Labour",
  title: "Division of Alien Registration",
  url: "https://labour.gov.lr/division-of-alien-registration/",
  asOf: "2026",
  reviewedOn: "2026-11-28",
  research:
    "Undated Ministry page (stored at its http address; the https link is given). It describes the Division's mandate to register, process and issue work permits (gratis, regular and ECOWAS) to aliens seeking employment, under section 1507 of the Labor Practices Law: 'no employer shall employ an employee not a Liberian, unless such non-Liberian is in possession of a valid work permit issued by the Ministry of Labour'. How the application is lodged is from Fragomen and InProfile Daily (see FRAGOMEN_LIBERIA).",
};
/** The work permit rests on the Liberian employer's job (issue 29.6): a partner's income plays no part. */
const WORK_PERMIT_JOB_IS_OWN: NonNullable<RouteConditions["dependants"]["partnerIncome"]> = {
  counts: false,
  note: "There is no salary floor of its own: the permits rest on the main applicant's own job with a Liberian employer, and a partner's income does not count toward it.",
  source: {
    ...LIBERIA_LABOUR_DIVISION,
    research:
      "Same Ministry page as LIBERIA_LABOUR_DIVISION (stored at http://labour.gov.lr/division-of-alien-registration/), read again November 2026 with the search tool (pages: 'Liberia Ministry of Labour Division of Alien Registration work permit non-Liberian valid work permit section 1507'): the Division handles 'registration, processing and issuance of work permits to aliens who seek employment within the borders of the Republic of Liberia', under section 1507 of the Labor Practices Law: 'no employer shall employ an employee not a Liberian, unless such non-Liberian is in possession of a valid work permit issued by the Ministry of Labour'. No source sets a salary floor for a Liberian work permit, so no income test exists to which a partner's income could be added; the pattern of the other job-based routes (counts false) is followed.",
  },
};
const FAMILY_NOT_STATED: RouteConditions["dependants"] = {
  partner: "unstated", children: "unstated", who: "not stated: no source used lists which family members may join a residence-permit holder; family members' rights vary by visa class",
  source: FRAGOMEN_LIBERIA,
};

export const liberiaRoutes: CountryRoutesData = {
  country: "liberia",
  checked: "2026-11",
  routes: [
    {
      id: "work-permit",
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
        crossCheck: { source: VERITY_FEE_2025 },
      },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time for a Liberian residence or work permit." },
      durationAndRenewal: {
        value: null,
        note: "No current, dated source states how long the residence permit or work permit lasts; older guides say one year, renewable.",
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://labour.gov.lr/division-of-alien-registration/",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "You enter on a visa issued by a Liberian consulate and obtain a residence permit from the Liberia Immigration Service; your Liberian employer then applies to the Ministry of Labour for your work permit, which it must hold before you start work.",
          source: LIBERIA_LABOUR_DIVISION,
        },
        dependants: { ...FAMILY_NOT_STATED, partnerIncome: WORK_PERMIT_JOB_IS_OWN },
      },
    },
    {
      id: "investor",
      kind: "investment",
      name: "Immigrant/business visa, then LIS resident permit and Ministry of Labour work permit, for a foreign investor running a Liberian business",
      whoFor: "Foreign investors who set up or buy a business in Liberia under the Investment Act 2010 and live there to run it. Liberia has no separate residence-by-investment programme: the investor enters on the LIS immigrant/business visa, then needs the ordinary resident permit and, to work in the business, a work permit.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 300000,
        currency: "USD",
        period: "once",
        basis:
          "Minimum total capital under section 16 of the Investment Act 2010, only for a listed set of activities (for example commercial printing, bakeries, cinemas, poultry, sale of pharmaceuticals) when Liberians hold at least 25% of the business; a wholly foreign-owned business in these activities needs at least US$500,000 according to the National Investment Commission and Shield GEO (the Act as quoted by the US International Trade Administration says US$300,000 for both). Most other sectors have no minimum, and 16 activities (such as travel agencies, gas stations and taxis) are reserved for Liberians.",
        source: ITA_INVESTMENT_ACT,
        crossCheck: { source: SHIELDGEO_INVESTMENT_ACT },
      },
      fee: {
        amount: 3000,
        currency: "USD",
        what: "ordinary (regular) Ministry of Labour work permit, needed to work in the business, raised from USD 1,000 in 2025; the resident permit is charged separately",
        source: ALLAFRICA_FEE_2025,
        crossCheck: { source: VERITY_FEE_2025 },
      },
      processingTime: { value: null, note: "No official or well-known source publishes a dated processing time for a Liberian resident permit or business registration for investors." },
      durationAndRenewal: {
        value: null,
        note: "No current, dated source states how long the resident permit or work permit lasts; older guides say one year, renewable.",
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://lis.gov.lr/visa",
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "consulate",
          how: "You apply to a Liberian consulate for the immigrant/business visa, then, in Liberia, for a resident permit from the Liberia Immigration Service and a Ministry of Labour work permit to work in your business.",
          source: LIS_VISA_CATEGORIES,
        },
        dependants: FAMILY_NOT_STATED,
      },
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "Liberia has no retirement or independent-means visa: the Liberia Immigration Service lists student, visiting, tourist, immigrant/business, transit, employment and on-arrival visas, none for people living on a pension or savings.",
      source: LIS_VISA_CATEGORIES,
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Liberia has no remote-work or digital nomad visa: none of the visa categories the Liberia Immigration Service lists covers living in Liberia while working for an employer or clients abroad.",
      source: LIS_VISA_CATEGORIES,
    },
  ],
};
