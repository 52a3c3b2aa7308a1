import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Netherlands. Read: the convention's table of articles (copy of the IRS treaty text on docobook.com) and the
 * Government of the Netherlands' page on health insurance for newcomers. The pension articles' wording was not
 * found in the store.
 */
export const netherlandsRetireeTax: CountryRetireeTax = {
  country: "netherlands",
  checked: "2026-11",
  treaty: {
    text:
      "The 1992 US-Netherlands income tax convention (general effective date 1 January 1994, amended by a 2004 protocol): Article 19 covers pensions, annuities and alimony, and Article 20 covers government service. Their wording could not be read for this report.",
    source: {
      publisher: "Internal Revenue Service",
      title: "Tax Convention with the Netherlands: table of articles",
      via: "docobook.com",
      url: "https://docobook.com/tax-convention-with-the-netherlands-general-effective-date.html",
      asOf: "1994",
      reviewedOn: "2026-11-25",
      research: "Copy of the IRS treaty PDF; the 2004 protocol (in force 28 December 2004) is from the taxtreatylaw.com consolidated text, whose stored excerpt stops at Article 1.",
    },
  },
  socialSecurity: {
    value: null,
    note: "Where US Social Security is taxed for a resident of the Netherlands depends on the treaty's pensions article (Article 19), which could not be read for this report; ask a Dutch tax adviser.",
    research: "Searched for the Netherlands treaty Article 19 text; irsstreamlinedprocedures.com and a copied blog have section headings on pensions and social security but no stored excerpt with the rule.",
  },
  governmentPension: {
    value: null,
    note: "Where US federal, state and military pensions are taxed for a resident of the Netherlands depends on the treaty's Article 20, which could not be read for this report.",
  },
  privatePension: {
    value: null,
    note: "Where a US private pension is taxed for a resident of the Netherlands depends on the treaty's Article 19, which could not be read for this report.",
  },
  iraWithdrawals: {
    value: null,
    note: "No source found says how the Netherlands taxes IRA or 401(k) withdrawals by a resident, so this report does not state it.",
  },
  localHealthCover: {
    text:
      "Dutch health insurance is compulsory from the day you register with a municipality, even if you are insured abroad: take it out with a Dutch insurer within 4 months of arriving and cover and premiums run back to the start. After 4 months there is no backdated cover and the CAK may fine you.",
    source: {
      publisher: "Government of the Netherlands",
      title: "When do I need to take out health insurance if I come to live in the Netherlands?",
      url: "https://www.government.nl/topics/health-insurance/question-and-answer/when-do-i-need-to-take-out-health-insurance-if-i-come-to-live-in-the-netherlands",
      asOf: "2025",
      reviewedOn: "2026-11-25",
    },
  },
};
