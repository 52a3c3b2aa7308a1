/**
 * Colombia tax facts. No DIAN (tax authority) page was in the search store. Residence and the 2022 reform
 * summary: PwC Worldwide Tax Summaries (well-known guide). Bands: Country Tax Calc, a tax-calculator site that
 * lists the statutory UVT brackets (Art. 241 Tax Statute) converted at the 2026 UVT of COP 52,374; treat it as a
 * secondary source. Social security: same site for employees; the self-employed sentence follows Alerta Bogotá's
 * report on Law 2277/2022 and Law 2381/2024 (https://alertabogota.com/noticias/economia-de-bolsillo/trabajadores-recibirian-tremendo-aporte-desde-julio-tendran-mas).
 * Treaty flag: Bloomberg Tax reporting the US Treasury (Chile is only the second US tax treaty in force in
 * South America; the other is Venezuela). Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const colombiaTax: CountryTax = {
  country: "colombia",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident if you spend more than 183 days in Colombia, continuous or not, within any period of 365 consecutive days. If the 183 days straddle two tax years, you are resident from the second year. Colombian nationals can also be resident through family, income or asset ties.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Colombia, Individual - Residence",
      url: "https://taxsummaries.pwc.com/colombia/individual/residence",
      asOf: "2021-02-15",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026",
    currency: "COP",
    period: "year",
    bands: [
      { from: 0, upTo: 57087660, ratePercent: 0 },
      { from: 57087660, upTo: 89035800, ratePercent: 19 },
      { from: 89035800, upTo: 214733400, ratePercent: 28 },
      { from: 214733400, upTo: 454082580, ratePercent: 33 },
      { from: 454082580, upTo: 993534780, ratePercent: 35 },
      { from: 993534780, upTo: 1623594000, ratePercent: 37 },
      { from: 1623594000, upTo: null, ratePercent: 39 },
    ],
    topRatePercent: 39,
    note:
      "The law sets the brackets in tax value units (UVT): 0-1,090 UVT 0%, to 1,700 UVT 19%, to 4,100 UVT 28%, to 8,670 UVT 33%, to 18,970 UVT 35%, to 31,000 UVT 37%, above 39%. The peso figures use the 2026 UVT of COP 52,374 and change every year. Occasional gains and dividends follow separate rules.",
    source: {
      publisher: "Country Tax Calc",
      title: "Colombia Tax Calculator: DIAN brackets (UVT 2026 = COP 52,374)",
      url: "https://countrytaxcalc.com/tax-calculator/colombia",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
      research:
        "Searched (November 2026, group B) for an official copy of Estatuto Tributario art. 241 (secretariasenado.gov.co, normograma.dian.gov.co, suin-juriscol.gov.co, Ley 2010 de 2019 art. 34) and for DIAN Resolution 000238 of December 15, 2025 (UVT 2026 = COP 52,374): no stored official page with the current table or the UVT resolution. The UVT brackets (0-1,090 0%, to 1,700 19%, to 4,100 28%, to 8,670 33%, to 18,970 35%, to 31,000 37%, above 39%) match the article as reproduced by actualicese.com and estatuto.co; COP 52,374 and Resolution 000238 are confirmed by press and professional bodies (Semana, INCP via Ascoop, Planning Tax).",
    },
    crossCheck: {
      source: {
        publisher: "Dirección de Impuestos y Aduanas Nacionales (DIAN)",
        title: "How are income taxes calculated in Colombia?",
        via: "Horizons",
        url: "https://support.joinhorizons.com/en/support/solutions/articles/73000635125-how-are-income-taxes-calculated-in-colombia-",
        asOf: "2024",
        reviewedOn: "2026-11-29",
        research:
          "Employer-of-record firm's help page (undated; asOf a guess), found with the search tool (pages) for 'Colombia individual taxes on personal income UVT 1,090 19% 28% 33% 35% 37% 39%' (November 2026): 'Taxable Income Bracket (in UVT) Tax Rate: 0 - 1,090 UVT 0%; 1,091 - 1,700 UVT 19%; 1,701 - 4,100 UVT 28%; 4,101 - 8,670 UVT 33%; 8,671 - 18,970 UVT 35%; 18,971 - 31,000 UVT 37%; Over 31,000 UVT 39%'. The same UVT brackets as the data. The 2026 UVT of COP 52,374 (DIAN Resolution 000238 of 15 December 2025) was read in the INCP's note republished by Ascoop (ascoopempresarial.coop, 6 January 2026): 'fijó en $ 52.374 el valor de la Unidad de Valor Tributario (UVT), aplicable para el año gravable 2026'.",
      },
    },
  },
  newcomerRegime: {
    text:
      "There is no special tax regime for newcomers. Once resident, you are taxed on worldwide income under the ordinary system. Since Law 2277 of 2022, foreign pension income is exempt up to 1,000 tax value units (UVT) a year, and exempt income plus deductions are capped at 40% of net income and 1,340 UVT a year.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Colombia, Individual - Significant developments",
      url: "https://taxsummaries.pwc.com/colombia/individual/significant-developments",
      asOf: "2023-03-03",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees pay 4% of salary for health and 4% for pension (employers pay 8.5% and 12%); earners above four minimum wages pay an extra 1-2% to the pension solidarity fund, and the contribution base is capped at 25 minimum wages. Self-employed people pay 12.5% for health and 16% for pension themselves, on a base of 40% of their income.",
    source: {
      publisher: "Country Tax Calc",
      title: "Colombia Tax Calculator: social security table",
      url: "https://countrytaxcalc.com/tax-calculator/colombia",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "No US-Colombia income tax treaty. When the US-Chile treaty entered into force in December 2023 it was only the second US comprehensive tax treaty in force with a South American country (the other is Venezuela).",
    source: {
      publisher: "Bloomberg Tax",
      title: "US-Chile Treaty Builds Tax Certainty for MNEs With MAPs and APAs",
      url: "https://news.bloombergtax.com/tax-management-international/us-chile-treaty-builds-tax-certainty-for-mnes-with-maps-and-apas-1",
      asOf: "2023-12",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Colombia is not on the SSA's list of totalization agreements in force.",
    source: SSA_TOTALIZATION,
  },
};
