import type { CountryRetireeTax } from "./retiree-tax.schema";
/**
 * Canada. Read: the Canada Revenue Agency's line 11500 pages (foreign pensions, US Social Security), a CRA technical
 * letter on IRA payments (as republished by Tax Interpretations), Kemp Harvey (accountants) on the 85% rule, a
 * cross-border accountant's note on treaty Article XVIII, and the Canada Health Act's three-month waiting-period rule.
 */
export const canadaRetireeTax: CountryRetireeTax = {
  country: "canada",
  checked: "2026-11",
  treaty: {
    text: "The 1980 Canada-US tax convention deals with pensions and annuities in Article XVIII: a US pension paid to a Canadian resident may be taxed in Canada, but any part that would be tax-free in the US if you lived there is also tax-free in Canada (XVIII(1)); the US may also tax it, capped at 15% for periodic payments (XVIII(2)). For US citizens the saving clause still lets the US tax as usual.",
    source: {
      publisher: "Phil Hogan",
      title: "Tax Treaty Articles every US Expat should know - Pensions",
      url: "https://philhogan.com/tax-treaty-articles-every-us-expat-should-know-pensions/",
      asOf: "2020",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'IRA withdrawals Canadian resident taxable Canada foreign tax credit US withholding 15% periodic pension Article XVIII'. Phil Hogan is a Canadian cross-border tax accountant. The 15% cap not applying to US citizens (Article XXIX(3)) is from the Serbinski forum (forums.serbinski.com, 2007) ; the sentence on the saving clause is not on the cited page. Page undated; asOf is an estimate. The same site's CRA letter 8-0044 (11 September 1986) adds: 'under U.S. law there is no withholding tax on amounts distributed to American citizens whether living at home or in a foreign country'; the 15% treaty rate caps Canada's credit, not a US citizen's US tax (Article XXIX(3), the saving clause; read 29 November 2026).",
    },
  },
  socialSecurity: {
    text: "A Canadian resident reports US Social Security on the Canadian return, but because of the Canada-US tax treaty only 85% of it is taxed in Canada, or 50% if you have been receiving it since before 1996.",
    source: {
      publisher: "Kemp Harvey Group",
      title: "Did you know? US Social Security benefits",
      url: "https://kempharvey.com/kh-group-news/did-you-know-8/",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'CRA US social security benefits received by Canadian resident 85% taxable 15% deduction line 25600 treaty'. The line 11500 and line 25600 reporting is from the CRA's own page (https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/personal-income/line-11500-other-pensions-superannuation/line-11500-pensions-a-foreign-country/line-11500-united-states-social-security.html), which says 'deduct part' without the percentage. taxplanningguide.ca adds that the US does not tax these benefits under the treaty (publisher not identified, not cited). Undated; asOf is an estimate.",
    },
  },
  governmentPension: {
    value: null,
    note: "We found no source that states how Canada taxes a US federal, state or military pension paid to a Canadian resident; as a foreign pension it is reported on line 11500, but check the treaty treatment with the CRA or a cross-border adviser.",
    research: "No search result addressed US government pensions in Canada; not searched further within the time limit.",
  },
  privatePension: {
    text: "Report your gross foreign pension income, in Canadian dollars, on line 11500 of your return; the part that is tax-free in Canada because of a tax treaty is deducted on line 25600.",
    source: {
      publisher: "Canada Revenue Agency (CRA)",
      title: "Line 11500 - Other pensions and superannuation",
      url: "https://www.canada.ca/en/revenue-agency/services/tax/individuals/topics/about-your-tax-return/tax-return/completing-a-tax-return/personal-income/line-11500-other-pensions-superannuation.html",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'canada.ca line 11500 other pensions and superannuation United States social security'. The line 25600 treaty deduction is in the CRA guide text as republished by Dr Tax (support.drtax.ca, 2023 guide). Page's 'residents of Canada on December 31, 2023' wording dates it to the 2023 tax year guide.",
    },
  },
  iraWithdrawals: {
    text: "In the CRA's view, payments out of a US IRA to a Canadian resident are taxable in Canada (Income Tax Act 56(1)(a)) and count as pensions under Article XVIII of the treaty; the treaty lets the US tax periodic payments to a Canadian resident at up to 15% (more on lump sums), and Canada gives a foreign tax credit for that US tax. As a US citizen you still owe ordinary US tax on the withdrawal (the US does not withhold on distributions to its citizens, and the treaty's limit does not cover them), so ask an adviser how the two credits fit together. The CRA asks you to call it if you received IRA amounts or converted to a Roth IRA.",
    source: {
      publisher: "Canada Revenue Agency (CRA)",
      title: "Technical interpretation 7-0816: cashing in US Individual Retirement Accounts",
      url: "https://taxinterpretations.com/cra/severed-letters/7-0816",
      asOf: "1986-08-22",
      reviewedOn: "2026-11-25",
      via: "Tax Interpretations",
      research: "Found with the search tool (pages) for 'IRA withdrawals Canadian resident taxable Canada foreign tax credit US withholding 15% periodic pension Article XVIII'. An old letter, but its position matches CRA's later letter 2003-0037301E5 (same site) and the 2023 CRA guide text ('United States individual retirement arrangement (IRA): call the CRA', support.drtax.ca). Tax Interpretations republishes CRA technical letters.",
    },
  },
  localHealthCover: {
    text: "Health insurance is run by each province, and residents register for their province's plan. Under the Canada Health Act's portability rule (section 11(1)(a)), a province may make new residents wait no more than three months before they are covered, so plan private cover for that gap.",
    source: {
      publisher: "House of Commons of Canada",
      title: "Standing Committee on Citizenship and Immigration, 41st Parliament, 2nd session, meeting 33: Daniel MacDonald",
      url: "https://openparliament.ca/committees/immigration/41-2/33/daniel-macdonald-28/only",
      asOf: "2014",
      reviewedOn: "2026-11-25",
      via: "openparliament.ca",
      research: "Found with the search tool (pages) for 'provincial health insurance new residents waiting period up to three months Canada Health Act portability'. The official quotes section 11(1)(a). Newcomer guides (welcomeaide.com, vccstaging.org) give the same 'up to three months' and recommend private cover meanwhile. Who qualifies for a provincial plan (citizens, permanent residents, some permit holders) varies by province.",
    },
  },
};
