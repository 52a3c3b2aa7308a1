/**
 * Japan: the search store held the Japan Federation of Bar Associations' and the Japan Federation of Certified Public
 * Tax Accountants' Associations' own English pages, and municipal/prefectural government pages on National Health
 * Insurance for foreign residents. No page of the Immigration Services Agency (moj.go.jp/isa) itself was stored (only
 * universities, firms and blogs linking to it), so the immigration authority has no entry. The tax authority entry
 * is the National Tax Agency's own English Q&A page on nta.go.jp (tax procedures when leaving Japan; no NTA page on
 * arriving or registering was found). Movers point to FIDI.
 */
import type { CountryDirectory } from "./directory.schema";

export const japanDirectory: CountryDirectory = {
  country: "japan",
  checked: "2026-11",
  entries: [
    {
      category: "lawyers",
      name: "Japan Federation of Bar Associations (JFBA / Nichibenren)",
      use: "Every attorney (bengoshi), legal professional corporation and registered foreign lawyer in Japan must be registered with the JFBA and one of its 52 local bar associations.",
      url: "https://www.nichibenren.or.jp/en/about/us/profile/membership.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-advisers",
      name: "Japan Federation of Certified Public Tax Accountants' Associations (Nichizeiren)",
      use: "Keeps the register of certified public tax accountants (zeirishi); only registered zeirishi may prepare tax returns or give tax advice for others in Japan.",
      url: "https://www.nichizeiren.or.jp/eng/organization.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "tax-authority",
      name: "National Tax Agency (NTA)",
      use: "English tax Q&A for people leaving Japan: residents and non-residents must file a final (or quasi-final) income tax return and pay before departure, or by the statutory due date if they designate a tax agent.",
      url: "https://www.nta.go.jp/english/taxes/individual/12021.htm",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
    },
    {
      category: "health-insurance",
      name: "Minamisatsuma City",
      use: "Municipal explanation of who must join National Health Insurance: foreign residents registered with a period of stay over three months who are not in an employer scheme; enrol at the municipal office within 14 days.",
      url: "https://www.city.minamisatsuma.lg.jp/living/kenko-iryo-fukushi/hoken/kokuho/e022327.html",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
    {
      category: "health-insurance",
      name: "Iwate Prefecture",
      use: "Prefectural guide for foreign residents: eligibility, enrolment at the municipal hall, and the 30% co-payment.",
      url: "https://www.pref.iwate.jp/kyouikubunka/kokusai/1006971/1007033/1007060/1007063.html",
      asOf: "2019-02-20",
      reviewedOn: "2026-11-23",
    },
    {
      category: "movers",
      name: "FIDI Global Alliance",
      use: "International federation of quality-certified (FAIM) moving companies; ask a mover whether it is a FIDI Affiliate.",
      url: "https://www.fidi.org/governance",
      asOf: "2026-11",
      reviewedOn: "2026-11-23",
    },
  ],
};
