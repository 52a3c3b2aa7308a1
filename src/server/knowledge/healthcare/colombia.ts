/**
 * Colombia healthcare.
 *
 * Source notes:
 * - No Ministry of Health or Migración Colombia page surfaced in my searches. `system` comes from a Colombian immigration
 *   law firm (Servicio Legal, 19 April 2021); `publicAccess` from El Espectador (10 October 2025), which quotes the
 *   Ministry of Health and cites Ley 100 de 1993 and Decreto 2353 de 2015. Neither says how a foreign retiree with
 *   pension income but no Colombian contract is assessed.
 * - Gap: the visa rule requiring health insurance for M and R visa applicants was not found in my searches.
 * - Gap: `privateInsuranceCost` – only starting prices found (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const colombiaHealthcare: CountryHealthcare = {
  country: "colombia",
  checked: "2026-11",
  system: {
    text:
      "Everyone living in Colombia, foreigners included, must be affiliated to the health system; affiliation is done once by enrolling with a health-promoting entity (EPS) using a cédula de extranjería or another accepted ID, and family members can be added. Coverage runs through a contributory regime for people who can pay and a subsidised regime for those who cannot, and initial emergency care is guaranteed to everyone.",
    source: {
      publisher: "Servicio Legal Abogados",
      title: "Seguridad social para extranjeros en Colombia",
      url: "https://serviciolegal.com.co/seguridad-social-para-extranjeros-en-colombia",
      asOf: "2021-04-19",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "People with capacity to pay – employees, independent workers, pensioners and their families – must be in the contributory regime (Ley 100 de 1993). An independent worker pays the whole health contribution, 12.5% of the contribution base (IBC), and under service contracts the minimum base is 40% of the gross contract value, paid monthly through the PILA form; by Decreto 2353 de 2015 an EPS may not refuse enrolment because of age, pre-existing conditions or risk.",
    source: {
      publisher: "El Espectador",
      title: "¿Si soy independiente me puedo afiliar solo a salud? Requisitos y excepciones",
      url: "https://www.elespectador.com/salud/si-soy-independiente-me-puedo-afiliar-solo-a-salud-requisitos-y-excepciones/",
      asOf: "2025-10-10",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average premium for prepaid medicine (medicina prepagada) is available. Starting prices include COP 310,000 a month per user for Compensar prepaid plans and COP 53,100 for a Sanitas complementary plan under age 60.",
    research: "Searched the store for an average prepaid-medicine (medicina prepagada) or health-insurance premium: found only starting prices on an undated El Espectador page (Compensar prepaid plans from COP 310,000 a month per user; Sanitas complementary plan from COP 53,100 under age 60) and a COP 63,000–1.06 million monthly range (Sectorial). No average or typical figure.",
  },
  premiumRating: {
    kind: "income-based",
    text: "An independent worker pays an EPS 12.5% of 40% of monthly income for health cover, whatever the age.",
    source: {
      publisher: "Valora Analitik",
      title: "¿Cuánto vale afiliarse a la EPS como trabajador independiente en Colombia?",
      url: "https://www.valoraanalitik.com/cuanto-vale-afiliarse-a-la-eps-como-trabajador-independiente-en-colombia/",
      asOf: "2025-09-23",
      reviewedOn: "2026-11-26",
      research: "statement read: El pago mensual que debe hacer un trabajador independiente a su EPS se calcula con base en el Ingreso Base de Cotización (IBC), que corresponde al 40 % de los ingresos mensuales ... el trabajador independiente debe pagar el 12,5 % de ese valor para salud.",
    }
  },
  premiumsByAge: [],
};
