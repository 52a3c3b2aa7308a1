import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

/**
 * Brazil. What was read: Conliance's summary of the Receita Federal rules for new residents (already cited by
 * tax/brazil.ts), the IRS treaty list, and a Brazilian immigration law firm on foreigners' access to the SUS.
 * No Receita Federal page on foreign pensions was in the page store.
 */
const CONLIANCE = {
  publisher: "Conliance",
  title: "When Do You Become a Tax Resident in Brazil - And What Does That Mean for Your Taxes?",
  url: "https://conliance.com/when-do-you-become-a-tax-resident-in-brazil-and-what-does-that-mean-for-your-taxes",
  asOf: "2002",
  reviewedOn: "2026-11-25",
  research:
    "Undated page; asOf is the year of IN SRF 208/2002 it summarises. It says residents declare worldwide income in reais; it does not name US Social Security, pensions or IRAs. Searched (November 2026) for Receita Federal guidance on foreign pensions (carnê-leão, 'rendimentos recebidos do exterior'): nothing stored.",
} as const;

export const brazilRetireeTax: CountryRetireeTax = {
  country: "brazil",
  checked: "2026-11",
  treaty: {
    text:
      "No US income tax treaty: Brazil is not on the IRS list of US income tax treaties. The US taxes your retirement income as usual, and Brazil taxes residents under its own law.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    text:
      "Once you are tax resident in Brazil you must declare your worldwide income, converted into reais, on the annual return (IRPF); the source gives no exemption for foreign social security. The US also taxes Social Security under its own rules, with no treaty to split the right.",
    source: CONLIANCE,
  },
  governmentPension: {
    text:
      "A US federal, state or military pension is part of the worldwide income a Brazilian tax resident declares in reais; no exemption for it was found. The US keeps taxing it too.",
    source: CONLIANCE,
  },
  privatePension: {
    text:
      "A Brazilian tax resident declares a US private pension as part of worldwide income, converted into reais, and it is taxed with your other income; the US taxes it as well.",
    source: CONLIANCE,
  },
  iraWithdrawals: {
    value: null,
    note: "We found no source saying how Brazil taxes withdrawals from a US IRA or 401(k) (as pension income or as a financial investment). The US taxes them as usual; ask a Brazilian tax adviser.",
    research: "Searched (November 2026) for Receita Federal or professional guidance on US IRA/401(k) distributions to Brazilian residents (Lei 14.754/2023 on offshore investments): nothing stored that addresses retirement accounts.",
  },
  localHealthCover: {
    text:
      "Brazil's public health system (SUS) is free and open to foreign residents on the same terms as Brazilians under the 2017 Migration Law (Law 13.445); you register for a free SUS card (Cartão SUS) at a local health unit with your passport or residence document.",
    source: {
      publisher: "BFA Migratório",
      title: "Estrangeiros podem usar o SUS? Entenda seus direitos no Brasil",
      url: "https://bfamigratorio.com.br/estrangeiros-podem-usar-o-sus-entenda-seus-direitos-no-brasil",
      asOf: "2025",
      reviewedOn: "2026-11-25",
      research:
        "Undated immigration law firm page (mentions the 2017 Migration Law; year assumed). No gov.br/saude page on foreigners was stored. A Brazilian student project page notes that foreigners without legal residence are limited to emergency care under Decree 9.199/2017.",
    },
  },
};
