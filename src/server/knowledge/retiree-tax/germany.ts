import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Germany. Read: the 1989 convention's table of articles (copy of the IRS treaty text) and the 2006 protocol's
 * dates (taxtreatylaw.com); IRS Publication 915's list of countries whose US-citizen residents are exempt from US
 * tax on Social Security (as republished by TaxAct); Feather (a German insurance broker) on health insurance for
 * retirees. The wording of the pension and government-service articles was not found in the store.
 */
export const germanyRetireeTax: CountryRetireeTax = {
  country: "germany",
  checked: "2026-11",
  treaty: {
    text:
      "The 1989 US-Germany income tax convention (general effective date 1 January 1990), amended by a 2006 protocol: Article 18 covers pensions, annuities, alimony and child support, and Article 19 covers government service and Social Security.",
    source: {
      publisher: "Internal Revenue Service",
      title: "Convention between the United States and the Federal Republic of Germany (1989): table of articles",
      via: "Docslib",
      url: "https://docslib.org/doc/5323530/income-tax-treaty",
      asOf: "1990",
      reviewedOn: "2026-11-25",
      research: "Copy of the IRS treaty PDF; the 2006 protocol (in force 28 December 2007, effective 2008 for most taxes) is on taxtreatylaw.com. The German Missions' consolidated English text (germany.info) surfaced but its stored excerpt stops at Article 1.",
    },
  },
  socialSecurity: {
    text:
      "The IRS says US citizens who are residents of Germany are exempt from US tax on their US Social Security benefits. As a German resident you are taxed on worldwide income, so declare the benefits in Germany; how Germany taxes them was not confirmed for this report.",
    source: {
      publisher: "Internal Revenue Service",
      title: "Publication 915, Social Security and Equivalent Railroad Retirement Benefits: US citizens residing abroad",
      via: "TaxAct",
      url: "https://www.taxact.com/support/1374/2022/social-security-benefits-received-in-foreign-exempt-country",
      asOf: "2022",
      reviewedOn: "2026-11-25",
      research: "TaxAct's help page quotes Publication 915 (US citizens resident in Canada, Egypt, Germany, Ireland, Israel, Italy if also Italian, Romania, UK are exempt). The treaty article itself was not read.",
    },
  },
  governmentPension: {
    value: null,
    note: "The treaty's government-service article (Article 19) decides where US federal, state and military pensions are taxed, but its wording could not be read for this report.",
    research: "Searched for the Germany treaty Article 19 text and technical explanation; only other German treaties (Orbitax) and article titles surfaced.",
  },
  privatePension: {
    value: null,
    note: "The treaty's pensions article (Article 18) decides where a US private pension is taxed, but its wording could not be read for this report; ask a German tax adviser.",
    research: "Searched for the Germany treaty Article 18 text; not found in the store.",
  },
  iraWithdrawals: {
    value: null,
    note: "No source found says how Germany taxes IRA or 401(k) withdrawals by a resident, so this report does not state it.",
    research: "Not found in searches for the treaty pension article or German treatment of US retirement accounts.",
  },
  localHealthCover: {
    text:
      "Health insurance is compulsory in Germany. Joining public (statutory) insurance after moving is complicated for someone who does not work there, because the rules depend on your insurance history; the alternative is private insurance. Get advice on your case before moving.",
    source: {
      publisher: "Feather",
      title: "Health Insurance for Retirees in Germany",
      url: "https://feather-insurance.com/blog/health-insurance-retirees",
      asOf: "2025",
      reviewedOn: "2026-11-25",
    },
  },
};
