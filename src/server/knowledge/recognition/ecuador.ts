import type { Citation } from "@server/facts/citation";
import type { CountryRecognition } from "./recognition.schema";

const ehepSource: Citation = {
  publisher: "Consejo de Aseguramiento de la Calidad de la Educación Superior (CACES)",
  title: "Médicos, odontólogos y enfermeras rindieron examen de habilitación profesional",
  url: "https://www.elcomercio.com/actualidad/medicos-odontologos-enfermeras-rindieron-examen.html",
  asOf: "2018-07",
  reviewedOn: "2026-11-25",
  via: "El Comercio (Ecuador)",
  research:
    "Searched pages corpus: 'SENESCYT reconocimiento títulos extranjeros campo de la salud examen de habilitación CACES'. El Comercio (2018-07-29) reports the Examen de Habilitación para el Ejercicio Profesional for medicine (since 2014), dentistry (2015) and nursing (2017), twice a year, needed by anyone who wants to practise these professions. A CACES call of September 2021 (scribd copy) names holders of foreign medicine and dentistry degrees registered with SENESCYT among those who must sit it. SENESCYT's health-field recognition is a separate procedure from the general one (siau.senescyt.gob.ec excludes health titles; senescyt.gob.ec 'especialidades médicas' page). CACES's own page was not in the store, so the body url is the El Comercio article.",
};

/** Ecuador. What was read: SENESCYT's general recognition procedure; El Comercio on CACES's professional licensing exam for health. */
export const ecuadorRecognition: CountryRecognition = {
  country: "ecuador",
  checked: "2026-11",
  contactPoint: {
    body: "Secretaría de Educación Superior, Ciencia, Tecnología e Innovación (SENESCYT)",
    url: "https://siau.senescyt.gob.ec/reconocimiento-general-de-titulos-del-extranjero/",
    what: "SENESCYT registers titles from foreign higher-education institutions in Ecuador's national register (SNIESE), in about 30 working days. Apply online with a passport, the apostilled title, an academic record showing the length of study, and certificates of the field and mode of study. Health-field titles and PhDs follow separate procedures.",
    source: {
      publisher: "Secretaría de Educación Superior, Ciencia, Tecnología e Innovación (SENESCYT)",
      title: "Reconocimiento general de títulos del extranjero",
      url: "https://siau.senescyt.gob.ec/reconocimiento-general-de-titulos-del-extranjero/",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages corpus: 'SENESCYT registro de títulos obtenidos en el extranjero Ecuador'. Read siau.senescyt.gob.ec (undated, cites CES resolution RPC-SE-07-No.019-2023; read 2026-11). Press (elcomercio.com 2022, ecuavisa.com) confirms the online SIAU procedure.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "SENESCYT (health-field title registration), then CACES Examen de Habilitación para el Ejercicio Profesional",
      url: "https://www.elcomercio.com/actualidad/medicos-odontologos-enfermeras-rindieron-examen.html",
      steps:
        "Register the foreign nursing title with SENESCYT under its health-field procedure, then pass CACES's professional licensing exam (Examen de Habilitación para el Ejercicio Profesional), held twice a year, before practising.",
      language: null,
      source: ehepSource,
    },
    {
      group: "doctor",
      body: "SENESCYT (health-field title registration), then CACES Examen de Habilitación para el Ejercicio Profesional",
      url: "https://www.elcomercio.com/actualidad/medicos-odontologos-enfermeras-rindieron-examen.html",
      steps:
        "Register the foreign medical title with SENESCYT under its health-field procedure, then pass CACES's professional licensing exam (Examen de Habilitación para el Ejercicio Profesional), held twice a year, before practising.",
      language: null,
      source: ehepSource,
    },
    {
      group: "dentist",
      body: "SENESCYT (health-field title registration), then CACES Examen de Habilitación para el Ejercicio Profesional",
      url: "https://www.elcomercio.com/actualidad/medicos-odontologos-enfermeras-rindieron-examen.html",
      steps:
        "Register the foreign dentistry title with SENESCYT under its health-field procedure, then pass CACES's professional licensing exam (Examen de Habilitación para el Ejercicio Profesional), held twice a year, before practising.",
      language: null,
      source: ehepSource,
    },
  ],
};
