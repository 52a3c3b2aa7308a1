import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Italy. Read: two IRS information letters on the 1999 US-Italy convention (Social Security under Article 18 and
 * the protocol; government pensions under Article 19(2)), republished in a university data archive of IRS written
 * determinations; IRS Publication 915's list of countries whose US-citizen residents are exempt from US tax on
 * Social Security (as republished by TaxAct); RSM Italy on the 7% regime for foreign pensioners (art. 24-ter TUIR);
 * the Parma local health authority (AUSL) and BusinessOnline.it on voluntary registration with the SSN.
 */
const jhuArchive = {
  via: "Johns Hopkins University Data Archive",
  url: "https://archive.data.jhu.edu/file.xhtml?persistentId=doi:10.7281/T1/N1X6I4/D5CQ0Y&version=2.0",
};

const ssLetter = {
  publisher: "Internal Revenue Service, Office of Chief Counsel",
  title: "Information letter GENIN-154178-05 on the US-Italy treaty and US Social Security paid to a US citizen resident in Italy",
  ...jhuArchive,
  asOf: "2005",
  reviewedOn: "2026-11-25",
  research: "IRS written determination in a JHU data-archive file; the date is blanked, the year comes from the case number suffix (-05). Article numbers are stripped in the stored text; Article 18 (Pensions, Etc.) and Article 19 (Government Service) are the numbering shown in the treaty text's saving clause (Scribd copy of the Treasury-posted convention). IRS Publication 915 (as republished by TaxAct) agrees: US citizens resident in Italy are exempt from US tax on benefits only if also Italian citizens.",
};

export const italyRetireeTax: CountryRetireeTax = {
  country: "italy",
  checked: "2026-11",
  treaty: {
    text:
      "The 1999 US-Italy income tax convention and protocol: Article 18 covers private pensions and, through the protocol, Social Security and similar public pensions; Article 19 covers government pensions. Its saving clause lets each country tax its own citizens as if there were no treaty.",
    source: ssLetter,
  },
  socialSecurity: {
    text:
      "US Social Security paid to a resident of Italy falls under the pensions article (Article 18), so Italy taxes it as your country of residence. Under the saving clause the US also taxes it if you are a US citizen, unless you are also an Italian national, in which case the US may not tax it.",
    source: ssLetter,
  },
  governmentPension: {
    text:
      "A US federal, state or local government pension is taxable only in the US, unless you are both a resident and a national of Italy, in which case only Italy taxes it (Article 19(2)).",
    source: {
      publisher: "Internal Revenue Service",
      title: "Information letter COR-110488-98 on the US-Italy convention and dual US-Italian citizens",
      ...jhuArchive,
      asOf: "1998",
      reviewedOn: "2026-11-25",
      research: "IRS written determination in a JHU data-archive file; year from the case number suffix (-98).",
    },
  },
  privatePension: {
    text:
      "A private pension for past employment paid to a resident of Italy is taxable only in Italy under the treaty (Article 18(1)); the US still taxes its citizens. A foreign pensioner who moves tax residence to a town of under 20,000 people in Abruzzo, Basilicata, Calabria, Campania, Molise, Puglia, Sardinia or Sicily (or listed earthquake areas) can opt for a flat 7% tax on all foreign income for ten years instead of the normal progressive rates (art. 24-ter TUIR).",
    source: {
      publisher: "RSM Italy",
      title: "Special tax regime to attract foreign pensioners to Southern Italy: amendments to article 24-ter of the Income Tax Act",
      url: "https://www.rsm.global/italy/rsmsts/en/news/special-tax-regime-attract-foreign-pensioners-southern-italy-amendments-article-24-ter-income",
      asOf: "2022",
      reviewedOn: "2026-11-25",
      research: "The Article 18(1) residence-only rule is in IRS letter GENIN-154178-05 (see socialSecurity); RSM states the 7% regime (option valid for the year of the move and the following 9), the southern regions and the 2022 extension to earthquake municipalities.",
    },
  },
  iraWithdrawals: {
    value: null,
    note: "No source found says how Italy taxes IRA or 401(k) withdrawals by a resident, so this report does not state it; ask an Italian tax adviser (the 7% southern-towns regime covers all foreign income if you qualify).",
    research: "Searched pages for Italy IRA taxation; nothing from the Agenzia delle Entrate or a tax guide.",
  },
  localHealthCover: {
    text:
      "A non-EU resident who does not work in Italy, such as a holder of an elective-residence permit, cannot join the national health service (SSN) automatically: to be covered they register voluntarily by paying a yearly contribution of at least EUR 2,000 (since 2024), paid with an F24 form.",
    source: {
      publisher: "BusinessOnline.it",
      title: "Quali stranieri devono pagare e quanto per farsi curare dal Sistema Sanitario Nazionale nel 2024",
      url: "https://www.businessonline.it/news/quali-stranieri-devono-pagare-e-quanto-per-farsi-curare-dal-sistema-nazionale-sanitario-nel-2024-con-nuova-legge_n72410.html",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "BusinessOnline states the EUR 2,000 minimum, the elective-residence category and F24 payment; the AUSL Parma page (ausl.pr.it, official) states that these residents register voluntarily or take private insurance, by calendar year, with the same SSN services as Italians; ANSA (16 October 2023) reported the EUR 2,000 budget measure.",
    },
  },
};
