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
import type { Citation } from "@server/facts/citation";
import type { CountryHealthcare } from "./healthcare.schema";

/** The page several of the premiums below are read on. */
const elMaAnaPrices: Citation = {
  publisher: "El Mañana",
  title: "IMSS 2025: así puedes tener servicios médicos sin empleo formal ni cotizar como asalariado",
  url: "https://admin.elmanana.editor80.com/nacional/2025/11/27/imss-2025-asi-puedes-tener-servicios-medicos-sin-empleo-formal-ni-cotizar-como-asalariado-164253.html",
  asOf: "2025-03-01",
  reviewedOn: "2026-11-26",
  research: "figures read: A partir del 1 de marzo de 2025, el IMSS actualizó las tarifas del Seguro de Salud para la Familia, ajustándolas por edad del solicitante: ... 20 a 29 años — $11,100 | A partir del 1 de marzo de 2025, el IMSS actualizó las tarifas del Seguro de Salud para la Familia, ajustándolas por edad del solicitante: ... 30 a 39 años — $11,850 | A partir del 1 de marzo de 2025, el IMSS actualizó las tarifas del Seguro de Salud para la Familia, ajustándolas por edad del solicitante: ... 40 a 49 años — $13,800 | A partir del 1 de marzo de 2025, el IMSS actualizó las tarifas del Seguro de Salud para la Familia, ajustándolas por edad del solicitante: ... 50 a 59 años — $14,250 | A partir del 1 de marzo de 2025, el IMSS actualizó las tarifas del Seguro de Salud para la Familia, ajustándolas por edad del solicitante: ... 60 a 69 años — $19,800 | A partir del 1 de marzo de 2025, el IMSS actualizó las tarifas del Seguro de Salud para la Familia, ajustándolas por edad del solicitante: ... 70 a 79 años — $20,650 | A partir del 1 de marzo de 2025, el IMSS actualizó las tarifas del Seguro de Salud para la Familia, ajustándolas por edad del solicitante: ... 80 años en adelante — $21,300",
};

/** The page several of the premiums below are read on. */
const expresoPrices: Citation = {
  publisher: "Expreso",
  title: "Aumenta costo de seguros de gastos médicos",
  url: "https://expreso.press/2023/06/02/aumenta-costo-de-seguros-de-gastos-medicos/",
  asOf: "2023-06",
  reviewedOn: "2026-11-26",
  research: "figures read: “Un joven masculino de cerca de 30 años está la póliza en 12 mil pesos, son las pólizas intermedias... | para una mujer de 30 años está entre los 15 mil pesos y los 16 mil pesos",
};

/** What every IMSS age-group fee below is: the same voluntary scheme, the same year's table. */
const IMSS_FAMILY_BASIS =
  "IMSS Seguro de Salud para la Familia (public IMSS voluntary enrolment; annual fee per person by age group, the fees in force from 1 March 2025, re-set by IMSS each year; medical questionnaire required, pre-existing conditions may be excluded)";

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
      reviewedOn: "2026-11-23",
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
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published typical premium for private major-medical (gastos médicos mayores) insurance is available. Expat guides give a broad MXN 15,000 to 60,000 a year, depending on age and cover.",
    research: "Searched the store for an average private medical-expenses (gastos médicos mayores) premium: the AMIS figures found give numbers insured and the average cost per claim (MXN 91,773, Q1 2025), not premiums, and an expat blog (ExpatsList, January 2026) gives only a broad MXN 15,000–60,000 a year range by age and cover. No typical figure to state.",
  },
  premiumRating: {
    kind: "age-rated",
    text: "The public IMSS voluntary family health insurance (Seguro de Salud para la Familia) charges a yearly fee by age group, set by the Social Security Law; private major-medical plans are priced by age too.",
    source: {
      publisher: "El Punto Crítico",
      title: "Emiten decreto sobre ajuste de cuotas al seguro de salud del IMSS",
      url: "https://elpuntocritico.com/nacionales/2-noticias-politica-nacional/77471-emiten-decreto-sobre-ajuste-de-cuotas-al-seguro-de-salud-del-imss",
      asOf: "2014",
      reviewedOn: "2026-11-26",
      research: "statement read: “Todos los sujetos que voluntariamente se incorporen al seguro de salud para la familia ... pagarán anualmente la cuota establecida correspondiente, clasificándose por el grupo de edad a que pertenezcan”.",
    }
  },
  premiumsByAge: [
    {
      amount: 11100,
      currency: "MXN",
      period: "year",
      basis: IMSS_FAMILY_BASIS,
      forAges: {
        from: 20,
        to: 29,
      },
      source: elMaAnaPrices,
    },
    {
      amount: 11850,
      currency: "MXN",
      period: "year",
      basis: IMSS_FAMILY_BASIS,
      forAges: {
        from: 30,
        to: 39,
      },
      source: elMaAnaPrices,
    },
    {
      amount: 13800,
      currency: "MXN",
      period: "year",
      basis: IMSS_FAMILY_BASIS,
      forAges: {
        from: 40,
        to: 49,
      },
      source: elMaAnaPrices,
    },
    {
      amount: 14250,
      currency: "MXN",
      period: "year",
      basis: IMSS_FAMILY_BASIS,
      forAges: {
        from: 50,
        to: 59,
      },
      source: elMaAnaPrices,
    },
    {
      amount: 19800,
      currency: "MXN",
      period: "year",
      basis: IMSS_FAMILY_BASIS,
      forAges: {
        from: 60,
        to: 69,
      },
      source: elMaAnaPrices,
    },
    {
      amount: 20650,
      currency: "MXN",
      period: "year",
      basis: IMSS_FAMILY_BASIS,
      forAges: {
        from: 70,
        to: 79,
      },
      source: elMaAnaPrices,
    },
    {
      amount: 21300,
      currency: "MXN",
      period: "year",
      basis: IMSS_FAMILY_BASIS,
      forAges: {
        from: 80,
        to: 99,
      },
      source: elMaAnaPrices,
    },
    {
      amount: 12000,
      currency: "MXN",
      period: "year",
      basis: "Private major-medical (gastos médicos mayores) policy, 'intermediate' policy, man about 30",
      forAges: {
        from: 30,
        to: 30,
      },
      source: expresoPrices,
    },
    {
      amount: 15000,
      currency: "MXN",
      period: "year",
      basis: "Private major-medical (gastos médicos mayores) policy, woman aged 30 (range 15,000-16,000); the source gives a range of MXN 15000 to 16000, the lower end shown",
      forAges: {
        from: 30,
        to: 30,
      },
      source: expresoPrices,
    },
  ],
};
