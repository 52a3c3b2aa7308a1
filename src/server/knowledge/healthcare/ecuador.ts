/**
 * Ecuador healthcare.
 *
 * Source notes:
 * - No official IESS or Foreign Ministry page with these facts surfaced in my searches (an IESS forum page covers only
 *   Ecuadorians abroad). `system` comes from Expat Focus (18 June 2018) on the Human Mobility Act's insurance rule;
 *   `publicAccess` from the Guayaquil newspaper Expreso (18 October 2025) on IESS voluntary affiliation. Expreso
 *   does not mention foreigners; a stored legal-guide page (ecuadorlegalonline) says resident foreigners need an
 *   Ecuadorian cédula to join.
 * - Gap: `privateInsuranceCost` – only ranges found (see note).
 */
import type { CountryHealthcare } from "./healthcare.schema";

export const ecuadorHealthcare: CountryHealthcare = {
  country: "ecuador",
  checked: "2026-11",
  system: {
    text:
      "Since the Human Mobility Act (Ley Orgánica de Movilidad Humana) took effect on 1 May 2018, foreigners in Ecuador must hold public or private health insurance valid for their stay, and resident expats need it to obtain a cédula. The two options are the Ecuadorian Social Security Institute (IESS), financed by contributions of 17.6% of income, or a private insurer; IESS members get free appointments, procedures and medicines at IESS-contracted facilities.",
    source: {
      publisher: "Expat Focus",
      title: "Will Ecuador's New Mandatory Health Insurance Rules Affect You?",
      url: "https://www.expatfocus.com/ecuador/health/will-ecuadors-new-mandatory-health-insurance-rules-affect-you-5033",
      asOf: "2018-06-18",
      reviewedOn: "2026-11-23",
    },
  },
  publicAccess: {
    text:
      "Anyone over 18 without an employer and with no debts to the IESS can join it voluntarily online. The monthly contribution is 17.60% of an income base the member declares, which may not be below the basic unified salary (SBU: USD 470 in 2025, so at least USD 82.72 a month); it gives access to health insurance and, with enough contribution weeks, a pension.",
    source: {
      publisher: "Expreso",
      title: "Afiliación voluntaria al IESS: requisitos, aporte y cómo hacer el trámite",
      url: "https://www.expreso.ec/actualidad/economia/afiliacion-voluntaria-al-iess-requisitos-aporte-y-como-hacer-el-tramite-261287.html",
      asOf: "2025-10-18",
      reviewedOn: "2026-11-23",
    },
  },
  privateInsuranceCost: {
    value: null,
    note: "No published average private health premium is available. Expat guides give a range of about USD 50 to 200 a month.",
    research: "Searched the store for an average private health premium: found only a USD 50–200 a month range for expats (USCIS Guide, undated). No average or typical figure was found.",
  },
  premiumRating: {
    kind: "income-based",
    text: "Voluntary membership of the public IESS costs 17.6% of the income the member declares, at least one basic wage (SBU), whatever the age.",
    source: {
      publisher: "Expreso",
      title: "Afiliación voluntaria al IESS: requisitos, aporte y cómo hacer el trámite",
      url: "https://www.expreso.ec/actualidad/economia/afiliacion-voluntaria-al-iess-requisitos-aporte-y-como-hacer-el-tramite-261287.html",
      asOf: "2025-10-18",
      reviewedOn: "2026-11-26",
      research: "statement read: el aporte mensual es 17,60 % sobre la base que el propio afiliado declara, que no podrá ser menor a un Salario Básico Unificado (SBU).",
    }
  },
  premiumsByAge: [
    {
      amount: 82.72,
      currency: "USD",
      period: "month",
      basis: "IESS voluntary affiliation (public), minimum contribution: 17.6% of one SBU ($470 in 2025); same for any age",
      forAges: {
        from: 18,
        to: 99,
      },
      source: {
        publisher: "Expreso",
        title: "Afiliación voluntaria al IESS: requisitos, aporte y cómo hacer el trámite",
        url: "https://www.expreso.ec/actualidad/economia/afiliacion-voluntaria-al-iess-requisitos-aporte-y-como-hacer-el-tramite-261287.html",
        asOf: "2025-10-18",
        reviewedOn: "2026-11-26",
        research: "figure read: Cualquier persona mayor de 18 años ... Para 2025 este monto equivale a $ 470. Así, en este caso el aporte que debe realizar el afiliado voluntario representa $ 82,72 cada mes.",
      }
    },
  ],
};
