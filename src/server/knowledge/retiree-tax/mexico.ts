import type { CountryRetireeTax } from "./retiree-tax.schema";

/**
 * Mexico. What was read: the PwC Worldwide Tax Summaries pages already cited by tax/mexico.ts (treaty list,
 * worldwide taxation of residents), and press reports of the IMSS voluntary health scheme. The text of the
 * 1992 US-Mexico convention's pension articles (Art. 19 and 20) was found only in copies on document-sharing
 * sites whose stored excerpts stop at the table of articles, so the treaty's split of taxing rights is not
 * stated here.
 */
const PWC_TREATIES = {
  publisher: "PwC",
  title: "Worldwide Tax Summaries: Mexico, Individual - Foreign tax relief and tax treaties",
  url: "https://taxsummaries.pwc.com/Mexico/Individual/Foreign-tax-relief-and-tax-treaties",
  asOf: "2024-02-01",
  reviewedOn: "2026-11-25",
} as const;

const PWC_INCOME = {
  publisher: "PwC",
  title: "Worldwide Tax Summaries: Mexico, Individual - Taxes on personal income",
  url: "https://taxsummaries.pwc.com/ID/Mexico-Individual-Taxes-on-personal-income",
  asOf: "2025-08-13",
  reviewedOn: "2026-11-25",
} as const;

const TREATY_RESEARCH =
  "Searched (November 2026) for the text of Articles 19 (pensions, annuities, alimony and child support) and 20 (government service) of the 1992 US-Mexico convention and the Treasury technical explanation: irs.gov/pub/irs-trty/mexico.pdf is not in the page store; copies on pdfslide.us, scribd, wstax.net (http only) and documents.pub (Treasury technical explanation) are stored but their excerpts stop at the table of articles. Only forum posts and blogs (expatforum, legalclarity.org, flexerphoto.com) say Social Security is taxable only by the US under Art. 19; not used.";

export const mexicoRetireeTax: CountryRetireeTax = {
  country: "mexico",
  checked: "2026-11",
  treaty: {
    text:
      "The US-Mexico income tax convention (signed 1992, in effect since 1 January 1994) is in force, so its pension and government-service articles decide which country may tax each kind of retirement income. Its saving clause lets the US keep taxing its citizens as if there were no treaty, with a credit for Mexican tax where the treaty allows it.",
    source: { ...PWC_TREATIES, research: TREATY_RESEARCH },
  },
  socialSecurity: {
    value: null,
    note: "We could not confirm from the treaty text how US Social Security is taxed for a resident of Mexico. Ask a cross-border tax adviser, or read Article 19 of the US-Mexico treaty on irs.gov.",
    research: TREATY_RESEARCH,
  },
  governmentPension: {
    value: null,
    note: "We could not confirm from the treaty text how a US federal, state or military pension is taxed for a resident of Mexico. Ask a cross-border tax adviser, or read Article 20 of the US-Mexico treaty on irs.gov.",
    research: TREATY_RESEARCH,
  },
  privatePension: {
    text:
      "Once you are tax resident in Mexico you are taxed there on your worldwide income at the normal progressive rates (up to 35%); there is no special regime for foreign retirees. The US also taxes a US private pension because you are a citizen, and the treaty's credit rules decide which country gives relief.",
    source: { ...PWC_INCOME, research: "PwC states worldwide taxation of residents and that no newcomer regime exists; it does not single out foreign pensions. " + TREATY_RESEARCH },
  },
  iraWithdrawals: {
    value: null,
    note: "No source we could check says how Mexico treats withdrawals from a US IRA or 401(k). The US taxes them as usual; ask a cross-border tax adviser before moving large sums.",
    research: "Searched for Mexican treatment of US IRA/401(k) distributions (SAT, PwC, law firms): only generic blogs. " + TREATY_RESEARCH,
  },
  localHealthCover: {
    text:
      "A resident who is not employed can join the Mexican Social Security Institute (IMSS) voluntarily through its Family Health Insurance (Seguro de Salud para la Familia): you apply online or at an IMSS office, fill in a medical questionnaire and pay an annual fee by age band (from 1 March 2025, MXN 19,800 at ages 60-69 and MXN 20,650 at 70-79). Pre-existing conditions can exclude you, so many retirees also buy private insurance.",
    source: {
      publisher: "La Verdad Noticias",
      title: "IMSS afiliación voluntaria: Seguro de Salud para la Familia, tarifas 2025",
      url: "https://laverdadnoticias.com/ultimas-noticias/mexico/imss-afiliacion-voluntaria?amp=1&noamp=mobile",
      asOf: "2025-03",
      reviewedOn: "2026-11-25",
      research:
        "No imss.gob.mx page was in the page store. The same 2025 fees (MXN 8,900 to 21,300 by age band) are reported by El Mañana (November 2025); the exclusion for pre-existing conditions is reported by viveusa.mx and tipdiario.com. Whether foreign residents (not only Mexicans) are accepted is implied ('cualquier persona') but not stated by an official source.",
    },
  },
};
