/**
 * Argentina healthcare.
 *
 * Source notes:
 * - No Ministry of Health or Superintendencia de Servicios de Salud page surfaced in my searches. `system` comes from La
 *   Defensa, a consumer-rights site (situation as of February 2026, citing Ley 26.682); `publicAccess` from ADNSUR
 *   news (3 October 2025) on provincial charges for non-resident foreigners. Neither says whether a resident
 *   foreigner without formal work can join an obra social.
 * - Gap: `privateInsuranceCost` – only a range of base fees found (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const argentinaHealthcare: CountryHealthcare = {
  country: "argentina",
  checked: "2026-11",
  system: {
    text:
      "Argentina's health system is split into three subsystems: public health care (about 36% coverage), union-linked obras sociales mainly for formal workers (about 61%) and private prepaid medicine, the prepagas (about 13.6%). Prepagas are regulated by Ley 26.682 (2011), which makes them cover the compulsory medical programme (PMO), bars refusing members for age or pre-existing conditions and caps waiting periods at 12 months.",
    source: {
      publisher: "La Defensa",
      title: "Seguros de salud privados vs. públicos en Argentina: derechos, ventajas y desventajas",
      url: "https://www.ladefensa.com.ar/seguros-de-salud-privados-vs-publicos-en-argentina-derechos-ventajas-y-desventajas",
      asOf: "2026-02",
    },
  },
  publicAccess: {
    text:
      "Public hospitals work on a principle of free care, but Jujuy, Salta, Mendoza, Santa Cruz and the City of Buenos Aires now charge foreigners who are not residents, a policy President Milei announced when opening Congress's ordinary sessions in 2025. Salta's Law 8.421 charges foreigners who cannot show residence, registered work and payment of taxes in Argentina, while guaranteeing urgent and emergency care to everyone.",
    source: {
      publisher: "ADNSUR",
      title: "Impacto del cobro sanitario a extranjeros: se registra una fuerte reducción en la cantidad de consultas",
      url: "https://www.adnsur.com.ar/sociedad/impacto-del-cobro-sanitario-a-extranjeros--se-registra-una-fuerte-reduccion-en-la-cantidad-de-consultas_a68e037729888194e2132d206",
      asOf: "2025-10-03",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average premium for private health plans (prepagas) is available. Individual plans at the large prepagas started at about ARS 110,000 a month before VAT (ARS 121,550 with VAT) in July 2025 and exceed ARS 200,000 depending on age and plan, and fees rise almost every month.",
    research: "Searched the store for an average prepaga fee: iProfesional (July 2025) says base monthly fees for individual plans at the large prepagas start at about ARS 110,000 before VAT (ARS 121,550 with VAT) and exceed ARS 200,000 depending on age and plan – a range, not an average – and fees rise almost every month. No dated average from the Superintendencia de Servicios de Salud was found.",
  },
};
