import type { CountryRetireeTax } from "./retiree-tax.schema";
import { US_TREATY_LIST } from "../tax/sources";

/**
 * Ecuador. What was read: the PwC Worldwide Tax Summaries rates page and NMS Law's note on the 2023 temporary
 * tax residence regime (both already cited by tax/ecuador.ts), the IRS treaty list, and El Telégrafo on
 * voluntary IESS affiliation. No SRI page was in the page store, and no source says whether Ecuador's
 * exemption for pensions reaches foreign pensions.
 */
const PWC_INCOME = {
  publisher: "PwC",
  title: "Worldwide Tax Summaries: Ecuador, Individual - Taxes on personal income",
  url: "https://taxsummaries.pwc.com/ID/Ecuador-Individual-Taxes-on-personal-income",
  asOf: "2025-03-13",
  reviewedOn: "2026-11-25",
} as const;

const NMS = {
  publisher: "NMS Law",
  title: "Ley Orgánica de Eficiencia Económica en Ecuador",
  url: "https://nmslaw.com.ec/blog/2023/12/26/ley-organica-eficiencia-economica-en-ecuador/",
  asOf: "2023-12-26",
  reviewedOn: "2026-11-25",
} as const;

const PENSION_RESEARCH =
  "Searched (November 2026) for SRI guidance on foreign pensions and US Social Security received by Ecuadorian residents (LRTI exempt income for pensions): nothing stored states whether foreign pensions are exempt.";

export const ecuadorRetireeTax: CountryRetireeTax = {
  country: "ecuador",
  checked: "2026-11",
  treaty: {
    text:
      "No US income tax treaty: Ecuador is not on the IRS list of US income tax treaties. The US taxes your retirement income as usual, and Ecuador applies its own law with a credit for foreign tax.",
    source: US_TREATY_LIST,
  },
  socialSecurity: {
    value: null,
    note: "Ecuador taxes residents on worldwide income, but we found no source saying whether US Social Security is taxable or exempt there. The US taxes it under its own rules; ask an Ecuadorian tax adviser.",
    research: PENSION_RESEARCH,
  },
  governmentPension: {
    value: null,
    note: "We found no source saying how Ecuador taxes a US federal, state or military pension. The US keeps taxing it; ask an Ecuadorian tax adviser.",
    research: PENSION_RESEARCH,
  },
  privatePension: {
    text:
      "If you were not an Ecuadorian tax resident before, you can opt into a five-year temporary tax residence regime (from December 2023) and pay Ecuadorian tax only on Ecuadorian-source income: within 120 days of arrival show foreign income of at least USD 2,500 a month and join the social security system (IESS), or invest USD 150,000. Otherwise residents are taxed on worldwide income; the US taxes the pension either way.",
    source: { ...NMS, research: PENSION_RESEARCH },
  },
  iraWithdrawals: {
    text:
      "Ecuadorian tax residents are taxed on foreign income too, at progressive rates up to 37%, with a credit for foreign tax, unless they are in the five-year temporary regime for newcomers. The US also taxes IRA and 401(k) withdrawals as usual.",
    source: { ...PWC_INCOME, research: "PwC states worldwide taxation with a foreign tax credit; it does not name IRA withdrawals. " + PENSION_RESEARCH },
  },
  localHealthCover: {
    text:
      "Foreign residents who are not employed can join the Ecuadorian Social Security Institute (IESS) voluntarily: you pay 17.6% a month of a declared base (at least the basic wage) and get health care, and can add a spouse for an extra 3.41%. Joining the IESS is also one of the conditions of the five-year temporary tax regime for newcomers.",
    source: {
      publisher: "El Telégrafo",
      title: "Todos los beneficios de la afiliación voluntaria al IESS en Ecuador",
      url: "https://www.eltelegrafo.com.ec/noticias/nacionales/210/todos-los-beneficios-de-la-afiliacion-voluntaria-al-iess-en-ecuador",
      asOf: "2026-02-12",
      reviewedOn: "2026-11-25",
      research:
        "No iess.gob.ec page on foreigners' voluntary affiliation was stored (its stored Q&A covers Ecuadorians abroad). ecuadorlegalonline.com says foreign residents need an Ecuadorian cédula. The minimum base (basic wage, USD 482 in 2026) is from Expreso (January 2026).",
    },
  },
};
