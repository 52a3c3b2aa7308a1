import type { Citation } from "@server/facts/citation";
import type { CountryRecognition } from "./recognition.schema";

const matriculaSource: Citation = {
  publisher: "Ministerio de Salud de la Nación",
  title: "Sacar la matrícula de profesional de la salud con diploma en soporte papel y digital",
  url: "https://papelea.com/ar/ministerio-de-salud/sacar-la-matricula-de-profesional-de-la-salud-con-diploma-en-soporte-papel-y-digital",
  asOf: "2024",
  reviewedOn: "2026-11-25",
  via: "Papelea",
  research:
    "Searched pages corpus: 'matrícula nacional Ministerio de Salud Argentina profesionales con título extranjero convalidado', 'argentina.gob.ar matricularse profesional de la salud título extranjero'. The argentina.gob.ar trámite page was not in the store; Papelea reproduces it: professions under Leyes 17132 and 17565 and Resolución Ministerial 3320/2024, Argentine title or foreign title convalidated or revalidated in Argentina, at least 21 working days, valid in Buenos Aires City and national-government establishments. Infobae (2024-10) says the digital matrícula (RM 3320/2024, no expiry since RM 4827/2024) covers doctors, nurses, dentists, psychologists and others and is requested through Trámites a Distancia (TAD); holders of revalidated foreign titles without permanent residence still renew it.",
};

/** Argentina. What was read: W Radio quoting the Argentine government on convalidating foreign university titles; the Health Ministry's matrícula procedure (as reproduced by Papelea). */
export const argentinaRecognition: CountryRecognition = {
  country: "argentina",
  checked: "2026-11",
  contactPoint: {
    body: "Ministerio de Educación de la Nación (convalidación de títulos universitarios extranjeros) and the national universities (reválida)",
    url: "https://www.wradio.com.co/2025/11/15/como-convalidar-un-titulo-universitario-colombiano-en-argentina-papeles-de-legalizacion/",
    what: "Argentina convalidates foreign university titles through the national government. Titles from countries with a reciprocal-recognition agreement (Bolivia, Chile, Colombia, Ecuador, Spain, Mexico, Peru and a few others; the United States is not one) are convalidated automatically when the degree was accredited; otherwise the title is assessed by a national university that grants a similar degree, which decides whether extra exams are needed. A professional licence (matrícula) is then required to practise.",
    source: {
      publisher: "Gobierno de la República Argentina",
      title: "Así puede convalidar un título universitario colombiano en Argentina",
      url: "https://www.wradio.com.co/2025/11/15/como-convalidar-un-titulo-universitario-colombiano-en-argentina-papeles-de-legalizacion/",
      asOf: "2025-11",
      reviewedOn: "2026-11-25",
      via: "W Radio",
      research:
        "Searched pages corpus: 'convalidación de títulos universitarios extranjeros Ministerio de Capital Humano Argentina', 'argentina.gob.ar convalidar título universitario extranjero', 'reválida de título universitario extranjero universidad nacional Argentina país sin convenio'; docs corpus too. The government's own convalidation page was not in the store (me.gov.ar and argentina.gob.ar hits were for secondary-school titles). W Radio (2025-11-15) quotes the government's agreement list and the national-university assessment. cursosresidencias.com names the Ministry of Education's SISCO system for convalidation. For a US title (no agreement) the usual route is reválida at a national university (eliceo.com; revistas.unc.edu.ar study of the Argentine regime).",
    },
  },
  professions: [
    {
      group: "doctor",
      body: "Ministerio de Salud de la Nación, national matrícula (Registro Único de Profesionales de la Salud)",
      url: "https://papelea.com/ar/ministerio-de-salud/sacar-la-matricula-de-profesional-de-la-salud-con-diploma-en-soporte-papel-y-digital",
      steps:
        "Once the foreign medical title is convalidated or revalidated in Argentina, apply online to the national Health Ministry for the professional licence (matrícula), which takes at least 21 working days and is valid in Buenos Aires City and in national-government establishments.",
      language: null,
      source: matriculaSource,
    },
    {
      group: "nurse",
      body: "Ministerio de Salud de la Nación, national matrícula (Registro Único de Profesionales de la Salud)",
      url: "https://papelea.com/ar/ministerio-de-salud/sacar-la-matricula-de-profesional-de-la-salud-con-diploma-en-soporte-papel-y-digital",
      steps:
        "Once the foreign nursing title is convalidated or revalidated in Argentina, apply online to the national Health Ministry for the professional licence (matrícula), which takes at least 21 working days and is valid in Buenos Aires City and in national-government establishments.",
      language: null,
      source: matriculaSource,
    },
    {
      group: "pharmacist",
      body: "Ministerio de Salud de la Nación, national matrícula (Registro Único de Profesionales de la Salud)",
      url: "https://papelea.com/ar/ministerio-de-salud/sacar-la-matricula-de-profesional-de-la-salud-con-diploma-en-soporte-papel-y-digital",
      steps:
        "Once the foreign pharmacy title is convalidated or revalidated in Argentina, apply online to the national Health Ministry for the professional licence (matrícula, Ley 17565), which takes at least 21 working days and is valid in Buenos Aires City and in national-government establishments.",
      language: null,
      source: matriculaSource,
    },
    {
      group: "dentist",
      body: "Ministerio de Salud de la Nación, national matrícula (Registro Único de Profesionales de la Salud)",
      url: "https://papelea.com/ar/ministerio-de-salud/sacar-la-matricula-de-profesional-de-la-salud-con-diploma-en-soporte-papel-y-digital",
      steps:
        "Once the foreign dentistry title is convalidated or revalidated in Argentina, apply online to the national Health Ministry for the professional licence (matrícula, Ley 17132), which takes at least 21 working days and is valid in Buenos Aires City and in national-government establishments.",
      language: null,
      source: matriculaSource,
    },
  ],
};
