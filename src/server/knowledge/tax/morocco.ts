// Morocco tax. No Direction Générale des Impôts page was stored, so this file relies on a French expatriate
// adviser's blog (residence and the retirees' pension relief), Le360 and LesEco (Moroccan press) for the 2025 barème,
// the US Social Security Administration's "Social Security Programs Throughout the World" (2015) for CNSS rates,
// the IRS treaty list (A to Z), and the SSA's own manual (POMS) for totalization.
import type { CountryTax } from "./tax.schema";
import { US_TREATY_LIST } from "./sources";

export const moroccoTax: CountryTax = {
  country: "morocco",
  checked: "2026-11",
  residenceRule: {
    text: "You have your tax domicile in Morocco if you have your permanent home (foyer d'habitation permanent) there, or the centre of your economic interests, or if your stays in Morocco, continuous or not, exceed 183 days in any 365-day period. Residents are taxed on worldwide income; non-residents only on Moroccan-source income.",
    source: {
      publisher: "French Expat",
      title: "La fiscalité au Maroc",
      url: "https://french-expat.blogspot.com/2020/03/la-fiscalite-au-maroc.html",
      asOf: "2020-03",
      reviewedOn: "2026-11-23",
    },
  },
  incomeTax: {
    taxYear: "2025",
    currency: "MAD",
    period: "year",
    bands: [
      { from: 0, upTo: 40000, ratePercent: 0 },
      { from: 40000, upTo: 60000, ratePercent: 10 },
      { from: 60000, upTo: 80000, ratePercent: 20 },
      { from: 80000, upTo: 100000, ratePercent: 30 },
      { from: 100000, upTo: 180000, ratePercent: 34 },
      { from: 180000, upTo: null, ratePercent: 37 },
    ],
    topRatePercent: 37,
    note: "Annual net taxable income, from 1 January 2025 (finance law 2025): up to MAD 40,000 (MAD 6,000 a month's salary, previously MAD 30,000 a year) is exempt and the top marginal rate fell from 38% to 37%.",
    source: {
      publisher: "Le360",
      title: "Nouveau barème de l’impôt sur le revenu: ce que va changer le projet de loi de finances 2025",
      url: "https://fr.le360.ma/economie/nouveau-bareme-de-limpot-sur-le-revenu-ce-que-va-changer-le-projet-de-loi-de-finances-2025_HDZBAVVIRFBQXOWBQ24UMTPBKQ",
      asOf: "2024-10-19",
      reviewedOn: "2026-11-29",
      research:
        "Moroccan news site's report of the finance bill (PLF) 2025, read in the search tool (pages, November 2026): 'La tranche du revenu allant jusqu'à 40.000 dirhams est exonérée d'impôt. Un taux de 10% est appliqué à la tranche du revenu allant de 40.001 à 60.000 dirhams. Un taux de 20% ... de 60.001 à 80.000 dirhams. Un taux de 30% ... de 80 001 à 100 000 dirhams. Un taux de 34% ... de 100 001 à 180 000 dirhams. Un taux de 37% est appliqué au surplus.' The enacted law keeps the bill's first band and top rate: LesEco (crossCheck) describes the same reform as 'introduite par la loi de finances 2025' with the MAD 40,000 exempt band and the 37% top rate; no post-enactment page listing the middle brackets was read, but none of the pages found gives other brackets; Clicpaie's payroll guide of 4 April 2025 ('Barème de l'impôt sur le revenu au Maroc en 2025'), Infomagazine, Lesinfos.ma and L'ODJ (the earlier source, 'Réforme fiscale: hausse des salaires dès janvier 2025': exempt up to MAD 40,000, top rate 38% to 37%) agree. No DGI (tax.gov.ma) or Ministry of Finance page was in the search store (searched November 2026: 'tax.gov.ma barème IR 2025', 'Code général des impôts 2025 article 73', 'barème impôt sur le revenu 2025 Maroc 0 à 40 000 exonéré 10% 20% 30% 34% au-delà de 180 000 37%').",
    },
    crossCheck: {
      source: {
        publisher: "LesEco",
        title: "Impôt sur le Revenu : le coup de pouce de la révision du barème",
        url: "https://leseco.ma/?p=273934",
        asOf: "2025",
        reviewedOn: "2026-11-29",
        research:
          "Moroccan business daily, read in the search tool (pages, November 2026): 'La récente réforme de l'impôt sur le revenu (IR), introduite par la loi de finances 2025 ... le relèvement de la première tranche exonérée à 40.000 dirhams, permettant d'exonérer tous les revenus salariaux inférieurs à 6.000 dirhams par mois ... Le taux marginal est également abaissé de 38% à 37%.' It does not list the middle brackets.",
      },
    },
  },
  newcomerRegime: {
    text: "Retirees: residents of Morocco who receive a foreign-source pension get a reduction equal to 80% of the income tax due on that pension, for the amounts transferred permanently into Morocco in non-convertible dirhams. Pensions also get a partial exemption (55% of the part below MAD 168,000 a year, 40% above).",
    source: {
      publisher: "French Expat",
      title: "La fiscalité au Maroc",
      url: "https://french-expat.blogspot.com/2020/03/la-fiscalite-au-maroc.html",
      asOf: "2020-03",
      reviewedOn: "2026-11-23",
    },
  },
  socialSecurity: {
    text: "CNSS pension (old age, disability, survivors) for private-sector employees: 3.96% of gross monthly earnings from the employee and 7.93% from the employer, on earnings up to MAD 6,000 a month (2015 figures). Self-employed people were not covered by this scheme in the source year. Health insurance (AMO) and family-benefit contributions are separate and not covered here.",
    source: {
      publisher: "US Social Security Administration",
      title: "Social Security Programs Throughout the World: Africa, 2015 - Morocco",
      url: "https://www-origin.ssa.gov/policy/docs/progdesc/ssptw/2014-2015/africa/morocco.html",
      asOf: "2015",
      reviewedOn: "2026-11-23",
    },
  },
  usIncomeTaxTreaty: {
    inForce: true,
    note: "Morocco is on the list of countries with a US income tax treaty.",
    source: US_TREATY_LIST,
  },
  usTotalizationAgreement: {
    inForce: false,
    note: "Morocco is not on the SSA list of countries with a US totalization agreement in force.",
    source: {
      publisher: "US Social Security Administration",
      title: "POMS GN 01701.005 International Social Security (Totalization) Agreements (TN 11, 02-19)",
      url: "https://secure.ssa.gov/poms.nsf/lnx/0201701005",
      asOf: "2019-02",
      reviewedOn: "2026-11-23",
    },
  },
};
