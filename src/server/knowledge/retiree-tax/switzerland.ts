import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Switzerland. Read: the convention text on swisstaxnetwork.ch (Article 1 saving clause), the French/German text
 * of Article 19 from the Swiss classified compilation (SR 0.672.933.61, as republished on droit-bilingue.ch), a
 * treaty-comparison site on Article 18 (private pensions), and the Federal Office of Public Health (FOPH) page on
 * compulsory health insurance.
 */
export const switzerlandRetireeTax: CountryRetireeTax = {
  country: "switzerland",
  checked: "2026-11",
  treaty: {
    text:
      "The 1996 US-Switzerland income tax convention: Article 18 covers private pensions and annuities, Article 19 covers government service and Social Security. Its saving clause (Article 1(2)) lets the US tax its citizens as if the convention had not come into effect.",
    source: {
      publisher: "Swiss Tax Network",
      title: "DTA USA - DBA USA - CDI USA (convention text)",
      url: "https://www.swisstaxnetwork.ch/gesetze/swiss-dta/dta-usa---dba-usa---cdi-usa",
      asOf: "2020",
      reviewedOn: "2026-11-25",
      research: "Undated page reproducing the convention; asOf estimated. The stored page is http; the https address is assumed.",
    },
  },
  socialSecurity: {
    text:
      "Switzerland may tax US Social Security paid to you as a resident (Article 19(4)). The US may also tax it; the treaty caps US tax at 15% of the gross benefit, but as a US citizen the saving clause lets the US tax you under its own rules.",
    source: {
      publisher: "Swiss Federal Chancellery (Fedlex)",
      title: "SR 0.672.933.61 Convention between Switzerland and the United States on taxes on income, Article 19",
      via: "droit-bilingue.ch",
      url: "https://droit-bilingue.ch/fr-de/0.6/0.67/0.672.933.61-19-22.html",
      asOf: "2020",
      reviewedOn: "2026-11-25",
      research: "Bilingual (FR/DE) copy of the official compilation; the page says it is not the official publication. asOf estimated.",
    },
  },
  governmentPension: {
    value: null,
    note: "The treaty's Article 19 decides where US federal, state and military pensions are taxed, but its government-pension paragraph could not be read for this report.",
    research: "The droit-bilingue.ch excerpt shows Article 19(3)-(4) only.",
  },
  privatePension: {
    text:
      "A US private pension paid to a resident of Switzerland is taxable only in Switzerland under the treaty (Article 18), with no US withholding; as a citizen you still report it to the US under the saving clause.",
    source: {
      publisher: "Tax in Pangea",
      title: "How are pensions taxed under the Switzerland-United States tax treaty?",
      url: "https://www.taxinpangea.com/faq/pension-tax-ch-us",
      asOf: "2025",
      reviewedOn: "2026-11-25",
    },
  },
  iraWithdrawals: {
    value: null,
    note: "No source found says how Switzerland taxes IRA or 401(k) withdrawals by a resident, so this report does not state it; ask a Swiss tax adviser.",
  },
  localHealthCover: {
    text:
      "Basic health insurance is compulsory: anyone settling in Switzerland (B or C permit) must take it out with an approved insurer within three months of taking up residence, each family member separately. If you do, cover is backdated to your arrival; if you are late, cover starts only on enrolment and a premium surcharge may be charged.",
    source: {
      publisher: "Federal Office of Public Health (FOPH)",
      title: "Health insurance: Requirement to obtain insurance for persons resident in Switzerland",
      url: "https://www.bag.admin.ch/bag/en/home/versicherungen/krankenversicherung/krankenversicherung-versicherte-mit-wohnsitz-in-der-schweiz/versicherungspflicht.html",
      asOf: "2025",
      reviewedOn: "2026-11-25",
    },
  },
};
