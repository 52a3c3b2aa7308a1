/**
 * Singapore healthcare.
 *
 * Source notes:
 * - No Ministry of Health or Ministry of Manpower page surfaced in my searches. `system` comes from APRIL International,
 *   an international insurer's expat guide; it shows no date, so asOf 2026 is the year the stored copy was read,
 *   not a publication date. `publicAccess` comes from a CNA news report (4 March 2022) on mandatory medical
 *   insurance for Work Permit and S Pass holders; Human Resources Online reports the required annual claim limit
 *   rose to at least SGD 60,000 from 1 July 2023. Employment Pass holders (the usual pass for US professionals)
 *   have no legally required employer cover according to an undated relocation guide; not cited.
 * - Gap: `privateInsuranceCost` – published average Integrated Shield Plan premiums apply only to citizens and
 *   permanent residents (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const singaporeHealthcare: CountryHealthcare = {
  country: "singapore",
  checked: "2026-11",
  system: {
    text:
      "Singapore's universal health care combines public and private facilities and is subsidised for citizens and permanent residents, who fund it through the 'three Ms': MediSave (compulsory medical savings of 4%–10.5% of wages), MediShield (insurance) and MediFund (a government safety-net fund). Foreign pass holders who are not permanent residents do not contribute to these schemes, are excluded from public health cover and must pay themselves or take out private insurance.",
    source: {
      publisher: "APRIL International",
      title: "Health insurance in Singapore",
      url: "https://april-international.com/en/destinations/asia-pacific/health-insurance-in-singapore",
      asOf: "2026",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "The medical bills of Work Permit and S Pass holders are not subsidised or covered by national schemes such as MediShield Life and MediFund. Their employers are responsible for those bills and must buy mandatory medical insurance, which the Ministry of Manpower said in March 2022 it would enhance for all new applications and renewals.",
    source: {
      publisher: "CNA",
      title: "Enhanced mandatory medical insurance for Work Permit and S Pass holders (Budget 2022)",
      url: "https://www.channelnewsasia.com/singapore/migrant-workers-maids-helpers-medical-insurance-budget-2022-2539631?cid=cna_flip_070214",
      asOf: "2022-03-04",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average premium is available for the private or international plans that foreigners buy. The published averages are for Integrated Shield Plans, which top up MediShield Life and are open only to citizens and permanent residents.",
    research: "Comparison sites publish average Integrated Shield Plan premiums (e.g. ValueChampion, June 2024: SGD 150 for a B1-ward plan at age 45), but these plans top up MediShield Life for citizens and permanent residents, which foreigners cannot join. No average premium for the private or international plans foreigners buy was found.",
  },
  premiumRating: {
    kind: "age-rated",
    text: "Premiums change with age, by about 45-70% for every 10 years of age.",
    source: {
      publisher: "ValueChampion Singapore",
      title: "Average Cost and Benefits of Health Insurance 2024",
      url: "https://www.valuechampion.sg/health-insurance/average-cost-and-benefits-health-insurance",
      asOf: "2024-06-18",
      reviewedOn: "2026-11-26",
      research: "statement read: Because premiums change depending on your age, this price could be as low as S$61 for 25-year-olds. For 75-year-olds, however, the price could increase to S$1,141. Generally, we found that premiums increase by about 45 – 70% for every 10 years of age.",
    }
  },
  premiumsByAge: [],
};
