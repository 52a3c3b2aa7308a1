/**
 * Belgium: healthcare for a resident foreigner.
 * Source notes:
 * - Quasi-official: pages of three Belgian health insurance funds (mutualités/ziekenfondsen), which run the
 *   compulsory insurance under INAMI/RIZIV rules: Partenamut (expat guide), La Mutualité Neutre (expat page), Helan
 *   (hospitalisation insurance price list valid from January 2023). Partenamut and LMN pages are undated; asOf 2026
 *   is the year the stored copies were read.
 * - The premium is one fund's published price for a mid-range hospitalisation policy, not a market average.
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const belgiumHealthcare: CountryHealthcare = {
  country: "belgium",
  checked: "2026-11",
  system: {
    text: "Belgian health cover is part of social security, financed by state subsidies and social-security (ONSS) contributions deducted from salaries or self-employed income. Members register with a mutual insurance fund (mutuelle), which acts between the national institute INAMI and the insured, reimbursing health care (hospital, doctor, pharmacy) and paying benefits when they cannot work.",
    source: {
      publisher: "Partenamut",
      title: "Expats: a guide to the healthcare system in Belgium",
      url: "https://www.partenamut.be/fr/blog-sante-et-bien-etre/votre-mutuelle/expats/native-sante-belgique-en",
      asOf: "2026",
    },
  },
  publicAccess: {
    text: "Anyone residing in Belgium must register with a Belgian health insurance fund to be covered and reimbursed for medical costs. At La Mutualité Neutre the compulsory insurance is free for someone with a Belgian employment contract, but members pay EUR 10.50 a month for the fund's complementary insurance and services.",
    source: {
      publisher: "La Mutualité Neutre",
      title: "Mutualité pour expats",
      url: "https://www.lamn.be/mutualite-pour-expats",
      asOf: "2026",
    },
  },
  privateInsuranceCost: {
    amount: 23.28,
    currency: "EUR",
    period: "month",
    basis: "A member aged 25 to 49 who joined at 0 to 45: Helan 'Hospitalia Care' hospitalisation insurance, including the serious-illness guarantee, premiums valid from January 2023. One fund's price, not a market average.",
    forAges: { from: 25, to: 49 },
    source: {
      publisher: "Helan",
      title: "How much does hospitalisation insurance cost?",
      url: "https://www-prod.helan.be/en/hospitalisation-insurance/faq-hospitalisation-insurance/hospitalisation-insurance-cost",
      asOf: "2023-01",
    },
  },
};
