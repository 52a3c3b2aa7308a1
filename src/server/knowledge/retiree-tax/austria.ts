import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Austria. Read: the Senate treaty document's table of articles (copy on Docslib); an IRS Office of Chief Counsel
 * information letter on Social Security under the 1996 convention (republished in a university data archive of
 * IRS written determinations), which quotes the Treasury technical explanation; the Austrian Health Insurance Fund
 * (ÖGK) pages on self-insurance.
 */
export const austriaRetireeTax: CountryRetireeTax = {
  country: "austria",
  checked: "2026-11",
  treaty: {
    text:
      "The 1996 US-Austria income tax convention (general effective date 1 January 1999): Article 18 covers pensions, including Social Security and other public pensions, and Article 19 covers government service. Its saving clause is Article 1(4).",
    source: {
      publisher: "United States Senate",
      title: "Taxation Convention with Austria: Message from the President transmitting the convention signed 31 May 1996",
      via: "Docslib",
      url: "https://docslib.org/doc/584410/taxation-convention-with-austria-message-from-the",
      asOf: "1996-09",
      reviewedOn: "2026-11-25",
    },
  },
  socialSecurity: {
    text:
      "US Social Security paid to a resident of Austria or to a US citizen is taxable only in the US, the paying country (pensions article, Article 18); Austria does not tax it. This rule is an exception to the saving clause.",
    source: {
      publisher: "Internal Revenue Service, Office of Chief Counsel",
      title: "Information letter GENIN-121486-05 on Social Security under the US-Austria convention",
      via: "Johns Hopkins University Data Archive",
      url: "https://archive.data.jhu.edu/file.xhtml?persistentId=doi:10.7281/T1/N1X6I4/D5CQ0Y&version=2.0",
      asOf: "2005",
      reviewedOn: "2026-11-25",
      research: "IRS written determination in a JHU data-archive file; article numbers are stripped in the stored text (Article 18 is 'Pensions' per the treaty table of articles). Year from the case number suffix (-05).",
    },
  },
  governmentPension: {
    value: null,
    note: "The treaty's government-service article (Article 19) decides where US federal, state and military pensions are taxed, but its wording could not be read for this report.",
    research: "Searched for the Austria treaty Article 19 text; the taxtreatylaw.com copy surfaced only with Article 1.",
  },
  privatePension: {
    value: null,
    note: "The treaty's pensions article (Article 18) also covers private pensions, but its wording on them could not be read for this report; ask an Austrian tax adviser.",
    research: "The IRS letter quotes only the Social Security subparagraph.",
  },
  iraWithdrawals: {
    value: null,
    note: "No source found says how Austria taxes IRA or 401(k) withdrawals by a resident, so this report does not state it.",
  },
  localHealthCover: {
    text:
      "A resident with no statutory health insurance (in Austria or another EU/EEA country) can take out voluntary self-insurance with the Austrian Health Insurance Fund (ÖGK), paying a monthly contribution (EUR 495.58 in 2024, reducible on request depending on income). Benefits start only after a six-month waiting period unless you were insured just before.",
    source: {
      publisher: "Österreichische Gesundheitskasse (ÖGK)",
      title: "Selbstversicherung in der Krankenversicherung",
      url: "https://www.gesundheitskasse.at/cdscontent/?contentid=10007.867315&portal=oegkportal",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "The EUR 495.58 figure is on this page; the six-month waiting period is on the ÖGK page contentid=10007.831529; the reduction on request is on oesterreich.gv.at / ÖGK regional pages.",
    },
  },
};
