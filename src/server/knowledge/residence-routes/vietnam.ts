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

export const vietnamRoutes: CountryRoutesData = {
  country: "vietnam",
  checked: "2026-11",
  routes: [
    {
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
        },
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP,
      officialPage: "https://xuatnhapcanh.gov.vn",
    },
    {
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
        source: { publisher: "Government of Vietnam", title: "Vietnam Investor Visa for foreign entrepreneurs", via: "Nova Law", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026). Searched again November 2026 ('Luật Xuất nhập cảnh sửa đổi thị thực ĐT1 ĐT2 ĐT3 vốn góp từ 3 tỷ đồng', 'Law 51/2019/QH14 amending Law on entry exit ... DT3 ... VND 3 billion', 'chinhphu.vn vbpl Luật số 51/2019/QH14 ...', 'xuatnhapcanh.gov.vn ... DT1 DT2 DT3 DT4'): the tiers of Law 51/2019/QH14 (Article 8, points 7a-7d of Law 47/2014/QH13) appear only on law-firm and agency pages (amilawfirm.com, lts.com.vn, nhigia.vn) and in a VietnamNet report of the draft; no xuatnhapcanh.gov.vn, chinhphu.vn or vbpl.vn copy was stored.", url: "https://novalaw.vn/en/vietnam-investor-visa/", asOf: "2026" },
      },
      fee: { value: null, note: "The investor visa and temporary residence card fees are not stated in the sources used for this report." },
      processingTime: NO_PROCESSING_TIME,
      durationAndRenewal: {
        text: "An ĐT3 visa and residence card last up to 3 years; ĐT2 up to 5 years; ĐT1 a visa of up to 5 years and a residence card of up to 10 years.",
        source: { publisher: "Government of Vietnam", title: "Vietnam Investor Visa for foreign entrepreneurs", via: "Nova Law", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://novalaw.vn/en/vietnam-investor-visa/", asOf: "2026" },
      },
      permanentResidence: NO_PERMANENT_RESIDENCE,
      citizenship: NO_CITIZENSHIP,
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
      },
    },
    {
      kind: "remote-work",
      status: "not-offered",
      note: "Vietnam offers no digital nomad visa or visa for the self-employed.",
      source: { publisher: "Government of Vietnam", title: "Work permits and visas in Vietnam", via: "Rivermate", research: "Secondary page restating the authority's rule; no official page giving the figure was found in the search store (November 2026).", url: "https://rivermate.com/blog/work-permits-and-visas-vietnam", asOf: "2024-07-16" },
    },
  ],
};
