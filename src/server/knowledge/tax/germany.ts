// Germany tax. No Bundesfinanzministerium/BZSt page with these figures was stored, so this file relies on a
// German tax adviser (expattax.de), TaxRep (a tax-guide publisher) for the tariff, and German tax advisers
// (Gerdes & Kollegen) for social insurance; the US treaty list is the IRS's own A-to-Z list,
// and totalization is the SSA's own manual (POMS).
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const germanyTax: CountryTax = {
  country: "germany",
  checked: "2026-11",
  residenceRule: {
    text: "You become tax resident (unlimited tax liability on worldwide income) either by having a home available to you in Germany (any accommodation suitable for living in permanently, owned or rented, even if you do not use it) or, without a home, by staying in Germany for more than six months. Nationality is rarely relevant.",
    source: {
      publisher: "expattax.de",
      title: "Tax residency in Germany",
      url: "https://expattax.de/tax-residency-germany/",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025",
    currency: "EUR",
    period: "year",
    bands: [],
    topRatePercent: 45,
    note: "Germany's tariff (section 32a EStG) is a formula, not fixed bands: for a single person in 2025 the first EUR 12,096 is tax free, marginal rates then rise smoothly from 14% to 42%, and 45% applies from EUR 277,826. For 2026 the tax-free allowance rises to EUR 12,348 and the zone limits move with inflation. Married couples filing jointly have doubled thresholds. Solidarity surcharge (5.5% of the tax, for higher incomes) and church tax (8-9% of the tax, for church members) come on top.",
    source: {
      publisher: "TaxRep",
      title: "German Income Tax: Rates & Brackets (tariff under section 32a EStG), updated 27 October 2025",
      url: "https://taxrep.us/fr/guide_fiscal/guide-de-limpot-allemand-sur-le-revenu/german-income-tax-rates-brackets",
      asOf: "2025-10-27",
      reviewedOn: "2026-11-23",
      research: "Re-checked November 2026: searches for § 32a EStG on gesetze-im-internet.de and the BMF tariff pages (German phrasings, 'Grundfreibetrag 12.348') found no official page in the store, only calculators and tax-software descriptions.",
    },
    crossCheck: {
      source: {
        publisher: "Lohnprüfung.de",
        title: "Einkommensteuertabelle",
        url: "https://www.lohnpruefung.de/einkommensteuertabelle.html",
        asOf: "2026",
        reviewedOn: "2026-11-29",
        research:
          "Payroll-check site's tax table, read in the search tool (pages, November 2026, query 'Einkommensteuertarif 2026 Grundfreibetrag 12.348 Euro Spitzensteuersatz 42 Prozent Reichensteuer 45 Prozent ab 277.826'): 'Der Grundfreibetrag beträgt 12.096 EUR pro Person (Splitting: 24.192 EUR)'; 'Ab einem zvE von 68.480 EUR greift der Spitzensteuersatz von 42%'; 'Ab einem zvE von 277.826 EUR gilt der Höchststeuersatz von 45% (sog. Reichensteuer)'. The page labels these 2026, but they are the 2025 tariff shown here (allowance EUR 12,096, 45% from EUR 277,826). Jotax (tax adviser) likewise says the 45% rate starts unchanged at EUR 277,826 for 2024 to 2026. The title is the page's heading as its address gives it.",
      },
    },
    combinedTop: {
      ratePercent: 47.475,
      what: "Income tax of 45% plus the 5.5% solidarity surcharge charged on the income tax (about 2.48 points). Church tax of 8% or 9% of the income tax, for church members, comes on top.",
      source: {
        publisher: "EU Forecast",
        title: "Other taxes on income: the solidarity levy of 5.5%",
        url: "https://euforecast.com/profiles/regional/the-first-is-the-solidarity-levy-of-5-5/2018/11/29/",
        asOf: "2018-11-29",
        reviewedOn: "2026-11-25",
        research: "The stored copy is at http://euforecast.com/...; the https form is given here. The page states the 5.5% solidarity levy on the income tax and church tax of 8% or 9%; the 45% top rate is from the TaxRep source of the bands; 47.475% is 45% x 1.055. Since 2021 the surcharge applies in full only to higher incomes, which includes everyone at the 45% rate. Re-checked November 2026: searches for the Solidaritätszuschlag on bundesfinanzministerium.de / SolZG found only a Bundesfinanzhof decision (5.5% SolZG, 2005 case), a TK employer page and private pages; no BMF page stored.",
      },
      crossCheck: {
        source: {
          publisher: "Die Welt",
          title: "So teuer sind die Einkommensteuerpläne von CDU, CSU, SPD, Grünen und FDP",
          url: "https://www.welt.de/wirtschaft/plus216679836/So-teuer-sind-die-Einkommensteuerplaene-von-CDU-CSU-SPD-Gruenen-und-FDP.html",
          asOf: "2020",
          reviewedOn: "2026-11-29",
          research:
            "Newspaper article from the year before the 2021 federal election, read in the search tool (pages, November 2026, query 'Spitzensteuersatz 45 Prozent plus Solidaritätszuschlag'): 'Der Eingangssteuersatz liegt bei 14 Prozent, der Spitzensteuersatz bei 42 Prozent, Leute mit sehr hohem Einkommen müssen auf die letzten Euros ihres Einkommens 45 Prozent an den Fiskus zahlen – den Reichensteuersatz. Und am Ende gibt es noch den Solidaritätszuschlag in Höhe von 5,5 Prozent der zu zahlenden Steuern obendrauf.' 45% x 1.055 = 47.475%. The 2021 reform removed the surcharge for most taxpayers but not at the 45% rate. The title is the page's heading as its address gives it.",
        },
      },
    },
  },
  newcomerRegime: {
    text: "Germany has no special tax status or incentive regime for expatriates: newcomers are taxed like German residents in the same situation and get the same allowances and deductions.",
    source: {
      publisher: "expattax.de",
      title: "Tax residency in Germany",
      url: "https://expattax.de/tax-residency-germany/",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "2026 rates for employees, generally split half and half with the employer: pension insurance 18.6% and unemployment insurance 2.6% (on earnings up to EUR 101,400 a year), health insurance 14.6% plus the fund's own add-on rate, and long-term care insurance 3.6% (on earnings up to EUR 69,750 a year; childless members aged 23+ pay a 0.6-point surcharge alone). The source covers employees only; self-employed rules differ.",
    source: {
      publisher: "Gerdes & Kollegen",
      title: "Neue Werte in der Sozialversicherung 2026",
      url: "https://www.gerdes-kollegen.com/?p=4871",
      asOf: "2026-01",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Germany is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Germany totalization agreement in force since 1 December 1979.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
