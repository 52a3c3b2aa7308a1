import type { CountryRetireeTax } from "./retiree-tax.schema";
/**
 * Norway. Read: the Norwegian Tax Administration's page on pensions paid from Norway to US residents (which names the
 * treaty's pension articles), Magnus Legal (Norwegian law firm) on US IRA and 401(k) accounts, and NAV on membership
 * of the National Insurance Scheme. No source on the Norwegian treatment of US Social Security or US government
 * pensions was found.
 */
export const norwayRetireeTax: CountryRetireeTax = {
  country: "norway",
  checked: "2026-11",
  treaty: {
    text: "The US-Norway income tax treaty splits pensions across several articles: National Insurance (social security) pensions in Article 19, public occupational pensions in Article 17 (for Norwegian citizens) or Article 19 (for others), private occupational pensions in Article 18(1), annuities in Article 18(2) and other pensions in Article 22(1).",
    source: {
      publisher: "Norwegian Tax Administration (Skatteetaten)",
      title: "US: pensions and disability benefits for persons resident abroad",
      url: "https://www.skatteetaten.no/en/person/taxes/get-the-taxes-right/employment-benefits-and-pensions/pension-and-disability-benefit/resident-abroad/countries/usa/?pageid=557",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'Norway tax US social security pension received by Norwegian resident taxable Norway treaty'. The page is written for pensions paid from Norway to US residents, but names the treaty articles for each kind of pension. Treaty date and 1980 protocol: the IRS Announcement 2013-5 copy (touchtax.edrich.de). Saving clause: Magnus Legal (blogg.magnuslegal.no, Finansavisen column, 10 December 2022), which says the US is not bound by the treaty for its own citizens. Page undated; asOf is an estimate.",
    },
  },
  socialSecurity: {
    value: null,
    note: "We found no source that states how Norway taxes US Social Security paid to a Norwegian resident (the treaty deals with social security in Article 19). Ask Skatteetaten or a Norwegian tax adviser before you move.",
    research: "Searched (November 2026, pages): 'Norway tax US social security pension received by Norwegian resident', 'skatteetaten pensjon fra USA bosatt i Norge social security skatteavtalen', 'amerikansk trygd social security bosatt i Norge skattefri'. Only Skatteetaten's page for the reverse direction (Norwegian pensions to US residents, taxed 15% at source in Norway) and SSA totalization pages came back.",
  },
  governmentPension: {
    value: null,
    note: "We found no source that states how Norway taxes a US federal, state or military pension paid to a Norwegian resident (government service is Article 17 of the treaty). Ask Skatteetaten or a Norwegian tax adviser.",
    research: "Searched with the Social Security queries above; no page on US government pensions received in Norway came back.",
  },
  privatePension: {
    value: null,
    note: "We found no source that states how Norway taxes a US employer pension (other than IRA or 401(k) accounts, below) paid to a Norwegian resident; private pensions fall under Article 18 of the treaty.",
    research: "Skatteetaten's US page says Norwegian private occupational pensions paid to US residents are exempt in Norway under the treaty (residence-country taxation), but it covers only that direction. Finansavisen (21 September 2024) says the old treaty does not regulate several types of US pensions. Not enough to state the Norway-side rule.",
  },
  iraWithdrawals: {
    text: "If you are tax resident in Norway, payouts from a US IRA or 401(k) are taxed in Norway under the ordinary rules for pension income. Norway does not treat an IRA as a pension savings account: in 2017 the tax appeals board refused it the same tax deferral, so the account value is reported as wealth and reinvested dividends and gains inside it can be taxed each year, which can lead to double taxation with the US.",
    source: {
      publisher: "Magnus Legal",
      title: "Dette må du være klar over om du har en amerikansk pensjonskonto (what you must know if you have a US pension account)",
      url: "https://blogg.magnuslegal.no/dette-må-du-være-klar-over-om-du-har-en-amerikansk-pensjonskonto?hs_amp=true",
      asOf: "2023",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'skatteetaten pensjon fra USA bosatt i Norge social security skatteavtalen USA'. Magnus Legal is a Norwegian law firm. Undated blog post; asOf is an estimate.",
    },
  },
  localHealthCover: {
    text: "If you move to Norway to stay at least 12 months, and your stay is legal, you are as a rule a compulsory member of the National Insurance Scheme from the day you arrive; membership is the key to rights to NAV's services. It depends on residence, not on citizenship, registration or paying tax in Norway.",
    source: {
      publisher: "Norwegian Labour and Welfare Administration (NAV)",
      title: "Membership of the National Insurance Scheme",
      url: "https://www.nav.no/en/Home/Rules+and+regulations/Membership+of+the+National+Insurance+Scheme",
      asOf: "2024",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'Norway National Insurance Scheme membership stay more than 12 months'. That membership gives health services is on NAV's page 'Membership and coverage' (https://www.nav.no/en/home/rules-and-regulations/national-insurance-coverage, health section) and workinnorway.no. Page undated; asOf is an estimate.",
    },
  },
};
