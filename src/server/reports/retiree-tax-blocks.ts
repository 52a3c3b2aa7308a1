/**
 * "Your retirement income" (issue 19.4), in the tax chapter for a retiree (a pension answer, or a retired
 * occupation or age 65+ without one): how US Social Security, US government pensions, private pensions and
 * IRA / 401(k) withdrawals are taxed in the country, under the US treaty's pension articles or without a treaty,
 * and the local health cover a retiree can join.
 */
import type { Block } from "@server/report-pdf/report-document";
import type { CountryRetireeTax } from "@server/knowledge/retiree-tax/retiree-tax.schema";
import { textRow } from "./fact-rows";
import type { FactCatalogue } from "@server/facts/catalogue/fact-catalogue";
import { factIdsOf } from "@server/facts/catalogue/read-facts";

export const RETIREE_TAX_HEADING = "Your retirement income";

export function retireeTaxBlocks(country: string, retireeTax: CountryRetireeTax, printed: FactCatalogue): Block[] {
  return [
    { kind: "subheading", text: RETIREE_TAX_HEADING },
    {
      kind: "paragraph",
      text: `How each kind of US retirement income is taxed if you live in ${country}. The US taxes its citizens wherever they live (the treaty's "saving clause"); where the country also taxes an income, a foreign tax credit usually prevents paying twice.`,
      sources: [retireeTax.treaty.source],
      facts: factIdsOf(printed, retireeTax.treaty),
    },
    {
      kind: "keyValues",
      rows: [
        textRow("US tax treaty", retireeTax.treaty, printed),
        textRow("US Social Security", retireeTax.socialSecurity, printed),
        textRow("US government pensions", retireeTax.governmentPension, printed),
        textRow("Private pensions", retireeTax.privatePension, printed),
        textRow("IRA and 401(k) withdrawals", retireeTax.iraWithdrawals, printed),
        textRow("Local health cover for retirees", retireeTax.localHealthCover, printed),
      ],
    },
  ];
}
