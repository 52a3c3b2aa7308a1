import type { CountryRoutesData, Unknown } from "../knowledge.schema";
import { NO_PROCESSING_TIME } from "./unknowns";

// Vietnam's long-stay routes for a US citizen, read in November 2026. They rest on the Law on Entry, Exit, Transit
// and Residence of Foreigners (Law 47/2014, amended by Law 51/2019), the Labour Code and Decree 219/2025 on foreign
// workers. No stored copy of the Immigration Department's pages (xuatnhapcanh.gov.vn) was found, so the facts below
// come from Vietnamese law-firm pages quoting those laws, named in each source. Vietnam offers no retirement and no
// digital nomad visa.

const NO_PERMANENT_RESIDENCE: Unknown = {
  value: null,
  note: "Under articles 39-40 of Law 47/2014, permanent residence is open only to people with state honours, scientists or experts recommended by a minister, foreigners sponsored by a Vietnamese parent, spouse or child after three years of temporary residence, and certain stateless persons; work or investment alone does not qualify.",
};

const NO_CITIZENSHIP: Unknown = {
  value: null,
  note: "Naturalisation needs five years of permanent residence counted from the permanent residence card, Vietnamese language and, usually, giving up US citizenship; as workers and investors cannot normally get permanent residence, no time-based path applies.",
};

// Conditions (issue 28.1), read November 2026.
const DECREE_219_POSITIONS = {
  publisher: "Government of Vietnam",
  title: "Updated definitions for foreign workers under Vietnam's Decree No. 219/ND-CP",
  via: "DB Legal",
  url: "https://dblegal.vn/news/work-permit-in-vietnam-7gef6e6mqw/updated-definitions-for-foreign-workers-under-vietnam-s-decree-no-219-nd-cp-1314.html",
  asOf: "2025",
  reviewedOn: "2026-11-28",
  research:
    "Law firm's summary of Article 3 of Decree 219/2025/ND-CP (7 August 2025): a work permit is for a manager (an enterprise manager under the Law on Enterprises, or head or deputy head of an agency), an executive (head of a branch or office, or head of a field with three years' experience), an expert (a bachelor's degree or higher and two years' relevant experience; one year in priority fields) or a technical worker (technical or other specialised training and experience, the threshold lowered from Decree 152/2020 according to DB Legal's comparison). Elementary work is outside these four positions, hence ISCO-08 skill level 2 as the minimum (a year's technical training is vocational-level). Mondaq (September 2025) and Vialto Partners (August 2025) summarise the same decree. No chinhphu.vn or vbpl.vn copy of the decree was stored (November 2026).",
};
const WORK_PERMIT_FILING = {
  publisher: "Government of Vietnam",
  title: "Decree 219 regulating foreign workers in Vietnam: what you must know",
  via: "Mondaq",
  url: "https://www.mondaq.com/general-immigration/1673670/decree-219-regulating-foreign-workers-in-vietnam-what-you-must-know",
  asOf: "2025-09-04",
  reviewedOn: "2026-11-28",
  research:
    "Law firm article on Mondaq (4 September 2025): Decree 219/2025/ND-CP merges the employer's approval of its demand for foreign labour and the work permit application into one procedure, decided within 10 working days. asialongstay.com (March 2026) adds that the employer submits the integrated application (Form 03) to the Provincial People's Committee or its delegated authority, and that the LĐ2 visa and temporary residence card follow the work permit.",
};
const TT_FAMILY = {
  publisher: "Government of Vietnam",
  title: "Temporary residence card for visiting relatives for foreign families entering Vietnam",
  via: "Visa Vietnam Support",
  url: "https://visavietnamsupport.com/en/dt/1754-the-tam-tru-tham-than-cho-gia-dinh-nguoi-nuoc-ngoai-vao-viet-nam.html",
  asOf: "2020-10-30",
  reviewedOn: "2026-11-28",
  research:
    "Visa agent's page quoting the rule of Law 47/2014 (as amended by Law 51/2019): foreigners residing in Vietnam may sponsor 'their spouse and children under 18 years of age' with the agreement of the organisation sponsoring them, on a visiting-relatives (TT) visa and temporary residence card. vietanlaw.com lists TT among the visas that carry a temporary residence card. No xuatnhapcanh.gov.vn page was stored (November 2026).",
};

