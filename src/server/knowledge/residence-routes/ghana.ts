import type { RouteConditions } from "./route-conditions.schema";
import type { CountryRoutesData, SourcedYears } from "../knowledge.schema";

// Ghana's long-stay routes for a US citizen, read in November 2026. The Ghana Immigration Service (GIS) issues
// residence and work permits; the Ghana Investment Promotion Centre (GIPC) sets foreign-investor capital rules;
// the Ministry of the Interior handles naturalisation. Official pages were read for the GIPC capital rules and
// naturalisation; the other facts come from Ghanaian law-firm articles (Mondaq) and a copy of the GIS fee
// schedule. The only fee schedule found is the 2016 one (L.I. 2228); later revisions were not found. For remote work,
// the Consulate of Ghana in Houston's visa page (visa types by purpose: business, tourism/family visit, employment
// within an employer's immigrant quota, professionals) was read; it has no remote-work category, and no GIS page
// or government announcement of a digital nomad visa was found.
const GIS_FEES_2016 = {
  publisher: "Ghana Immigration Service",
  title: "The review of fees and charges for 2016 (L.I. 2228), effective 15 May 2016",
  via: "Sharpy Solutions",
  research:
    "GIS fee page served from gis.sharpysolutions.com, apparently the web developer's host for the GIS site; no copy on gis.gov.gh was found. It lists 'RESIDENCE PERMIT- WORK PERMIT [COMPANIES]' other nationals $1,000.00 and 'RESIDENCE PERMIT (GIPC AUTOMATIC QUOTA)' other nationals $500.00, effective 15 May 2016. Searched again November 2026 (GIS fees and charges residence/work permit, gis.gov.gh fees schedule, L.I. 2228): only this copy, Mondaq's 'How much does it cost to get a residence permit in Ghana?' and 2016 alerts (Newland Chase, Peregrine/Immiguru, Relocation Africa: resident permit for other nationals from $300 to $500, rotator permit $1,000); no later GIS schedule and no gis.gov.gh page in the search store.",
  url: "https://gis.sharpysolutions.com/fees-and-charges",
  asOf: "2016-05-15",
  reviewedOn: "2026-11-23",
};
// Second sources for the 2016 fees, read November 2026.
const FIRMUS_WORK_PERMIT_FEE = {
  publisher: "Ghana Immigration Service",
  title: "GIPC quota",
  via: "Firmus Advisory",
  url: "https://firmusadvisory.com/2019/07/29/gipc-quota/?utm_source=rss&utm_medium=rss&utm_campaign=gipc-quota",
  asOf: "2019-07-29",
  reviewedOn: "2026-11-29",
  research:
    "Ghanaian advisory firm's article, read in the search tool (pages, November 2026, query 'Ghana Immigration Service fees residence permit work permit companies other nationals $1,000 GIPC automatic quota $500 L.I. 2228'): 'The duration for processing work permits is within 2 to 3 weeks and the official fee for a 1-year work permit in Ghana is $1,000.' The title is the one in the page's address; the article opens with the question 'What is the difference between Ghana Investment Promotion Centre (GIPC) quota and Work Permit?'.",
};
const PEREGRINE_GHANA_FEES_2016 = {
  publisher: "Ghana Immigration Service",
  title: "GHANA – Ghana Immigration Service Increases Fees",
  via: "Immiguru (Peregrine Immigration Management)",
  url: "https://immiguru.com/newsletter/RBr1T8f2144",
  asOf: "2016-05-15",
  reviewedOn: "2026-11-29",
  research:
    "Peregrine Immigration Management's alert (prepared with Globetrotters Legal Services), read in the search tool (pages, November 2026; stored at the http address): 'Effective 15 May 2016 the Ghana Immigration Service (GIS) has increased certain categories of fees, through the Fees and Charges (Amendment) Instrument 2015 (LI 2228) ... The fee for a resident permit for other nationals has increased from $300 to $500'. Agrees with the GIS schedule's USD 500 for a residence permit (GIPC automatic quota), other nationals.",
};
const MONDAQ_WORK_PERMIT_2023 = {
  publisher: "Ghana Immigration Service",
  title: "How to obtain a Ghana work and residence permit in 2023",
  via: "Mondaq",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Article by Ghanaian immigration counsel.",
  url: "https://www.mondaq.com:443/general-immigration/1283180/how-to-obtain-a-ghana-work-and-residence-permit-in-2023",
  asOf: "2023-02-16",
  reviewedOn: "2026-11-23",
};
const MONDAQ_PROCESSING_2023 = {
  publisher: "Ghana Immigration Service",
  title: "How long does it take to get a residence permit in Ghana?",
  via: "Mondaq",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Article by Ghanaian immigration counsel.",
  url: "https://www.mondaq.com:443/work-visas/1330850/how-long-does-it-take-to-get-a-residence-permit-in-ghana",
  asOf: "2023",
  reviewedOn: "2026-11-23",
};
const ACHEAMPONG_DURATION = {
  publisher: "Ghana Immigration Service",
  title: "How long is a Ghana resident permit granted?",
  via: "Acheampong & Associates (law firm)",
  research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Undated FAQ.",
  url: "https://acheampongassociates.com/ufaqs/how-long-ghana-resident-permit-granted/",
  asOf: "2026",
  reviewedOn: "2026-11-23",
};
const GIPC_CAPITAL = {
  publisher: "Ghana Investment Promotion Centre",
  title: "Minimum Foreign Capital Requirements (GIPC Act 2013, Act 865)",
  url: "https://www.gipc.gov.gh/minimum-equity-requirements/",
  asOf: "2013",
  reviewedOn: "2026-11-23",
};
const GHANA_HOUSTON_VISAS = {
  publisher: "Consulate of Ghana in Houston",
  title: "Visa Services: types of Ghanaian visas and requirements by purpose of travel",
  research:
    "Undated consulate page: Ghana issues single-entry (valid 3 months) and multiple-entry visas; requirements by purpose are business travel, tourism/family visit, employment (authorisation within an employer's immigrant quota) and professionals; tourist and business visa holders may not take up employment. Searched November 2026 (Ghana digital nomad visa, Ghana remote work visa, GIS permit categories, gis.gov.gh, ghanaimmigration.org, Ghana Immigration Service residence permit types): the GIS pages in the store (gis.gov.gh/operations.html, ghanaimmigration.org visiting overview) describe visas without any remote-work class; law-firm pages (Mondaq, Acheampong & Associates) list residence-permit purposes as work, study, missionary/NGO work, shareholding, self-employment, retirement and family. Only blogs (siudz.com, the-businessnews.com) claim a Ghanaian digital nomad visa, without any official reference.",
  url: "https://ghanatxconsulate.org/visa-services",
  asOf: "2026",
  reviewedOn: "2026-11-25",
};

