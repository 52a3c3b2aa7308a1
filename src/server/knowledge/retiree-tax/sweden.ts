import type { CountryRetireeTax } from "./retiree-tax.schema";
/**
 * Sweden. Read: Lawline (Swedish legal Q&A service) answers on the 1994 US-Sweden treaty for US pensions and Social
 * Security; Utlandspension (Swedish pension advisers) on IRA and 401(k) payouts; EURAXESS Sweden on healthcare.
 * No Skatteverket page on US pensions was found in the store.
 */
export const swedenRetireeTax: CountryRetireeTax = {
  country: "sweden",
  checked: "2026-11",
  treaty: {
    text: "The US-Sweden income tax treaty deals with pensions in Article 19: a private US pension paid to a Swedish resident is taxed in Sweden (Article 19(1)), where residents are taxed on worldwide income. The US keeps its right to tax US citizens and green-card holders under the saving clause (Article 1(4)).",
    source: {
      publisher: "Lawline",
      title: "Skattskyldighet för pension från USA (tax liability for a pension from the USA)",
      url: "https://www.lawline.se/answers/skattskyldighet-for-pension-fran-usa",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'amerikansk pension social security bosatt i Sverige skatt skatteavtalet USA'. Lawline is a Swedish legal Q&A service run by law students; undated answer, asOf is an estimate. The treaty article for government service (Article 20) is named only in the treaty's table of contents (vdocuments copy of the IRS text), not in a readable page.",
    },
  },
  socialSecurity: {
    text: "Under the US-Sweden tax treaty, US Social Security paid to a Swedish resident is taxable only in the US, not in Sweden. You still tick the box for foreign income on the Swedish tax return.",
    source: {
      publisher: "Lawline",
      title: "Beskattning av pension från utlandet (taxation of a pension from abroad)",
      url: "https://lawline.se/answers/beskattning-av-pension-fran-utlandet",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'amerikansk pension social security bosatt i Sverige skatt skatteavtalet USA'. The answer concerns a dual US-Swedish citizen living in Sweden receiving Social Security and concludes it is taxable only in the US. An Intuit community answer (ttlc.intuit.com) reads Article 19 the same way for Swedish social security paid to a US resident. Nomadtax (nomadtax.se) also has an article on this; its conclusion was not in the excerpt. Undated; asOf is an estimate.",
    },
  },
  governmentPension: {
    value: null,
    note: "We found no source that states how Sweden taxes a US federal, state or military pension paid to a Swedish resident; the treaty covers government pensions in Article 20. Ask Skatteverket or a Swedish tax adviser.",
    research: "Searched (November 2026, pages): 'pension från amerikansk offentlig tjänst bosatt i Sverige artikel 20 skatteavtal USA statlig pension'. Only Lawline answers on private pensions and Social Security came back.",
  },
  privatePension: {
    text: "A private US pension paid to someone living in Sweden is taxed in Sweden as income from employment (inkomst av tjänst). If you are a US citizen the US may tax it too, and the US is the country that must remove the double taxation.",
    source: {
      publisher: "Lawline",
      title: "Skatt på pension intjänad i USA? (tax on a pension earned in the USA)",
      url: "https://lawline.se/answers/skatt-pa-pension-intjanad-i-usa",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'pension från amerikansk offentlig tjänst bosatt i Sverige artikel 20' (came back for private pensions). Supported by https://www.lawline.se/answers/skattskyldighet-for-pension-fran-usa (art. 19.1, art. 1.4). Undated; asOf is an estimate.",
    },
  },
  iraWithdrawals: {
    text: "Sweden taxes withdrawals from a Traditional IRA as ordinary income, with a credit for US tax paid under the treaty; Roth IRA withdrawals, tax-free in the US, are often treated as taxable income in Sweden.",
    source: {
      publisher: "Utlandspension",
      title: "Navigating U.S. Pension Taxes and Filings for Americans Living in Sweden",
      url: "https://www.utlandspension.se/post/navigating-u-s-pension-taxes-and-filings-for-americans-living-in-sweden",
      asOf: "2025-04",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'US citizen retiree in Sweden Social Security taxed only by United States IRA distributions Swedish tax'. Post dated '17 apr.' (year inferred as 2025). The rollover case is from a CPA blog (cpaglobaltax.wordpress.com, 'Sweden - Court Decision on IRA rollovers', undated): a Swedish resident's 401(k)-to-IRA rollover was taxed in full as pension income. Nomadtax's 'Swedish Tax Treatment of U.S. IRAs' says Sweden classifies an IRA under domestic law; its conclusion was not in the excerpt.",
    },
  },
  localHealthCover: {
    text: "If you will stay in Sweden for at least a year you must register in the population register with the Swedish Tax Agency; once you have a personal identity number you can use public healthcare on the same terms as other residents, paying the ordinary patient fees. Social insurance is run separately by Försäkringskassan.",
    source: {
      publisher: "EURAXESS Sweden",
      title: "Health and medical care",
      url: "https://www.euraxess.se/sweden/information-and-assistance/health-and-medical-care",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'Sweden healthcare registered in population register residence permit retiree entitled public healthcare'. EURAXESS Sweden is run by the Swedish Research Council (Vetenskapsrådet). Page undated; asOf is an estimate.",
    },
  },
};
