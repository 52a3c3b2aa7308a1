/** panama: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const panamaSchools: CountrySchools = {
  country: "panama",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Spanish"],
    text:
      "The Constitution makes state (official) education free at every level below university and opens every school, state or private, to all pupils. During basic general education the State is to supply the pupil's school materials; an enrolment fee may be charged only in the non-compulsory levels. The Ministry of Education (MEDUCA) says every child living in Panama, temporarily or permanently, has the right to a school place, and foreign pupils' earlier studies are compared with the national plan (convalidación) at the regional education office. Teaching is in Spanish; the sources name no Spanish-language support for newcomers.",
    source: {
      publisher: "UN Women",
      title: "Global Gender Equality Constitutional Database, Panama: Political Constitution of 1972 as amended to 2004, education provisions (Arts. 91, 94, 95)",
      url: "https://constitutions.unwomen.org/en/countries/americas/panama?provisioncategory=3b1b2696e4f54ddd9636e5644ffb33b9&f%5B0%5D=provisioncategory%3A680",
      asOf: "2004",
      reviewedOn: "2026-11-28",
      research:
        "Art. 95 text also checked on licen.ai and in a GitHub seed file of the constitution. The right of resident foreign children and the convalidación step are from Panamá América, 'Cifra de estudiantes extranjeros es alta, ¿cómo se gestiona?' (MEDUCA regional director Enrique Bernal), https://panamaamerica.com.pa/sociedad/cifra-de-estudiantes-extranjeros-es-alta-como-se-gestiona-1217313/amp (2022 MEDUCA figures).",
    },
  },
  compulsoryAges: {
    from: 4,
    to: 15,
    note: "The eleven years of basic general education are compulsory and free: two years of preschool (pre-kínder and kínder, from age 4), six of primary and three of premedia, which ends around age 15. Upper secondary (media) is free but not compulsory.",
    source: {
      publisher: "SITEAL (UNESCO IIEP)",
      title: "Panamá: perfil del sistema educativo y marco normativo",
      url: "https://siteal.iiep.unesco.org/pais/panama",
      asOf: "2020-12",
      reviewedOn: "2026-11-28",
      research:
        "SITEAL profile: 'educación básica general, que comprende la educación preescolar, la primaria y la premedia. Tiene una duración de 11 años y es de carácter universal, gratuito y obligatorio'. The ages (preschool for children of 4 and 5, premedia for 12 to 14) are those of Ley 34 de 1995 as quoted in several secondary pages (studylib copy of an OEI/MEDUCA report: 'gratuita y obligatoria para todos los panameños en edades entre 4 y 15 años'). The profile is stamped 'Fecha de actualización: diciembre de 2020' (UNESCO web archive capture of March 2022).",
    },
  },
  enrolment: {
    text:
      "MEDUCA publishes an enrolment calendar each September for the next school year; for 2026 pupils coming from abroad without a place were to enrol from 13 to 17 October 2025. Parents apply at the school they want; if it has no place, the Regional Directorate of Education for the area assigns one through its regional enrolment commission. The documents named include a copy of the child's cédula juvenil (ID) and the guardian's ID, plus whatever each school asks; a child who studied abroad has the earlier grades validated (convalidación) at the regional directorate.",
    source: {
      publisher: "TVN Noticias",
      title: "Ministerio de Educación anuncia fechas de inscripción y matrículas",
      url: "https://www.tvn-2.com/nacionales/ministerio-de-educacion-anuncia-fechas-inscripcion-matriculas_1_2206362.html",
      asOf: "2025-09-16",
      reviewedOn: "2026-11-28",
    },
  },
  schoolYearStarts: {
    month: 3,
    note: "Executive Decree 49 of 8 September 2025 set the start of classes for 2 March 2026 in all state and private schools on the national calendar; international schools on a northern calendar start in August.",
    source: {
      publisher: "TVN Noticias",
      title: "Ministerio de Educación anuncia fechas de inscripción y matrículas",
      url: "https://www.tvn-2.com/nacionales/ministerio-de-educacion-anuncia-fechas-inscripcion-matriculas_1_2206362.html",
      asOf: "2025-09-16",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Panama City, Boquete, Coronado or David with a current published annual fee was found; the fee schedules found (International School of Panama 2019-20, The Metropolitan School 2017-18) are too old to guide a family today.",
};
