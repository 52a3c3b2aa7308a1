/** uruguay: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

const generalEducationLaw = {
  publisher: "IMPO (Uruguay's official gazette)",
  title: "Ley 18.437, Ley General de Educación",
  url: "https://www.impo.com.uy/bases/leyes-originales/18437-2008",
  asOf: "2009-01-16",
  reviewedOn: "2026-11-28",
} as const;

export const uruguaySchools: CountrySchools = {
  country: "uruguay",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Spanish"],
    text:
      "The General Education Law recognises education as a fundamental human right of all inhabitants without discrimination, and state education run by ANEP is free. The migration regulations say the State will seek a rapid incorporation of migrants and their families into public and authorised schools, both to start and to continue their studies, on the same requirements as nationals. Teaching is in Spanish; the sources name no Spanish support for newcomers.",
    source: {
      publisher: "IMPO (Uruguay's official gazette)",
      title: "Decreto 394/009, reglamentación de la Ley de Migración 18.250, artículo 47",
      url: "https://impo.com.uy/bases/decretos/394-2009/47",
      asOf: "2009",
      reviewedOn: "2026-11-28",
      research:
        "Gratuity of state education (Ley 18.437, principle of 'gratuidad', art. 15) was not read in the stored copy of the law; the stored excerpts show arts. 1-4 only. Free public education for migrants is also described by Otras Voces en Educación (2025).",
    },
  },
  compulsoryAges: {
    from: 4,
    to: 17,
    note: "Law 18.437 (art. 7) makes compulsory initial education at ages 4 and 5, primary education, and lower and upper secondary education (media básica and media superior), which ends at about 17 or 18.",
    source: {
      ...generalEducationLaw,
      research:
        "Art. 7's list of compulsory levels confirmed by the Mercosur Educational Sector's terminology bank (vocabularios.educacion.gob.ar, Uruguay term 375, 'Obligatoriedad educativa', citing Ley 18.437 art. 7). The ages 4 and 5 for initial education are from art. 7 as commonly quoted; the stored copy of the law could not be read that far.",
    },
  },
  enrolment: {
    text:
      "A newly arrived child is enrolled at the public school or liceo (through ANEP's primary or secondary directorates) on the same requirements as a Uruguayan child. Families are asked for basic documents such as the child's cédula or passport and a health card (carné de salud); studies done abroad are recognised through a reválida of the earlier school reports, and some centres hold an interview or assign places by quota.",
    source: {
      publisher: "Otras Voces en Educación",
      title: "Uruguay y el acceso a la educación de personas migrantes como estrategia de desarrollo",
      url: "https://otrasvoceseneducacion.org/archivos/423768",
      asOf: "2025",
      reviewedOn: "2026-11-28",
      research: "The article mentions 2025 migration figures; exact publication date not shown in the excerpt. ANEP's own enrolment page for migrants was not found.",
    },
  },
  schoolYearStarts: {
    month: 3,
    note: "ANEP's 2026 calendar starts classes on Monday 2 March in initial, primary and most secondary schools and ends them on 18 December, with one-week breaks at Easter (Semana de Turismo), in late June and in September.",
    source: {
      publisher: "Subrayado (Uruguay)",
      title: "La ANEP aprobó el calendario de clases 2026 y confirmó dos días más de vacaciones en setiembre",
      url: "https://www.subrayado.com.uy/la-anep-aprobo-el-calendario-clases-2026-y-confirmo-dos-dias-mas-vacaciones-setiembre-n994791",
      asOf: "2025-12-11",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Montevideo, Punta del Este, Colonia del Sacramento or Piriápolis with a current published annual fee was found in the sources searched.",
};
