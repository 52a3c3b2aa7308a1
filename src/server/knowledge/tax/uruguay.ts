/**
 * Uruguay tax facts. No DGI page was in the search store. Residence: Mondaq article by a Uruguayan law firm.
 * Brackets: Stateless (a relocation guide) showing the 2025 IRPF labour-income brackets in pesos; they match
 * the statutory brackets in BPC units (84, 120, 180, 360, 600, 900, 1,380 BPC at the 2025 BPC of UYU 6,576),
 * but treat it as a secondary source. Newcomer regime: EY Global Tax News. Social security: AFAP Itaú (a
 * pension fund manager). Treaty flag: Bloomberg Tax reporting the US Treasury. Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const uruguayTax: CountryTax = {
  country: "uruguay",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident if any one of these applies: you spend more than 183 days in Uruguay in a calendar year (absences of up to 30 days count as days in Uruguay); your main core of activities is in Uruguay (more income there than in any other country); your vital interests are there (spouse and dependent minor children live there); or your main economic interests are there (for example qualifying real estate or business investments).",
    source: {
      publisher: "Mondaq",
      title: "Uruguay As A Tax Residence For Individuals",
      url: "https://www.mondaq.com/uruguay/tax-authorities/862250/uruguay-as-a-tax-residence-for-individuals",
      asOf: "2019",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025",
    currency: "UYU",
    period: "year",
    bands: [
      { from: 0, upTo: 552384, ratePercent: 0 },
      { from: 552384, upTo: 789120, ratePercent: 10 },
      { from: 789120, upTo: 1183680, ratePercent: 15 },
      { from: 1183680, upTo: 2367360, ratePercent: 24 },
      { from: 2367360, upTo: 3945600, ratePercent: 25 },
      { from: 3945600, upTo: 5918400, ratePercent: 27 },
      { from: 5918400, upTo: 9074880, ratePercent: 31 },
      { from: 9074880, upTo: null, ratePercent: 36 },
    ],
    topRatePercent: 36,
    note:
      "Annual IRPF brackets in pesos for 2025. The law sets them in BPC units (a benefit-and-contribution base indexed every year), so the peso amounts change each year. Capital income is taxed under separate rules, and foreign capital income of new residents can be exempt (see the newcomer regime).",
    source: {
      publisher: "Stateless",
      title: "Uruguay individual income tax 2025",
      url: "https://learn.stateless.to/?p=254",
      asOf: "2025",
      reviewedOn: "2026-11-23",
      research:
        "Searched November 2026 for a DGI or IMPO page with the current IRPF scale (dgi.gub.uy IRPF franjas BPC, IMPO Texto Ordenado Título 7 art. 37, the 2025 BPC decree): none in the search store. IMPO has the original Ley 18.083 art. 8 (2006 scale, superseded) and Decreto 148/007; the 2025 BPC of UYU 6,576 is reported by Subrayado and Montevideo Portal, and ManpowerGroup Uruguay gives the scale in BPC (7/10/15/30/50/75/115 BPC a month).",
    },
  },
  newcomerRegime: {
    text:
      "New tax residents can choose a 'tax holiday' on income from foreign investments (interest, dividends and similar yields of foreign capital): either no income tax on it for the year they become resident and the following 10 years, or a permanent flat 7% rate on it. Law 19.937 extended the 10-year option to earlier arrivals who buy Uruguayan property worth more than 3.5 million indexed units (about USD 400,000) and spend at least 60 days a year in Uruguay.",
    source: {
      publisher: "EY",
      title: "Global Tax News: Uruguay modifies tax holiday regime",
      url: "https://globaltaxnews.ey.com/news/2021-5174-uruguay-modifies-tax-holiday-regime",
      asOf: "2021-02-11",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees pay a 15% pension contribution on nominal pay, split between the state fund (BPS) and a private pension fund (AFAP) for those in the mixed system, where pay above a ceiling (UYU 256,821 a month in 2024) is not subject to the pension contribution. Health insurance (FONASA) and other contributions are charged on top; their rates and the self-employed rates are not shown here.",
    source: {
      publisher: "AFAP Itaú",
      title: "Franjas de aportes a la Seguridad Social 2024",
      url: "https://www.afapitau.com.uy/novedades/franjas-de-aportes-a-la-seguridad-social-2024",
      asOf: "2024",
      reviewedOn: "2026-11-23",
      research: "FONASA and self-employed rates were not confirmed in a stored source.",
    },
  },
  usIncomeTaxTreaty: {
    inForce: false,
    note: "No US-Uruguay income tax treaty. When the US-Chile treaty entered into force in December 2023 it was only the second US comprehensive tax treaty in force with a South American country (the other is Venezuela).",
    source: {
      publisher: "Bloomberg Tax",
      title: "US-Chile Treaty Builds Tax Certainty for MNEs With MAPs and APAs",
      url: "https://news.bloombergtax.com/tax-management-international/us-chile-treaty-builds-tax-certainty-for-mnes-with-maps-and-apas-1",
      asOf: "2023-12",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Uruguay totalization agreement effective 1 November 2018.",
    source: SSA_TOTALIZATION,
  },
};