const PERMANENT_RESIDENCE: SourcedYears = {
  years: 6,
  note: "Indefinite Residence Permit: residence in Ghana for the 12 months before applying and for at least five years in aggregate during the seven years before that, plus good character and (outside marriage to a Ghanaian) a significant contribution to Ghana's economy.",
  source: {
    publisher: "Ghana Immigration Service",
    title: "How do I get a permanent residence permit in Ghana?",
    via: "Mondaq",
    research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Article by Ghanaian immigration counsel.",
    url: "https://www.mondaq.com:443/work-visas/1330824/how-do-i-get-a-permanent-residence-permit-in-ghana",
    asOf: "2023-06-19",
    reviewedOn: "2026-11-23",
  },
};

const CITIZENSHIP: SourcedYears = {
  years: 6,
  note: "Naturalisation (Citizenship Act 2000, s.14): residence for the 12 months before applying and at least five years in aggregate during the seven years before that, ability to speak an indigenous Ghanaian language, good character attested by two Ghanaians, a valid residence permit and intent to reside permanently. The Ministry's stated time frame is six months after a complete file.",
  source: {
    publisher: "Ghana Ministry of the Interior",
    title: "Naturalization as Ghanaian Citizen",
    research: "Undated page.",
    url: "https://www.mint.gov.gh/services/naturalization-as-ghanaian-citizen/",
    asOf: "2026",
    reviewedOn: "2026-11-23",
  },
};