export const vietnamRoutes: CountryRoutesData = {
  country: "vietnam",
  checked: "2026-11",
  routes: [
    {
      id: "work-permit",
      kind: "work",
      name: "Work permit with LĐ work visa and temporary residence card",
      whoFor: "Managers, executives, experts and technical workers hired by an employer in Vietnam for a position the employer shows cannot be filled by a Vietnamese worker.",
      minimumAge: null,
      needsLocalJobOffer: true,
      threshold: { value: null, note: "No minimum salary for a Vietnamese work permit is stated in the sources used for this report; eligibility rests on the job category, qualifications and the employer's approved demand for foreign workers." },
      fee: { value: null, note: "The work permit, visa and temporary residence card fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "Since the 2019 Labour Code, a work permit lasts at most two years and can be extended once for up to two more years.",
        source: {
          publisher: "Government of Vietnam",
          title: "Vietnam: new Labor Code and law on foreigners to take effect in 2020",
          via: "BAL",
          research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).",
          url: "https://www.balglobal.com/bal-news/new-labor-code-and-law-on-foreigners-to-take-effect-in-2020/",
          asOf: "2019",
          reviewedOn: "2026-11-23",
        },
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP,
      conditions: {
        incomeKinds: ["salary"],
        skill: {
          rule: "skill-level",
          minimum: 2,
          note: "A Vietnamese work permit is for managers, executive directors, experts with a degree and experience, and technical workers with technical training and experience.",
          source: DECREE_219_POSITIONS,
        },
        maximumAge: null,
        points: null,
        applies: {
          via: "employer",
          how: "Your employer in Vietnam applies to the provincial authority for your work permit; with it, the employer sponsors your LĐ work visa, and you then get a temporary residence card in Vietnam.",
          source: WORK_PERMIT_FILING,
        },
        dependants: { partner: "spouse", children: { underYears: 18 }, who: "a spouse and children under 18, on visiting-relative (TT) visas and residence cards sponsored through you", source: TT_FAMILY, childPermit: "Children get a visiting-relative (TT) visa and residence card of their own, sponsored through you, not your own visa." },
      },
      officialPage: "https://xuatnhapcanh.gov.vn",
    },
    {
      id: "investor-dt",
      kind: "investment",
      name: "Investor visa ĐT3 (or ĐT1/ĐT2) with temporary residence card",
      whoFor: "Foreign individuals who contribute capital to a company in Vietnam, or represent a foreign organisation that does; the visa tier depends on the amount and sector.",
      minimumAge: null,
      needsLocalJobOffer: false,
      threshold: {
        kind: "investment",
        amount: 3000000000,
        currency: "VND",
        period: "once",
        basis: "capital contribution of VND 3 billion or more for an ĐT3 visa, the lowest tier that gives a temporary residence card (ĐT2: VND 50 billion; ĐT1: VND 100 billion or incentive sectors); an ĐT4 visa for smaller contributions lasts at most 12 months and gives no residence card",
        source: { publisher: "Government of Vietnam", title: "Vietnam Investor Visa for foreign entrepreneurs", via: "Nova Law", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again November 2026 ('Luật Xuất nhập cảnh sửa đổi thị thực ĐT1 ĐT2 ĐT3 vốn góp từ 3 tỷ đồng', 'Law 51/2019/QH14 amending Law on entry exit ... DT3 ... VND 3 billion', 'chinhphu.vn vbpl Luật số 51/2019/QH14 ...', 'xuatnhapcanh.gov.vn ... DT1 DT2 DT3 DT4'): the tiers of Law 51/2019/QH14 (Article 8, points 7a-7d of Law 47/2014/QH13) appear only on law-firm and agency pages (amilawfirm.com, lts.com.vn, nhigia.vn) and in a VietnamNet report of the draft; no xuatnhapcanh.gov.vn, chinhphu.vn or vbpl.vn copy was stored.", url: "https://novalaw.vn/en/vietnam-investor-visa/", asOf: "2026", reviewedOn: "2026-11-25" },
        crossCheck: {
          source: {
            publisher: "Government of Vietnam",
            title: "What are the classification of investment visas?",
            via: "TTVN Legal",
            url: "https://ttvnlegal.com.vn/what-are-the-classification-of-investment-visas/",
            asOf: "2026",
            reviewedOn: "2026-11-29",
            research:
              "Law firm's note quoting Article 8 of Law 47/2014/QH13 as amended by Law 51/2019/QH14, found with the search tool (pages) for 'Vietnam investor visa DT3 capital contribution from VND 3 billion to under VND 50 billion ...' (November 2026): '“ĐT3” – Issued to foreign investors in Vietnam and representatives of foreign organizations investing in Vietnam with a contributed capital from 03 billion VND to less than 50 billion VND'; ĐT2 from VND 50 billion to under 100 billion; ĐT1 VND 100 billion or more; ĐT4 under VND 3 billion. amilawfirm.com (the Vietnamese text of Law 51/2019 with a translation), nhigia.vn and phamconsult.com give the same tiers. Undated; asOf is the year it was read.",
          },
        },
      },
      fee: { value: null, note: "The investor visa and temporary residence card fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "An ĐT3 visa and residence card last up to 3 years; ĐT2 up to 5 years; ĐT1 a visa of up to 5 years and a residence card of up to 10 years.",
        source: { publisher: "Government of Vietnam", title: "Vietnam Investor Visa for foreign entrepreneurs", via: "Nova Law", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://novalaw.vn/en/vietnam-investor-visa/", asOf: "2026", reviewedOn: "2026-11-25" },
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP,
      conditions: {
        incomeKinds: ["salary", "remote-work", "pension", "passive"],
        skill: { rule: "any" },
        maximumAge: null,
        points: null,
        applies: {
          via: "in-country",
          how: "Once your capital contribution is registered, your Vietnamese company sponsors your investor (ĐT) visa with the Immigration Department, and you apply in Vietnam for the temporary residence card.",
          source: {
            publisher: "Government of Vietnam",
            title: "Vietnam Investor Visa for foreign entrepreneurs",
            via: "Nova Law",
            url: "https://novalaw.vn/en/vietnam-investor-visa/",
            asOf: "2026",
            reviewedOn: "2026-11-28",
            research:
              "Law firm page on the ĐT1 to ĐT4 investor visas of Law 47/2014 as amended by Law 51/2019 (capital tiers and durations). That a Vietnamese organisation invites or sponsors the foreigner's visa with the Immigration Department is the general rule of the law's Articles 14-16, as restated by visa agents (visa5s-vietnam.blogspot.com: temporary residence cards for investors, up to five years, applied for through the sponsoring company). No xuatnhapcanh.gov.vn page was stored (November 2026).",
          },
        },
        dependants: { partner: "spouse", children: { underYears: 18 }, who: "a spouse and children under 18, on visiting-relative (TT) visas and residence cards sponsored through you", source: TT_FAMILY, childPermit: "Children get a visiting-relative (TT) visa and residence card of their own, sponsored through you, not your own visa." },
      },
      officialPage: "https://xuatnhapcanh.gov.vn",
    },
  ],
  absent: [
    {
      kind: "retirement",
      status: "not-offered",
      note: "Vietnam has no dedicated retirement visa; retirees rely on tourist, business, investor or family visas and repeated renewals or border runs.",
      source: {
        publisher: "Vietnam Aujourd'hui",
        title: "Vietnam's retiree visa should attract financially stable individuals",
        research: "News commentary that Vietnam has no retiree visa yet.",
        url: "https://vietnam-aujourdhui.info/2025/06/20/vietnams-retiree-visa-should-attract-financially-stable-individuals",
        asOf: "2025-06-20",
        reviewedOn: "2026-11-23",
      },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Vietnam offers no digital nomad visa or visa for the self-employed.",
      source: { publisher: "Government of Vietnam", title: "Work permits and visas in Vietnam", via: "Rivermate", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://rivermate.com/blog/work-permits-and-visas-vietnam", asOf: "2024-07-16", reviewedOn: "2026-11-25" },
    },
  ],
};
