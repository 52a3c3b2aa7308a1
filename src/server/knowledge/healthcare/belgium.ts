/**
 * Belgium: healthcare for a resident foreigner.
 * Source notes:
 * - Quasi-official: pages of three Belgian health insurance funds (mutualités/ziekenfondsen), which run the
 *   compulsory insurance under INAMI/RIZIV rules: Partenamut (expat guide), La Mutualité Neutre (expat page), Helan
 *   (hospitalisation insurance price list valid from January 2023). Partenamut and LMN pages are undated; asOf 2026
 *   is the year the stored copies were read.
 * - The premium is one fund's published price for a mid-range hospitalisation policy, not a market average.
 */
import type { Citation } from "@server/facts/citation";
import type { CountryHealthcare } from "./healthcare.schema";

/** The page several of the premiums below are read on. */
const helanPrices: Citation = {
  publisher: "Helan",
  title: "Hospitalisation insurance cost",
  url: "https://www-prod.helan.be/en/hospitalisation-insurance/faq-hospitalisation-insurance/hospitalisation-insurance-cost",
  asOf: "2023-01",
  reviewedOn: "2026-11-26",
  research: "figures read: Age when joining: 0-45 years old ... 25-49 years old | € 12,57 | € 23,28 | € 28,06 | Age when joining: 50-54 years old ... 50-59 years old | € 16,94 | € 31,27 | € 37,75 | Age when joining: 55-59 years old ... 55-59 years old | € 22,58 | € 42,06 | € 50,86 | Age when joining: 60 years plus ... From 60-67 years old | € 55,18 | € 85,67 | € 103,67 | From 60-67 years old",
};

/** What every Helan Hospitalia Plus premium below is: the same policy, the same year's table (each ends with the age it was joined at). */
const HELAN_PLUS =
  "Helan (Belgian health insurance fund) Hospitalia Plus hospitalisation insurance, incl. serious-illness guarantee, premiums valid from January 2023 (the latest table found; they are usually re-indexed yearly); optional top-up to the compulsory mutuality insurance; premium by current age, joined at age ";

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
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text: "Anyone residing in Belgium must register with a Belgian health insurance fund to be covered and reimbursed for medical costs. At La Mutualité Neutre the compulsory insurance is free for someone with a Belgian employment contract, but members pay EUR 10.50 a month for the fund's complementary insurance and services.",
    source: {
      publisher: "La Mutualité Neutre",
      title: "Mutualité pour expats",
      url: "https://www.lamn.be/mutualite-pour-expats",
      asOf: "2026",
      reviewedOn: "2026-11-23",
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
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "income-based",
    text: "Employees' contributions are deducted from salary and the self-employed pay into a social security fund; hospital insurance from the health funds is priced by age.",
    source: {
      publisher: "Brussels Commissioner for Europe and International Organisations",
      title: "Social Security - Healthcare insurance",
      url: "https://www.commissioner.brussels/en/i-am-an-expat/social-security/86-social-security/124-healthcare",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: In the case of employed workers, contributions are directly deducted from their salary by the employer, whereas self-employed workers are required to pay contributions into a social security fund. ... All funds charge the same amount, as they act as intermediaries between the National Institute for ",
    }
  },
  premiumsByAge: [
    {
      amount: 28.06,
      currency: "EUR",
      period: "month",
      basis: `${HELAN_PLUS}0-45 (basic Hospitalia Smart: 12.57)`,
      forAges: {
        from: 25,
        to: 49,
      },
      source: helanPrices,
    },
    {
      amount: 37.75,
      currency: "EUR",
      period: "month",
      basis: `${HELAN_PLUS}50-54 (Smart: 16.94)`,
      forAges: {
        from: 50,
        to: 59,
      },
      source: helanPrices,
    },
    {
      amount: 50.86,
      currency: "EUR",
      period: "month",
      basis: `${HELAN_PLUS}55-59 (Smart: 22.58)`,
      forAges: {
        from: 55,
        to: 59,
      },
      source: helanPrices,
    },
    {
      amount: 103.67,
      currency: "EUR",
      period: "month",
      basis: `${HELAN_PLUS}60+ (Plus can be bought only up to and including age 65)`,
      forAges: {
        from: 60,
        to: 67,
      },
      source: helanPrices,
    },
    {
      amount: 55.18,
      currency: "EUR",
      period: "month",
      basis: "Helan Hospitalia Smart (basic hospitalisation insurance, no age limit for joining), joined at age 60+",
      forAges: {
        from: 60,
        to: 67,
      },
      source: helanPrices,
    },
  ],
};