// Route conditions (issue 28.1), read in November 2026.
const MONDAQ_RESIDENCE_WAYS = {
  publisher: "Ghana Immigration Service",
  title: "What are the main ways to obtain a residence permit in Ghana?",
  via: "Mondaq",
  research:
    "Article by Ghanaian immigration counsel (stored as webiis05.mondaq.com, the same Mondaq article id): a residence permit is tied to a purpose (missionary work, NGO personnel, shareholders, students, employees, self-employed, retirees; spouses and children of Ghanaians and of holders of residence permits); 'An application for a residence permit must be made in the prescribed form to the Comptroller-General of the GIS. The applicant must be in lawful status at the date of the application ... For employees, this may be done on their behalf by their employer on their official stationery'; a work-permit or quota application is supported by the quota approval letter, the company's registration documents, its tax clearance and the employment letter or contract. No GIS page stating these rules was found in the search store (November 2026); undated article, about 2022-2023.",
  url: "https://www.mondaq.com/general-immigration/1254884/what-are-the-main-ways-to-obtain-a-residence-permit-in-ghana",
  asOf: "2023",
  reviewedOn: "2026-11-28",
};
const GIS_DEPENDANT_PERMIT = {
  publisher: "Ghana Immigration Service",
  title: "Residence Permit (Dependant)",
  via: "Sharpy Solutions",
  research:
    "GIS service page served from gis.sharpysolutions.com (see GIS_FEES_2016): 'Dependants permit is issued to dependants of expatriates and Ghanaian nationals who have acquired foreign passports including spouses, children and other dependant. Spouses are eligible for this permit when married for more than 4 years.' Documents include the principal's bank statement, two Ghanaian guarantors, a marriage or birth certificate and a bond signed at an immigration office. Undated; no copy on gis.gov.gh was found in the search store (November 2026). A relocation site (adavia.com) says the dependant permit does not allow work. Partner income and waiting period (issue 29.6), searched November 2026 with the search tool (pages: 'Ghana residence permit retiree requirements proof of income pension spouse dependant Ghana Immigration Service'): the retiree route has no income figure; IBN's guide (ibn.co.za/blog-and-news/ghana-retiree-permit/) says retirees 'must show that they have enough funds to support themselves and any dependents without relying on public funds' (land ownership or a steady income shown by bank statements), and Acheampong & Associates on Mondaq (mondaq.com/general-immigration/1254856, 4 January 2023) that 'Eligible applicants are granted dependent residence permits', neither with a rule on whether a spouse's income counts, so partnerIncome is left unset for the retiree and GIPC investor routes (the investor route's test is the company's foreign capital). The four-year marriage condition is about the length of the marriage, not about how long the main permit has been held, so no joinsAfterMonths is set.",
  url: "https://gis.sharpysolutions.com/service/residence-permit-dependant",
  asOf: "2026",
  reviewedOn: "2026-11-28",
};
/** The work permit rests on the sponsoring employer's job (issue 29.6): a partner's income plays no part. */
const WORK_PERMIT_JOB_IS_OWN: NonNullable<RouteConditions["dependants"]["partnerIncome"]> = {
  counts: false,
  note: "There is no salary floor of its own: the permit rests on the main applicant's own job with the sponsoring employer in Ghana, and a partner's income does not count toward it.",
  source: {
    ...MONDAQ_RESIDENCE_WAYS,
    research:
      "Same Ghanaian counsel's article as MONDAQ_RESIDENCE_WAYS, read again November 2026 with the search tool (pages; stored as webiis05.mondaq.com): 'If the application is made on the basis of a work permit or immigrant quota, it must be supported by the letter approving the quota, the registration documents of the company, the company's tax clearance (for existing companies), and the applicant's employment letter or contract.' No source sets a salary floor for a Ghana work permit, so no income test exists to which a partner's income could be added; the pattern of the other job-based routes (counts false) is followed.",
  },
};
const DEPENDANT_PERMIT: RouteConditions["dependants"] = {
  partner: "spouse", children: "dependent", who: "a spouse (the GIS page says married for more than four years), children and other dependants of the permit holder, each on a dependant's residence permit",
  source: GIS_DEPENDANT_PERMIT,
};

