/**
 * Uruguay tax facts. No DGI page was in the search store. Residence: Mondaq article by a Uruguayan law firm.
 * Brackets: the statutory IRPF labour-income scale in BPC units (84, 120, 180, 360, 600, 900, 1,380 BPC a year) at
 * the 2026 BPC of UYU 6,864, as reported by El Observador and Montevideo Portal from the Ministry of Economy's
 * communiqué (press, secondary sources). Newcomer regime: EY Global Tax News. Social security: AFAP Itaú (a
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
    taxYear: "2026",
    currency: "UYU",
    period: "year",
    bands: [
      { from: 0, upTo: 576576, ratePercent: 0 },
      { from: 576576, upTo: 823680, ratePercent: 10 },
      { from: 823680, upTo: 1235520, ratePercent: 15 },
      { from: 1235520, upTo: 2471040, ratePercent: 24 },
      { from: 2471040, upTo: 4118400, ratePercent: 25 },
      { from: 4118400, upTo: 6177600, ratePercent: 27 },
      { from: 6177600, upTo: 9472320, ratePercent: 31 },
      { from: 9472320, upTo: null, ratePercent: 36 },
    ],
    topRatePercent: 36,
    note:
      "Annual IRPF brackets on labour income in pesos for 2026, at the 2026 BPC of UYU 6,864 (employers withhold monthly on one twelfth of each band: nothing up to UYU 48,048 a month, 36% above UYU 789,360). The law sets the brackets in BPC units (a benefit-and-contribution base indexed every year), so the peso amounts change each year. Capital income is taxed under separate rules, and foreign capital income of new residents can be exempt (see the newcomer regime).",
    source: {
      publisher: "Ministerio de Economía y Finanzas (Uruguay)",
      title: "Cuáles son las nuevas franjas de aportes de IRPF e IASS en 2026 y el nuevo valor de la BPC",
      via: "El Observador (Uruguay)",
      url: "https://www.elobservador.com.uy/cuales-son-las-nuevas-franjas-aportes-irpf-2026-y-el-nuevo-valor-la-bpc-n6030375",
      asOf: "2026-01-20",
      reviewedOn: "2026-11-29",
      research:
        "Corrected November 2026 (issue 30): the data gave the 2025 bands (BPC UYU 6,576, from Stateless, learn.stateless.to/?p=254: exempt up to UYU 552,384, 36% above 9,074,880). El Observador's report of 20 January 2026 on the Ministry of Economy's communiqué, found with the search tool (pages) for 'Ejecutivo fijó las nuevas franjas de aportes IRPF e IASS 2026 BPC $ 6.864': 'El Poder Ejecutivo informó este martes el aumento de la Base de Prestaciones y Contribuciones (BPC) a $ 6.864 —con validez desde el 1º de enero de 2026— desde los $ 6.576 del año pasado'; 'la franja mínima de aportes de IRPF pasa de $ 46.032 a $ 48.048'; 'La primera franja con aportación -de 7 a 10 BPC- quedó fijada desde $ 48.049 hasta $ 68.640. La tasa de aporte para esta franja es del 10%'; 'La franja siguiente es desde $ 68.641 hasta $ 102.960, con un descuento del 15%'; 'los ingresos mensuales superiores a $ 789.361 (más de 115 BPC)' (the stored excerpt stops there; Caras y Caretas, 21 January 2026, carries the same sentence in full: '... estarán gravados al 36%, la tasa más alta del impuesto'). The annual bands here are the statutory scale of 84, 120, 180, 360, 600, 900 and 1,380 BPC a year (7, 10, 15, 30, 50, 75 and 115 BPC a month, rates 0/10/15/24/25/27/31/36%) times UYU 6,864; the middle bands (30, 50, 75 BPC) are not spelled out in the stored text, but the same multiples reproduce every 2025 band in Stateless's table at UYU 6,576. No DGI or MEF page for 2026 is in the search store (searched 'gub.uy Ministerio de Economía y Finanzas comunicado BPC 2026 6.864').",
    },
    crossCheck: {
      source: {
        publisher: "Ministerio de Economía y Finanzas (Uruguay)",
        title: "Así quedaron las nuevas franjas impositivas del IRPF y el IASS tras ajuste del gobierno",
        via: "Montevideo Portal",
        url: "https://www.montevideo.com.uy/Noticias/Asi-quedaron-las-nuevas-franjas-impositivas-del-IRPF-y-el-IASS-tras-ajuste-del-gobierno-uc950398",
        asOf: "2026-01-20",
        reviewedOn: "2026-11-29",
        research:
          "Montevideo Portal's report of 20 January 2026, found with the same search: 'El Poder Ejecutivo definió un nuevo ajuste del valor de la Base de Prestaciones y Contribuciones (BPC), que pasó a ser de $ 6.864'; 'el valor de la BPC pasó de 6.576 a $ 6.864'; 'la franja mínima de IRPF pasará a ser de $ 48.048 (7 BPC). Salarios menores a ese importe no están gravados por el impuesto'. Its table of the monthly bands is an image not in the stored text.",
      },
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
