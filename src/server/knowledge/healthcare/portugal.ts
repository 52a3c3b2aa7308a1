/**
 * Portugal healthcare.
 *
 * Source notes:
 * - Official / semi-official: the SNS explainer on the "Amigo" patient-information site of ULS São José (Lisbon's
 *   local health unit), which cites Despacho n.º 40/2025 of 2 January 2025; the page shows no date of its own, so
 *   asOf 2025 is inferred from that order. It is used for both `system` and `publicAccess`.
 * - Regulator figure via a secondary page: the 2024 average premium per insured person comes from the ASF
 *   (Autoridade de Supervisão de Seguros e Fundos de Pensões) Health Insurance Observatory, as reported by Doutor
 *   Finanças; the ASF report itself did not surface in my searches.
 * - Gap: the visa rule (D7 and other residence visas ask for travel/health insurance with medical cover before the
 *   applicant can register with the SNS) was found only on expat and relocation blogs, not on an official page
 *   (vistos.mne.gov.pt did not surface in my searches), so `publicAccess` does not state it.
 */
import type { CountryHealthcare } from "./healthcare.schema";

const ulsSaoJoseSns = {
  publisher: "ULS São José",
  title: "About the National Health Service (Serviço Nacional de Saúde, SNS), 'Amigo' patient-information site",
  research: "The page is hosted on sites.google.com; it is the patient-information site of the ULS São José hospital group.",
  url: "https://sites.google.com/view/amigo-ulssjose/english/about-the-national-health-service-or-serviço-nacional-de-saúde-sns",
  asOf: "2025",
  reviewedOn: "2026-11-23",
};

export const portugalHealthcare: CountryHealthcare = {
  country: "portugal",
  checked: "2026-11",
  system: {
    text:
      "Public health care is provided by the National Health Service (Serviço Nacional de Saúde, SNS), whose mission is to guarantee access to care for everyone regardless of economic and social condition. A registered foreign resident is charged like a national: they pay only the user fee (taxa moderadora) and get the SNS co-payment on prescribed medicines, consultations and diagnostic tests in SNS or SNS-affiliated facilities.",
    source: ulsSaoJoseSns,
  },
  publicAccess: {
    text:
      "A resident registers free of charge at the health unit (USF/UCSP) of their area of residence and receives an SNS user number (número de utente). Under Despacho n.º 40/2025 of 2 January 2025, foreign nationals must keep their record in the National Register of Users up to date, including tax number (NIF), address in Portugal and a valid residence permit; with a complete record they pay the same user fees as nationals (or none if exempt), while users with missing or outdated data lose their link to a health centre.",
    source: ulsSaoJoseSns,
  },
  privateInsuranceCost: {
    amount: 423.61,
    currency: "EUR",
    period: "year",
    basis: "Average yearly premium per insured person on individual health-insurance policies in 2024 (group policies: EUR 412.45; all policies: EUR 417.84), from the ASF Health Insurance Observatory; all ages and plans averaged together.",
    source: {
      publisher: "Autoridade de Supervisão de Seguros e Fundos de Pensões (ASF)",
      title: "Observatório dos Seguros de Saúde, 2024 data: Seguros de saúde já cobrem quatro milhões de pessoas em Portugal",
      via: "Doutor Finanças",
      url: "https://www.doutorfinancas.pt/seguros/seguro-de-saude/seguros-de-saude-ja-cobrem-quatro-milhoes-de-pessoas-em-portugal",
      asOf: "2024",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "age-rated",
    text: "Premiums rise with age, particularly over 50 or 65, and some insurers set age limits for new policies.",
    source: {
      publisher: "Accounting Insights",
      title: "How Much Is Health Insurance in Portugal?",
      url: "https://accountinginsights.org/how-much-is-health-insurance-in-portugal",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: An individual’s age is a primary determinant, with premiums generally increasing as policyholders get older, particularly for those over 50 or 65. Some insurers may even have age limits for new policies",
    }
  },
  premiumsByAge: [],
};