export const ghanaRoutes: CountryRoutesData = {
  country: "ghana",
  checked: "2026-11",
  routes: [
    {
      id: "work-permit",
      kind: "work",
      name: "Work permit (immigrant quota or GIPC automatic quota) with a residence permit",
      whoFor: "Foreign nationals employed by, or assigned to, an entity registered in Ghana that sponsors the permit and shows it is registered and tax compliant.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "No minimum salary for a Ghana work permit is stated in the sources used for this report; approval depends on the sponsor's quota and compliance." },
      fee: {
        amount: 1000,
        currency: "USD",
        what: "residence permit - work permit (companies), other nationals, under the 2016 GIS fee schedule; no later schedule is published",
        source: GIS_FEES_2016,
        crossCheck: { source: FIRMUS_WORK_PERMIT_FEE },
      },
      processingTime: { text: "About four to six weeks for the residence permit once all documents are in order.", source: MONDAQ_PROCESSING_2023 },
      durationAndRenewal: {
        text: "A work permit is usually valid for one year (six months in some cases) and names the employer and the job; it can be renewed if the conditions are still met.",
        source: MONDAQ_WORK_PERMIT_2023,
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://gis.gov.gh/",
      conditions: {
        incomeKinds: ["salary"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your employer in Ghana, which holds the immigrant quota or work permit approval, files the work and residence permit application with the Ghana Immigration Service on your behalf, with its registration documents and tax clearance.",
          source: MONDAQ_RESIDENCE_WAYS,
        },
        dependants: { ...DEPENDANT_PERMIT, partnerIncome: WORK_PERMIT_JOB_IS_OWN },
      },
    },
    {
      id: "retiree",
      kind: "retirement",
      name: "Residence permit for a retiree (no employment)",
      whoFor: "Retirees who want to live in Ghana without working; Ghana has no separate retirement visa, and retirement is one of the purposes for which the GIS grants a residence permit.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: { value: null, note: "No minimum income or savings for a retiree residence permit is stated in the sources used for this report." },
      fee: { value: null, note: "The 2016 GIS fee schedule has no line for a retiree residence permit, and no later schedule is published." },
      processingTime: { text: "About four to six weeks for a residence permit once all documents are in order.", source: MONDAQ_PROCESSING_2023 },
      durationAndRenewal: {
        text: "A first residence permit is granted for up to four years; a renewal may be granted for up to eight years.",
        source: ACHEAMPONG_DURATION,
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: "https://gis.gov.gh/",
      conditions: {
        incomeKinds: ["pension"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "in-country",
          how: "While lawfully in Ghana (on your entry visa), you apply in writing to the Comptroller-General of the Ghana Immigration Service on the prescribed form for a residence permit for retirement.",
          source: MONDAQ_RESIDENCE_WAYS,
        },
        dependants: DEPENDANT_PERMIT,
      },
    },
    {
      id: "gipc-investor",
      kind: "investment",
      name: "Residence and work permit under the GIPC automatic immigrant quota (foreign-owned company registered with the GIPC)",
      whoFor: "Foreign investors who set up or buy into a Ghanaian company registered with the GIPC; the company's paid-up foreign capital entitles it to a small number of expatriate positions, which the investor can fill.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 200000,
        currency: "USD",
        period: "once",
        basis:
          "Foreign equity in cash or capital goods for a joint venture with a Ghanaian partner holding at least 10%; a wholly foreign-owned company needs USD 500,000, and a trading company USD 1,000,000 and 20 skilled Ghanaian employees. Manufacturing, export-trade and portfolio companies are exempt. A 2023 amendment bill proposed removing most of these minimums; no enacted change was found.",
        source: GIPC_CAPITAL,
      },
      fee: {
        amount: 500,
        currency: "USD",
        what: "residence permit (GIPC automatic quota), other nationals, under the 2016 GIS fee schedule; no later schedule is published",
        source: GIS_FEES_2016,
        crossCheck: { source: PEREGRINE_GHANA_FEES_2016 },
      },
      processingTime: { text: "About four to six weeks for the residence permit once all documents are in order.", source: MONDAQ_PROCESSING_2023 },
      durationAndRenewal: {
        text: "A first residence permit is granted for up to four years; a renewal may be granted for up to eight years.",
        source: ACHEAMPONG_DURATION,
      },
      permanentResidence: PERMANENT_RESIDENCE,
      citizenship: CITIZENSHIP,
      officialPage: GIPC_CAPITAL.url,
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Once your company is registered with the GIPC, it uses its automatic immigrant quota and files your work and residence permit with the Ghana Immigration Service, with the quota approval, company registration documents and tax clearance.",
          source: MONDAQ_RESIDENCE_WAYS,
        },
        dependants: DEPENDANT_PERMIT,
      },
    },
  ],
  absent: [
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Ghana has no remote-work or digital nomad visa or permit: visas are issued for business, tourism or family visits and for employment within a Ghanaian employer's immigrant quota, and tourist or business visa holders may not take up employment.",
      source: GHANA_HOUSTON_VISAS,
    },
  ],
};
