import type { CountryRecognition } from "./recognition.schema";

/** Colombia. What was read: El Colombiano quoting the Ministry of Education on convalidación; the nursing council's (OCE) page for foreigners. */
export const colombiaRecognition: CountryRecognition = {
  country: "colombia",
  checked: "2026-11",
  contactPoint: {
    body: "Ministerio de Educación Nacional (MEN), convalidación de títulos de educación superior",
    url: "https://convalida.mineducacion.gov.co/SedeElectronica/es",
    what: "The Ministry of Education convalidates higher-education titles from foreign institutions, giving them the same academic and legal effect as Colombian ones. The procedure is online; the diploma must be apostilled and translated into Spanish first. Convalidation is mandatory for health professions and specialties, for professions regulated by the State that need a tarjeta profesional, and for teaching in public universities.",
    source: {
      publisher: "Ministerio de Educación Nacional (MEN)",
      title: "Diferencias entre apostillar, legalizar, homologar y convalidar títulos en Colombia",
      url: "https://www.elcolombiano.com/colombia/educacion/diferencias-entre-apostillar-legalizar-homologar-y-convalidar-titulos-en-colombia-CF12421146",
      asOf: "2020-02",
      reviewedOn: "2026-11-25",
      via: "El Colombiano",
      research:
        "Searched pages corpus: 'convalidación de títulos de educación superior otorgados en el exterior Ministerio de Educación Nacional Colombia', 'mineducacion.gov.co convalidaciones'. The MEN's own convalidation page was not in the store; El Colombiano (2020-02) quotes the Ministry and names convalida.mineducacion.gov.co/SedeElectronica/es as the online service (used as the body url). mioriente.com (Resolución 10687 de 2019) adds that law, accounting, education and health titles need academic evaluation, up to 180 days.",
    },
  },
  professions: [
    {
      group: "nurse",
      body: "Organización Colegial de Enfermería (OCE): ReTHUS registration and tarjeta profesional",
      url: "https://oceinfo.org.co/permisos/temporary-authorization-of-the-exercise-for-foreigners",
      steps:
        "Have the nursing degree convalidated by the Ministerio de Educación Nacional, then apply to the Organización Colegial de Enfermería, which registers nurses in the national health-workforce register (ReTHUS) and issues the tarjeta profesional. Nurses on scientific or humanitarian missions of up to six months can instead get a free temporary permit requested by the host entity.",
      language: null,
      source: {
        publisher: "Organización Colegial de Enfermería (OCE)",
        title: "Temporary authorization of the exercise for foreigners",
        url: "https://oceinfo.org.co/permisos/temporary-authorization-of-the-exercise-for-foreigners",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages corpus: 'ReTHUS autorización ejercicio profesional título convalidado extranjero'. The OCE page (undated, read 2026-11) states its delegated ReTHUS registration and tarjeta function and the temporary-permit rules; the convalidation requirement for health professions is from the MEN source (El Colombiano 2020). Doctors register through the Colegio Médico Colombiano since 2015 (scribd copy of a secretaría de salud note), not entered for lack of the Colegio's own page.",
      },
    },
  ],
};
