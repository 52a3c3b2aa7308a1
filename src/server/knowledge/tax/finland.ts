// Finland tax. Official: the Finnish Tax Administration (vero.fi) for residence and the Parliament's adopted law
// for the 2026 state tax scale. Not official: Interjuris (Finnish law firm) for the scale again and the municipal
// rates, Vialto Partners for the 2026 key-employee change, Econia (Finnish accountants) for contribution rates, the
// IRS treaty list (A to Z), and the SSA's manual.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const finlandTax: CountryTax = {
  country: "finland",
  checked: "2026-11",
  residenceRule: {
    text: "You are a resident taxpayer (taxed on worldwide income) if your permanent home is in Finland, or, without a permanent home there, if you stay in Finland for more than 6 consecutive months; leaving Finland now and then does not break the stay. A stay of exactly 6 months still counts as non-resident. Foreign citizens stop being resident as soon as they leave.",
    source: {
      publisher: "Finnish Tax Administration (Vero)",
      title: "Residency and nonresidency in Finland",
      url: "https://vero.fi/en/individuals/tax-cards-and-tax-returns/arriving_in_finland/individuals-residency-and-nonresidency-in-finland",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2026",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 22000, ratePercent: 12.64 },
      { from: 22000, upTo: 32600, ratePercent: 19 },
      { from: 32600, upTo: 40100, ratePercent: 30.25 },
      { from: 40100, upTo: 52100, ratePercent: 33.25 },
      { from: 52100, upTo: null, ratePercent: 37.5 },
    ],
    topRatePercent: 37.5,
    note: "State income tax scale on earned income. Municipal tax is charged on top at a flat rate set by each municipality (4.70% to 10.90% in 2026, average 7.57%), plus church tax for members. Capital income is taxed separately at 30% (34% above EUR 30,000).",
    source: {
      publisher: "Parliament of Finland (Eduskunta)",
      title: "Eduskunnan vastaus EV 120/2025 vp: laki vuoden 2026 tuloveroasteikosta",
      url: "https://www.eduskunta.fi/FI/vaski/EduskunnanVastaus/Sivut/EV_120+2025.aspx",
      asOf: "2025-11-20",
      reviewedOn: "2026-11-29",
      research:
        "Parliament's reply adopting the government bill HE 98/2025 ('Viimeksi julkaistu 20.11.2025'), read November 2026 with the search tool (pages) for 'Laki vuoden 2026 tuloveroasteikosta verotettava ansiotulo 22 000 2 780,80': 'Eduskunta on hyväksynyt seuraavat lait: Laki vuoden 2026 tuloveroasteikosta ... Vuodelta 2026 toimitettavassa verotuksessa määrätään ... valtiolle ansiotulosta suoritettava tulovero ... 12,64 | 22 000 | 2 780,8 | 19 | 32 600 | 4 794,8 | 30,25 | 40 100 | 7 063,55 | 33,25 | 52 100 | 11 053,55 | 37,5' (taxable earned income, tax at the lower limit, rate on the excess). No vero.fi or Finlex copy of the promulgated law was found; the adopted text is the one cited.",
    },
    crossCheck: {
      source: {
        publisher: "Interjuris",
        title: "Finnish income tax rates: state income tax table for 2026",
        url: "https://interjuris.fi/en/artikkelit/income-tax-rates-for-2024",
        asOf: "2026",
        reviewedOn: "2026-11-29",
        research: "Finnish law firm's table, read again November 2026: '1.1.2. State income tax table for 2026 ... 0 – 22 000 12.64; 22 000 – 32 600 2 780.80 19.00; 32 600 – 40 100 4 794.80 30.25; 40 100 – 52 100 7 063.55 33.25; 52 100 – 11 053.55 37.50' (the same scale as the law).",
      },
    },
    combinedTop: {
      // The average municipal rate, as Sweden's combined rate is given: the rate most residents pay, and the one a
      // second source confirms; the highest and lowest municipal rates are stated beside it (Interjuris only).
      ratePercent: 45.07,
      what: "State income tax of 37.5% plus municipal tax at its 2026 average of 7.57% (from 4.70% to 10.90% depending on the municipality). Church tax for members comes on top.",
      source: {
        publisher: "Interjuris",
        title: "Finnish income tax rates: state income tax table for 2026",
        url: "https://interjuris.fi/en/artikkelit/income-tax-rates-for-2024",
        asOf: "2026",
        reviewedOn: "2026-11-29",
        research: "The page gives the 2026 state table (top 37.50%) and the 2026 municipal range 4.70-10.90% (average 7.57%); 45.07% is 37.5% + 7.57%. The state top rate is also the law's (Parliament's reply EV 120/2025, the scale's source). Until November 2026 this row gave 48.4% (the highest municipality's 10.90%), a figure only this page states: searched (search tool, pages) 'kuntien tuloveroprosentit 2026 korkein 10,90 alin 4,70', 'Pomarkku 10,90 Kauniainen 4,70', 'Manner-Suomen korkein kunnallisveroprosentti ensi vuonna Pomarkussa'; MTV Uutiset (18 Nov 2025, reporting Kuntaliitto) names Pomarkku as the highest and Kauniainen as the lowest but its stored text stops before the rates. No vero.fi page with the 2026 decision (VH/6585/00.01.00/2025) was found.",
      },
      crossCheck: {
        source: {
          publisher: "EVA (Finnish Business and Policy Forum)",
          title: "EVA: Keskituloisen kokonaisverotus kevenee hieman ensi vuonna",
          via: "STT Info",
          url: "https://www.sttinfo.fi/tiedote/71692807/eva-keskituloisen-kokonaisverotus-kevenee-hieman-ensi-vuonna?lang=fi",
          asOf: "2025-12-17",
          reviewedOn: "2026-11-29",
          research: "Think tank's press release on 2026 taxation, read November 2026 in the search tool (pages): 'Kunnallisveroksi on oletettu maan keskimääräinen 7,57 prosenttia' (the release is about next year, 2026, and counts the tax rising in 38 municipalities, as Kuntaliitto does). Same average as the row. Leads not read: public code quotes Verohallinto's decision as giving an average of 7,60 (an average defined differently, for the non-resident rule); no stored copy of the decision was found.",
        },
      },
    },
  },
  newcomerRegime: {
    text: "Key employee tax: qualifying foreign key employees pay a flat tax at source on their salary instead of progressive tax, for a maximum of 84 months. From 1 January 2026 the rate fell from 32% to 25%, and Finnish nationals returning after a long period abroad can also qualify. Conditions include a cash salary of at least EUR 5,800 a month and applying within 90 days of arrival.",
    source: {
      publisher: "Vialto Partners",
      title: "Finland: changes to the taxation of key employees in 2026",
      url: "https://vialtopartners.com/regional-alerts/finland-global-mobility-tax-changes-to-the-taxation-of-key-employees-in-2026",
      asOf: "2025-11",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "Employee contributions (2022 rates): earnings-related pension 7.15% (8.65% at ages 53-62), unemployment insurance 1.50%, health insurance daily allowance contribution 1.18%. Employers pay on average 17.40% pension, 0.50% unemployment (2.05% above a payroll limit), 1.34% health insurance and accident insurance. Self-employed people insure themselves under YEL at rates not given here.",
    source: {
      publisher: "Econia",
      title: "Social security payments 2022",
      url: "https://econia.com/en/news/social-security-payments-2022",
      asOf: "2022",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Finland is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: true,
    note: "US-Finland totalization agreement in force since 1 November 1992.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
