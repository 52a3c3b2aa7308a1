import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Spain. Read: a Spanish accounting firm's note quoting Articles 1(3) and 20 of the 1990 US-Spain convention for
 * American pensioners in Spain; the text of Article 21(2) (government pensions) as quoted in an Expat Forum thread;
 * the Catalan Health Service's page on the 'convenio especial' for residents without public cover (Real Decreto
 * 576/2013).
 */
const accountingInSpain = {
  publisher: "Accounting in Spain",
  title: "Where should pay taxes Americans pensioners retired in Spain",
  url: "https://www.accountinginspain.com/pay-taxes-americans-pensioners-retired-spain/",
  asOf: "2020",
  reviewedOn: "2026-11-25",
  research:
    "Undated page; asOf is an estimate. The irs.gov treaty PDF and the Treasury technical explanation (taxtreatylaw.com copy) surfaced, but no stored excerpt showed Articles 20-21; this firm quotes Article 20 and the saving clause.",
};

export const spainRetireeTax: CountryRetireeTax = {
  country: "spain",
  checked: "2026-11",
  treaty: {
    text:
      "The 1990 US-Spain income tax convention: Article 20 covers private pensions, Social Security and annuities, and Article 21 covers government pensions. Its saving clause (Article 1(3)) lets the US keep taxing its citizens.",
    source: accountingInSpain,
  },
  socialSecurity: {
    text:
      "The treaty lets the US tax US Social Security paid to a resident of Spain or a US citizen (Article 20(1)(b)). It does not make that right exclusive, so Spain, which taxes its residents on worldwide income, is not barred from taxing it too.",
    source: accountingInSpain,
  },
  governmentPension: {
    text:
      "A US federal, state or local government pension is taxable only in the US, unless you are both a resident and a national of Spain, in which case only Spain taxes it (Article 21(2)).",
    source: {
      publisher: "United States and Kingdom of Spain",
      title: "Income tax convention (1990), Article 21(2): government pensions, as quoted in the thread 'US-ES pension taxation'",
      via: "Expat Forum",
      url: "https://www.expatforum.com/threads/us-es-pension-taxation.1310570/",
      asOf: "2020",
      reviewedOn: "2026-11-25",
      research: "Forum thread quoting the treaty text verbatim; the official treaty PDF was not in the store. Thread date not shown; asOf estimated.",
    },
  },
  privatePension: {
    text:
      "A US private pension for past employment paid to a resident of Spain is taxable in Spain under its personal income tax (Article 20(1)(a)). The US may still tax it because you are a citizen (saving clause, Article 1(3)).",
    source: accountingInSpain,
  },
  iraWithdrawals: {
    value: null,
    note: "No source found says how Spain taxes IRA or 401(k) withdrawals by a resident, so this report does not state it; ask a Spanish tax adviser.",
    research: "Searched pages for Spain IRA / 401(k) taxation; found only general expat posts.",
  },
  localHealthCover: {
    text:
      "A resident with no other public cover (not working, not a Spanish or EU pensioner) can join the public health system through a 'convenio especial' after at least one year of continuous residence and registration on the municipal register (padrón), paying EUR 60 a month under 65 and EUR 157 a month from 65 (Real Decreto 576/2013 rates; regions may add services).",
    source: {
      publisher: "CatSalut (Servei Català de la Salut)",
      title: "Formalització del conveni especial de prestació de l'assistència sanitària",
      url: "https://catsalut.gencat.cat/ca/coneix-catsalut/acces-sistema-salut/qui-te-acces-al-sistema-sanitari-public/formalitzacio-del-conveni-especial-de-prestacio-de-lassistencia-sanitaria/",
      asOf: "2013",
      reviewedOn: "2026-11-25",
    },
  },
};
