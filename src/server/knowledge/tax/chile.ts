/**
 * Chile tax facts. No SII page was in the search store. Brackets: RegFollower's summary of SII Circular No. 05
 * of 21 January 2026 (secondary news source). Residence: DLA Piper 'Going Global' (law firm guide, undated; asOf is the year of the 2020 reform that set the 183-day rule). Newcomer
 * rule: PwC Worldwide Tax Summaries (well-known guide). Social security: KPMG (2015 survey; rates for the
 * employee share have not been confirmed against a newer source). Treaty: KPMG TaxNewsFlash on the US Treasury announcement. Totalization: SSA POMS (official).
 */
import type { CountryTax } from "./tax.schema";
import { SSA_TOTALIZATION } from "./sources";

export const chileTax: CountryTax = {
  country: "chile",
  checked: "2026-11",
  residenceRule: {
    text:
      "Tax resident if you spend more than 183 days in Chile within any 12-month period. You can also become resident earlier by establishing a domicile in Chile under civil-law rules (being there with the intention to stay, shown for example by taking a job or moving your family).",
    source: {
      publisher: "DLA Piper",
      title: "Going Global: Chile, Residence and basis for taxation",
      url: "https://dlapiperintelligence.com/goingglobal/tax/index.html?c=CL&t=01-residence",
      asOf: "2020",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025 income (tax year 2026)",
    currency: "CLP",
    period: "year",
    bands: [
      { from: 0, upTo: 11265804, ratePercent: 0 },
      { from: 11265804, upTo: 25035120, ratePercent: 4 },
      { from: 25035120, upTo: 41725200, ratePercent: 8 },
      { from: 41725200, upTo: 58415280, ratePercent: 13.5 },
      { from: 58415280, upTo: 75105360, ratePercent: 23 },
      { from: 75105360, upTo: 100140480, ratePercent: 30.4 },
      { from: 100140480, upTo: 258696240, ratePercent: 35 },
      { from: 258696240, upTo: null, ratePercent: 40 },
    ],
    topRatePercent: 40,
    note:
      "Annual Global Complementary Tax brackets for income earned in calendar 2025, set in annual tax units (UTA, CLP 834,504 in December 2025). There are no local income taxes. The 40% top bracket starts much lower for senior public officials.",
    source: {
      publisher: "Servicio de Impuestos Internos (Chile)",
      title: "Circular No. 05 of 21 January 2026: 2026 tax brackets",
      via: "RegFollower",
      url: "https://regfollower.com/chile-sii-updates-2026-tax-brackets-inflation-adjustments",
      asOf: "2026-01-21",
      reviewedOn: "2026-11-23",
      research:
        "Searched November 2026 for an SII page: the SII's AT2026 table (sii.cl/valores_y_fechas/renta/2026/personas_naturales.html, cited in public code repositories with the same figures: exempt up to CLP 11,265,804, top band from 258,696,240) is not in the search store; the SII explainer https://www.sii.cl/ayudas/aprenda_sobre/3072-3-3080.html is stored but its text shows the UTM/UTA scales only up to the 2017 version (no 310 UTA band); SII circulars for 2026 and the UTA for December 2025 were not found either. The 310 UTA band comes from Ley 21.210 (bcn.cl/leychile idNorma=1142667, stored, but its stored excerpt stops before art. 52). The peso bands here equal 13.5/30/50/70/90/120/310 UTA x CLP 834,504.",
    },
    crossCheck: {
      source: {
        publisher: "Servicio de Impuestos Internos (SII)",
        title: "Valores y fechas: Renta 2025, personas naturales (tabla del Impuesto Global Complementario, año tributario 2025)",
        url: "https://www.sii.cl/valores_y_fechas/renta/2025/personas_naturales.html",
        asOf: "2024-12",
        reviewedOn: "2026-11-29",
        research:
          "The SII's own table for the previous tax year (AT2025, income of 2024, UTA of December 2024), found with the search tool (pages) for 'UTA diciembre 2025 tabla global complementario 13,5 UTA exento tramos operación renta 2026' (November 2026); the AT2026 page is not in the search store. It reads: 'Renta imponible anual ... $ 0,00 - $ 10.901.628,00 Exento'; '10.901.628,01 - 24.225.840,00 0,04'; '24.225.840,01 - 40.376.400,00 0,08'; '40.376.400,01 - 56.526.960,00 0,135'; '56.526.960,01 - 72.677.520,00 0,23'; '72.677.520,01 - 96.903.360,00 0,304'; '96.903.360,01 - 250.333.680,00 0,35'; '250.333.680,01 y más 0,40'. Those are the same rates and the same UTA multiples (13.5, 30, 50, 70, 90, 120, 310 UTA at CLP 807,528) as the data, one year earlier; the data's bands apply the December 2025 UTA (CLP 834,504).",
      },
      differs: "the previous year's peso bands (tax year 2025, UTA CLP 807,528): exempt up to CLP 10,901,628 and 40% above CLP 250,333,680, with the same rates and UTA multiples",
    },
  },
  newcomerRegime: {
    text:
      "Foreigners who become resident or domiciled in Chile are taxed only on Chilean-source income during their first three years in the country; after that, worldwide income is taxed.",
    source: {
      publisher: "PwC",
      title: "Worldwide Tax Summaries: Chile, Individual - Taxes on personal income",
      url: "https://taxsummaries.pwc.com/Chile/Individual/Taxes-on-personal-income",
      asOf: "2024-07-17",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text:
      "Employees pay 10% of pay to their pension fund (AFP) plus the fund's management fee, 7% for health, and 0.6% unemployment insurance on an open-ended contract, all on pay up to a monthly cap of about 73.2 UF (an inflation-indexed unit); employers pay unemployment and accident insurance. Self-employed rates are not shown here.",
    source: {
      publisher: "KPMG",
      title: "Taxation of international executives: Chile, Other taxes and levies",
      url: "https://home.kpmg.com/xx/en/home/insights/2015/11/chile-other-taxes-and-levies.html",
      asOf: "2015-11",
      reviewedOn: "2026-11-23",
      research: "No self-employed rate was confirmed in a stored source.",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "The US-Chile income tax treaty entered into force on 19 December 2023; it applies to withholding taxes from 1 February 2024 and to other taxes for periods from 1 January 2024.",
    source: {
      publisher: "KPMG",
      title: "TaxNewsFlash: Income tax treaty with Chile enters into force",
      url: "https://kpmg.com/us/en/home/insights/2023/12/tnf-tax-treaty-update-income-tax-treaty-with-chile-enters-into-force.html",
      asOf: "2023-12-19",
      reviewedOn: "2026-11-23",
    },
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Chile totalization agreement effective 1 December 2001.",
    source: SSA_TOTALIZATION,
  },
};
