import type { CountryRecognition } from "./recognition.schema";

/** Mexico. What was read: a SEP leaflet on revalidating studies done abroad (as republished by Studylib). */
export const mexicoRecognition: CountryRecognition = {
  country: "mexico",
  checked: "2026-11",
  contactPoint: {
    body: "Secretaría de Educación Pública (SEP): revalidación de estudios, then Dirección General de Profesiones (cédula profesional)",
    url: "https://www.gob.mx/cedulaprofesional",
    what: "The SEP (federal or state education authority) gives official validity to studies completed abroad through revalidación de estudios, where they are comparable with Mexican programmes. Apply with the diploma or título, the record of the previous level of study, birth certificate, immigration document and the fee; the revalidated title is then registered for the cédula profesional needed to practise a regulated profession.",
    source: {
      publisher: "Secretaría de Educación Pública",
      title: "Si realizaste estudios en el extranjero y deseas que en México sean reconocidos",
      url: "https://studylib.es/doc/5003502/la-secretar%C3%ADa-de-educaci%C3%B3n-p%C3%BAblica",
      asOf: "2015",
      reviewedOn: "2026-11-25",
      via: "Studylib",
      research:
        "Searched pages corpus: 'revalidación de estudios realizados en el extranjero SEP México', 'cédula profesional con estudios en el extranjero Dirección General de Profesiones', 'catalogonacional revalidación tipo superior'. The SEP's own revalidation page for higher education was not in the store (catalogonacional only had upper-secondary SEP-25-004). The leaflet is undated; it points to sep.gob.mx pages for the 'Distrito Federal', so it predates 2016. gob.mx/cedulaprofesional is the DGP portal named by dgprofesionessanluispotosi.blogspot.com and sociedadtrespuntocero.com (2018). Acuerdo 286 (amended 2015, per callemexico.com) requires apostilled and translated documents for higher-education revalidation.",
    },
  },
  professions: [],
};
