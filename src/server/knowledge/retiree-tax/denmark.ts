import type { CountryRetireeTax } from "./retiree-tax.schema";
/**
 * Denmark. Read: Danish Tax Council (Skatterådet) binding answers on US pension schemes (SKM2021.668.SR,
 * SKM2022.248.SR, SKM2022.313.SR, as republished by Taxcon) and a Danish Tax Agency binding answer on a Traditional
 * IRA and a US Office of Personnel Management pension (skat.dk); Gentofte Municipality on the health card.
 */
export const denmarkRetireeTax: CountryRetireeTax = {
  country: "denmark",
  checked: "2026-11",
  treaty: {
    text: "The US-Denmark income tax treaty and its protocol: under Article 18(1)(a) payments from a pension scheme that is tax-approved in the country where it was set up (the protocol lists US IRAs, Roth IRAs and 403(b) plans) are taxed only in that country, and Denmark relieves them under Article 23(3)(c) by exemption with progression. The US still taxes its citizens under the treaty's saving clause (Article 1(4)).",
    source: {
      publisher: "Danish Tax Council (Skatterådet)",
      title: "SKM2022.313.SR: taxation of US pension schemes on moving to Denmark, double taxation relief",
      url: "https://www.taxcon.dk/showDoc.asp?MetaId=18097",
      asOf: "2022-06-16",
      reviewedOn: "2026-11-25",
      via: "Taxcon",
      research: "Found with the search tool (pages) for 'Skatterådet bindende svar amerikansk IRA Roth IRA'. Binding answer of 31 May 2022 (Traditional IRA and Traditional 403(b)). Taxcon is a private database of Danish tax rulings; the skat.dk copy was not found in the store. The stored address is http://www.taxcon.dk/...; the https form is used here.",
    },
  },
  socialSecurity: {
    value: null,
    note: "We found no official or professional source that states how Denmark treats US Social Security paid to a Danish resident; ask a Danish tax adviser or the Danish Tax Agency before you move.",
    research: "Searched (November 2026, pages and docs): 'US Social Security benefits received by resident of Denmark taxable only in United States treaty', 'amerikansk social security udbetalinger til person bosat i Danmark kan kun beskattes i USA', the skat.dk legal guide section C.F.9.2.20.5.2 (USA - review of the treaty; only its Article 1 part came back). ditusa.dk says Danish folkepension paid to a US resident is taxed only in Denmark (the reverse direction), which suggests source-country taxation of social security under Article 18, but no page stating the US-to-Denmark direction was found.",
  },
  governmentPension: {
    text: "In a binding answer to a US citizen who moved to Denmark in 2022, the Danish Tax Agency confirmed that a US Office of Personnel Management (federal civil service) pension must be included in Danish taxable income but is relieved by exemption with progression: it is not taxed in Denmark itself, it only raises the rate on your other Danish income. The same answer said US Department of Veterans Affairs disability payments are not taxed in Denmark.",
    source: {
      publisher: "Danish Tax Agency (Skattestyrelsen)",
      title: "Binding answer: Traditional IRA and US Office of Personnel Management pension after moving to Denmark",
      url: "https://info.skat.dk/data.aspx?oid=2458848&vid=0",
      asOf: "2023",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'Skattestyrelsen bindende svar Traditional IRA US Office of Personnel Management pension exemption med progression'. Questions 3 and 4 answered 'Ja'. The page does not show its date in the excerpt; the facts say the move was in 2022, so asOf is an estimate.",
    },
  },
  privatePension: {
    text: "For a US employer plan such as a Traditional 401(k), the Danish Tax Council ruled that payouts fall under Article 18 of the treaty, so the US has the taxing right and Denmark applies exemption with progression: the payouts are not taxed in Denmark but raise the Danish rate on your other income. The plan's ongoing returns were not taxed in Denmark; payouts from a Roth 401(k) moved into a Roth IRA were not taxed, but its annual return was.",
    source: {
      publisher: "Danish Tax Council (Skatterådet)",
      title: "SKM2021.668.SR: taxation of a US Traditional 401(k) and Roth 401(k)",
      url: "https://www.taxcon.dk/showDoc.asp?MetaId=17712",
      asOf: "2021-12-09",
      reviewedOn: "2026-11-25",
      via: "Taxcon",
      research: "Found with the search tool (pages) for 'Skatterådet bindende svar amerikansk IRA Roth IRA'. Binding answer of 23 November 2021. A binding answer binds only the case asked about; the buyer should get their own.",
    },
  },
  iraWithdrawals: {
    text: "Danish binding answers treat a Traditional IRA built up while you lived outside Denmark as a foreign pension scheme: the US taxes the withdrawals under Article 18, Denmark only counts them for progression, and the IRA's returns are not taxed in Denmark. Roth IRA payouts are not taxed in Denmark, but Denmark taxes the Roth IRA's yearly return.",
    source: {
      publisher: "Danish Tax Council (Skatterådet)",
      title: "SKM2022.248.SR: taxation of US pension schemes (IRA and Roth IRA), double taxation relief",
      url: "https://www.taxcon.dk/showDoc.asp?MetaId=18029",
      asOf: "2022-05-10",
      reviewedOn: "2026-11-25",
      via: "Taxcon",
      research: "Found with the search tool (pages) for 'Skatterådet bindende svar amerikansk IRA Roth IRA'. Binding answer of 26 April 2022 (IRA under pensionsbeskatningsloven § 53 B; Roth IRA under § 53 A). Bloomberg Tax (5 March 2019, paywalled) reported an earlier 2019 answer (SKM2019.113.SR) with different reasoning on gains; the 2022 answers are used as the newer position.",
    },
  },
  localHealthCover: {
    text: "Everyone registered in the Danish civil registration system (CPR) gets a health card that gives access to the tax-funded national health service; in insurance group 1 you are listed with a GP and visits are free.",
    source: {
      publisher: "Gentofte Municipality",
      title: "The Health Card",
      url: "https://www.gentofte.dk/en/English-NEW/Citizen-services/Health-Insurance/The-Health-Card",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'Denmark public health insurance group 1 CPR number free GP'. The page states CPR-registered citizens have a health card entitling them to the national health system and that group 1 has no charge. Page undated; asOf is an estimate.",
    },
  },
};
