import type { CountryRetireeTax } from "./retiree-tax.schema";
/**
 * Finland. Read: the Finnish Tax Administration (vero.fi) on foreign pensions received by Finnish residents, and the
 * Digital and Population Data Services Agency (dvv.fi) on the municipality of residence that opens public health
 * care. No source on the US-Finland treaty's treatment of US Social Security, government pensions or IRAs was found.
 */
export const finlandRetireeTax: CountryRetireeTax = {
  country: "finland",
  checked: "2026-11",
  treaty: {
    text: "The US-Finland income tax convention, signed in 1989, decides which country taxes each kind of income and how double taxation is relieved; the US keeps the right to tax its citizens under the saving clause, so US citizens living in Finland file in both countries.",
    source: {
      publisher: "LegalClarity",
      title: "How the US-Finland Tax Treaty Prevents Double Taxation",
      url: "https://legalclarity.org/how-the-us-finland-tax-treaty-prevents-double-taxation",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'Finland US social security benefits resident of Finland taxed only in United States treaty Vero foreign pension'. The treaty's pension article numbers were not in any page found, so they are left out. irsstreamlinedprocedures.com says the treaty was last revised in 2006. Page undated; asOf is an estimate.",
    },
  },
  socialSecurity: {
    value: null,
    note: "We found no source that states how Finland taxes US Social Security paid to a Finnish resident; ask the Finnish Tax Administration (Vero) or a tax adviser.",
    research: "Searched (November 2026, pages): 'Finland US social security benefits resident of Finland taxed only in United States treaty', 'vero.fi taxation of pension income cross-border United States social security'. Vero's guidance 'Taxation of pension income in cross-border circumstances' (https://vero.fi/en/detailed-guidance/guidance/48546/) came back, but only its introduction was in the excerpt.",
  },
  governmentPension: {
    value: null,
    note: "We found no source that states how Finland taxes a US federal, state or military pension paid to a Finnish resident; ask Vero or a tax adviser.",
    research: "Same searches as for Social Security; no page on US government pensions in Finland came back.",
  },
  privatePension: {
    text: "If you live in Finland you must report foreign pensions to the Finnish Tax Administration, and many retirees pay income tax on them both in Finland and in the paying country. Where the tax treaty allows both to tax, double taxation is usually removed by a credit in Finland for the foreign tax; you can ask Vero for prepayment calculations on a foreign pension.",
    source: {
      publisher: "Finnish Tax Administration (Vero)",
      title: "You live in Finland and receive a pension from a foreign country",
      url: "https://www.vero.fi/en/individuals/tax-cards-and-tax-returns/arriving_in_finland/pension-from-abroad2/",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'Vero foreign pension resident of Finland taxed in Finland credit for foreign tax'. General page, not specific to US pensions. Page undated; asOf is an estimate.",
    },
  },
  iraWithdrawals: {
    value: null,
    note: "We found no source that states how Finland taxes withdrawals from a US IRA or 401(k) by a Finnish resident; ask Vero or a tax adviser before you move.",
    research: "No search result addressed IRAs in Finland; not searched further within the time limit.",
  },
  localHealthCover: {
    text: "Public health care is a service of your municipality of residence (kotikunta), which the Digital and Population Data Services Agency registers. A non-EU citizen can get one if staying legally and planning to live in Finland for at least a year, with a continuous (A) or permanent (P) residence permit, or a temporary (B) permit valid at least a year plus, for example, a year already lived in Finland.",
    source: {
      publisher: "Digital and Population Data Services Agency (DVV)",
      title: "Municipality of residence for a citizen other than an EU or Nordic citizen",
      url: "https://dvv.fi/municipality-of-residence/third-countries",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research: "Found with the search tool (pages) for 'Finland municipality of residence kotikunta right to public health care foreigner registration'. The page says a municipality of residence usually gives the right to public health care. Page undated; asOf is an estimate.",
    },
  },
};
