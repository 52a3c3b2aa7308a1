/**
 * Mexico healthcare.
 *
 * Source notes:
 * - No official IMSS page surfaced in my searches. Secondary: `system` from an expat blog (ExpatsList, January 2026);
 *   `publicAccess` from a Mexican news report of the IMSS Seguro de Salud para la Familia fees in force from
 *   1 March 2025 (the report says anyone may enrol and does not mention nationality; the blog says temporary and
 *   permanent residents can enrol voluntarily).
 * - Gap: `privateInsuranceCost` – no average private premium was found (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const mexicoHealthcare: CountryHealthcare = {
  country: "mexico",
  checked: "2026-11",
  system: {
    text:
      "Mexico has a multi-tiered system of public hospitals, social-security facilities and private hospitals. The largest social-security institution, IMSS, covers employed workers and their families, and foreigners with temporary or permanent residency can also enrol voluntarily; many expats use private insurance for faster service, English-speaking doctors and choice of facility.",
    source: {
      publisher: "ExpatsList",
      title: "How to Get Mexican Health Insurance: Public vs Private Options for Expats in 2026",
      url: "https://expatslist.org/mexico-city/blogs/how-to-get-mexican-health-insurance-public-vs-priv-20251228",
      asOf: "2026-01-23",
    },
  },
  publicAccess: {
    text:
      "People without a salaried job can join IMSS voluntarily through the Seguro de Salud para la Familia, paying an annual fee per person by age; from 1 March 2025 the fees are MXN 8,900 (0–19), 11,100 (20–29), 11,850 (30–39), 13,800 (40–49), 14,250 (50–59), 19,800 (60–69), 20,650 (70–79) and 21,300 (80+). Applicants present official ID, CURP, birth certificate and proof of address and complete a medical questionnaire that IMSS uses to assess their health before approving them; the fee must be paid every year to keep cover.",
    source: {
      publisher: "Instituto Mexicano del Seguro Social (IMSS)",
      title: "Seguro de Salud para la Familia: tarifas desde el 1 de marzo de 2025",
      via: "La Verdad Noticias",
      url: "https://laverdadnoticias.com/ultimas-noticias/mexico/imss-afiliacion-voluntaria?amp=1&noamp=mobile",
      asOf: "2025-03",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published typical premium for private major-medical (gastos médicos mayores) insurance is available. Expat guides give a broad MXN 15,000 to 60,000 a year, depending on age and cover.",
    research: "Searched the store for an average private medical-expenses (gastos médicos mayores) premium: the AMIS figures found give numbers insured and the average cost per claim (MXN 91,773, Q1 2025), not premiums, and an expat blog (ExpatsList, January 2026) gives only a broad MXN 15,000–60,000 a year range by age and cover. No typical figure to state.",
  },
};
