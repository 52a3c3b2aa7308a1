import type { CountryRecognition } from "./recognition.schema";

/** Spain. Read the universities ministry's page on foreign university degrees (homologation for regulated professions) and the Catalan health portal on homologating health degrees. */
export const spainRecognition: CountryRecognition = {
  country: "spain",
  checked: "2026-11",
  contactPoint: {
    body: "Ministerio de Ciencia, Innovación y Universidades – homologación de títulos universitarios extranjeros",
    url: "https://universidades.gob.es/titulos-universitarios-extranjeros",
    what: "The ministry homologates foreign higher-education degrees to the Spanish Grado or Máster that gives access to a regulated profession in Spain (Real Decreto 889/2022), and issues declarations of equivalence for non-regulated work; applications and case tracking are online.",
    source: {
      publisher: "Ministerio de Universidades",
      title: "Títulos universitarios extranjeros",
      url: "https://universidades.gob.es/titulos-universitarios-extranjeros",
      asOf: "2026",
      reviewedOn: "2026-11-25",
      research: "search pages: 'Spain recognition of professional qualifications Ministerio reconocimiento ...', 'homologación ... profesión regulada sede electrónica', 'universidades.gob.es títulos extranjeros homologación'. The ministry page lists homologation to degrees giving access to regulated professions (RD 889/2022). Health-profession pages found were only secondary (redaccionmedica, a Scribd copy of the Ministerio de Sanidad FAQ), so no profession entries were added.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Ministerio de Ciencia, Innovación y Universidades (homologación)",
      url: "https://universidades.gob.es/titulos-universitarios-extranjeros",
      steps:
        "Apply online to the ministry to homologate your nursing degree to the Spanish degree that gives access to the profession; once homologated it has the same effects as the Spanish title throughout Spain.",
      language: null,
      source: {
        publisher: "Generalitat de Catalunya",
        title: "Titulacions sanitàries universitàries: homologació",
        url: "https://canalsalut.gencat.cat/ca/professionals/professions_sanitaries/practica_professional/altres_titulacions/titulacions_sanitaries_universitaries/index.html",
        asOf: "2020-02",
        reviewedOn: "2026-11-25",
        research: "search pages: 'homologación título extranjero Grado en Enfermería Medicina prueba de aptitud ...'. Catalan health portal (updated 2020-02): foreign health degrees are homologated by the Ministry of Universities and then have the same effects as the Spanish title. Ministry page universidades.gob.es lists the homologation procedure (RD 889/2022).",
      },
    },
    {
      group: "doctor",
      body: "Ministerio de Ciencia, Innovación y Universidades (homologación of the medical degree); Ministerio de Sanidad (specialist titles)",
      url: "https://universidades.gob.es/titulos-universitarios-extranjeros",
      steps:
        "Apply online to the ministry to homologate your medical degree to the Spanish degree; the homologated title has the same effects as the Spanish one. Foreign specialist titles are recognised separately and may require a theory-and-practice test when the training is not fully equivalent.",
      language: null,
      source: {
        publisher: "Generalitat de Catalunya",
        title: "Titulacions sanitàries universitàries: homologació",
        url: "https://canalsalut.gencat.cat/ca/professionals/professions_sanitaries/practica_professional/altres_titulacions/titulacions_sanitaries_universitaries/index.html",
        asOf: "2020-02",
        reviewedOn: "2026-11-25",
        research: "Same search. The Catalan page says homologation of foreign medical and pharmaceutical specialist titles requires a theory-practice test only where training is not fully equivalent. Secondary pages (redaccionmedica, iberoeconomia) say the Ministerio de Sanidad handles specialist titles after degree homologation.",
      },
    },
  ],
};
