import type { CountryRecognition } from "./recognition.schema";

/** Panama. What was read: the Universidad de Panamá reválida procedure on the government's Panamá Digital portal. */
export const panamaRecognition: CountryRecognition = {
  country: "panama",
  checked: "2026-11",
  contactPoint: {
    body: "Universidad de Panamá, Secretaría General (reválida de títulos)",
    url: "https://panamadigital.gob.pa/InformacionTramite/solicitud-de-revalida-de-titulos",
    what: "The Universidad de Panamá revalidates foreign licenciatura and técnico titles so that they are valid in Panama. Apply to its Secretaría General with the apostilled diploma and transcript, the awarding university's study plan and course programmes, proof of nationality, the application form and letter, and the B/.125 revalidation fee.",
    source: {
      publisher: "Universidad de Panamá",
      title: "Solicitud de reválida de títulos",
      url: "https://panamadigital.gob.pa/InformacionTramite/solicitud-de-revalida-de-titulos",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      via: "Panamá Digital",
      research:
        "Searched pages corpus: 'Universidad de Panamá reválida de títulos extranjeros requisitos'. Read the Panamá Digital trámite page (undated, read 2026-11). kerycruz.com adds that reválida may require extra coursework and precedes homologación; a Universidad Tecnológica de Panamá regulation (studylib copy) says engineering and architecture licences from the Junta Técnica de Ingeniería y Arquitectura need UTP's recognition, not entered for lack of the Junta's own page.",
    },
  },
  professions: [],
};
