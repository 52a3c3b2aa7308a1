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
import type { Citation } from "@server/facts/citation";
import type { CountryHealthcare } from "./healthcare.schema";

/** The page several of the premiums below are read on. */
const iprofesionalPrices: Citation = {
  publisher: "iProfesional",
  title: "Cuánto sale afiliarse a una prepaga si tengo menos de 35 años",
  url: "https://iprofesional.com/salud/417274-cuanto-sale-afiliarse-prepaga-si-tengo-menos-35-anos",
  asOf: "2024-11-24",
  reviewedOn: "2026-11-26",
  research: "figures read: el Plan Joven, para las personas de 28 a 35 años, con un precio inicial de $147.032 | para los de 26 hasta 35 años, el costo parte de $115.871 | a partir de los mayores de 25 y menores de 36 abonan $153.138 al mes | Omint: cuentan con un plan para personas de hasta 35 años con un valor inicial de $123.342 con copago",
};

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
      reviewedOn: "2026-11-23",
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
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average premium for private health plans (prepagas) is available. Individual plans at the large prepagas started at about ARS 110,000 a month before VAT (ARS 121,550 with VAT) in July 2025 and exceed ARS 200,000 depending on age and plan, and fees rise almost every month.",
    research: "Searched the store for an average prepaga fee: iProfesional (July 2025) says base monthly fees for individual plans at the large prepagas start at about ARS 110,000 before VAT (ARS 121,550 with VAT) and exceed ARS 200,000 depending on age and plan – a range, not an average – and fees rise almost every month. No dated average from the Superintendencia de Servicios de Salud was found.",
  },
  premiumRating: {
    kind: "age-rated",
    text: "Prepaid medicine companies (prepagas) may charge by age band when a plan is taken out, at most three times between the youngest and the oldest band.",
    source: {
      publisher: "MDZ Online",
      title: "Prepagas: importantes cambios que afectan el valor de la cuota",
      url: "https://www.mdzol.com/sociedad/2023/11/29/prepagas-importantes-cambios-que-afectan-el-valor-de-la-cuota-387639.html",
      asOf: "2023-11-29",
      reviewedOn: "2026-11-26",
      research: "statement read: “podrán establecer valores diferenciales de cuota dentro de un mismo plan, en función de franjas etarias ...” ... las prepagas “pueden establecer precios diferenciales para los planes prestacionales, al momento de su contratación, según franjas etarias con una variación máxima de tres veces entre el",
    }
  },
  premiumsByAge: [
    {
      amount: 147032,
      currency: "ARS",
      period: "month",
      basis: "OSDE 'Plan Joven' (OSDE 210 range), starting price; individual, no derived payroll contributions (sin aportes); data from Chequeado survey",
      forAges: {
        from: 28,
        to: 35,
      },
      source: iprofesionalPrices,
    },
    {
      amount: 115871,
      currency: "ARS",
      period: "month",
      basis: "Swiss Medical plan with copayments, starting price; individual, no derived payroll contributions (sin aportes); data from Chequeado survey",
      forAges: {
        from: 26,
        to: 35,
      },
      source: iprofesionalPrices,
    },
    {
      amount: 153138,
      currency: "ARS",
      period: "month",
      basis: "Galeno plan, starting price; individual, no derived payroll contributions (sin aportes); data from Chequeado survey",
      forAges: {
        from: 26,
        to: 35,
      },
      source: iprofesionalPrices,
    },
    {
      amount: 123342,
      currency: "ARS",
      period: "month",
      basis: "Omint plan with copayments, starting price; individual, no derived payroll contributions (sin aportes); data from Chequeado survey",
      forAges: {
        from: 18,
        to: 35,
      },
      source: iprofesionalPrices,
    },
  ],
};
