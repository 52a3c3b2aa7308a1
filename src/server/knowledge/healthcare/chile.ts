/**
 * Chile healthcare.
 *
 * Source notes:
 * - No Fonasa or Superintendencia de Salud page with these facts surfaced in my searches. Both text fields come from a
 *   Diario Concepción explainer (29 June 2023) that relays Fonasa and ChileAtiende guidance.
 * - Private figure: an approximate Isapre plan price for a family, quoted by a Universidad de los Andes academic
 *   in a 2025 regional news report (El Reportero de Iquique); it is a quoted estimate, not an official average.
 *   The amount is in Unidades de Fomento (UF, ISO 4217 code CLF), the inflation-indexed unit Isapre plans are
 *   priced in.
 */
import type { CountryHealthcare } from "./healthcare.schema";

const diarioConcepcionFonasa = {
  publisher: "Diario Concepción",
  title: "Fondo Nacional de Salud: conoce el paso a paso para ser afiliado de Fonasa",
  url: "https://diarioconcepcion.cl/pais/2023/06/29/fondo-nacional-de-salud-conoce-el-paso-a-paso-para-ser-afiliado-de-fonasa.html",
  asOf: "2023-06-29",
  reviewedOn: "2026-11-23",
};

export const chileHealthcare: CountryHealthcare = {
  country: "chile",
  checked: "2026-11",
  system: {
    text:
      "Chile's public health insurer is the National Health Fund (Fonasa), which covers more than 15 million people who contribute 7% of their taxable income. Workers may instead be insured with a private Isapre and can switch from an Isapre to Fonasa.",
    source: diarioConcepcionFonasa,
  },
  publicAccess: {
    text:
      "Affiliation to Fonasa is open to newly hired, seasonal and self-employed workers, unemployed people, people without means, foreigners covered by international social-security agreements or the refugee convention, and even irregular or undocumented foreigners. The application is made on the Fonasa website with the RUN (Chilean ID number) and ID card serial number or ClaveÚnica, at a branch or via social media, and includes registering with the local primary-care centre (consultorio); contributors pay 7% of taxable income.",
    source: diarioConcepcionFonasa,
  },
  privateInsuranceCost: {
    amount: 7,
    currency: "CLF",
    period: "month",
    basis: "A family with two children (ages not stated by the source): approximate monthly price of a medium-coverage Isapre plan, in UF (Unidad de Fomento), as cited by Natalia Yankovic of the Universidad de los Andes business school in 2025, when Isapre base prices rose by up to 3.7%.",
    source: {
      publisher: "El Reportero de Iquique",
      title: "Planes de 6 Isapres subirán desde septiembre",
      research: "The article quotes a Universidad de los Andes academic.",
      url: "https://elreporterodeiquique.com/planes-de-6-isapres-subiran-desde-septiembre-que-impacto-tendra-en-los-afiliados-y-como-afectara-al-sistema",
      asOf: "2025",
      reviewedOn: "2026-11-23",
    },
  },
  premiumRating: {
    kind: "income-based",
    text: "The compulsory health contribution is 7% of salary or pension, paid to FONASA or a private ISAPRE (whose plans also vary with age).",
    source: {
      publisher: "ANAM – La Voz de los Mayores",
      title: "(title not visible in stored opening)",
      url: "https://anamlavozdelosmayores.cl/?p=6114",
      asOf: "2026-11",
      reviewedOn: "2026-11-26",
      research: "the page states no date; the as-of date is when the rule was checked; statement read: En Chile, la cotización obligatoria de salud corresponde al 7% del sueldo o de la pensión, porcentaje que se destina al financiamiento de las prestaciones médicas del afiliado y de sus cargas familiares, ya sea a través de Fonasa o una Isapre.",
    }
  },
  premiumsByAge: [],
};
