/** argentina: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

export const argentinaSchools: CountrySchools = {
  country: "argentina",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Spanish"],
    text:
      "State schools (gestión estatal) charge no tuition. The Migration Law as amended by Decree 366 of 2025 keeps the rule that foreigners, even with an irregular migration status, have the right to be admitted as pupils at any initial, primary or secondary school, public or private, national, provincial or municipal, and that their migration situation may not be a ground for discrimination; school authorities are to advise the family on regularising it. Teaching is in Spanish; the sources name no Spanish support for newcomers.",
    source: {
      publisher: "Expres Diario",
      title: "El Gobierno modificó la ley que regula la política migratoria",
      url: "https://www.expresdiario.com.ar/el-gobierno-modifico-la-ley-que-regula-la-politica-migratoria/",
      asOf: "2025-05",
      reviewedOn: "2026-11-28",
      research:
        "Quotes art. 7 of Law 25.871 as replaced by DNU 366/2025; the same wording is quoted by Última Hora (Paraguay). Free state education (Constitution art. 75 inc. 19, Ley de Educación Nacional 26.206) was not read on an official page.",
    },
  },
  compulsoryAges: {
    from: 4,
    to: 17,
    note: "Law 27.045 of 2015 made the kindergarten room for four-year-olds (sala de 4) compulsory; schooling stays compulsory until the end of secondary school, normally at 17 or 18.",
    source: {
      publisher: "Diario de Cuyo",
      title: "Por ley, la escolaridad será obligatoria desde los cuatro años",
      url: "https://www.diariodecuyo.com.ar/argentina/Por-la-de-cuatro-20150108-0047.html",
      asOf: "2015-01-08",
      reviewedOn: "2026-11-28",
      research: "The end of compulsory schooling (completion of secondary, Ley 26.206 art. 16) was not read on an official page; 17 is the usual age at the end of the last year.",
    },
  },
  enrolment: {
    text:
      "Each province runs its own enrolment. In the City of Buenos Aires a child entering a state school for the first time, or coming from a private school or another province, must be pre-registered in the online system (Inscripción en Línea) at buenosaires.gob.ar/InscripcionEscolar, choosing up to five schools, and the documents are then checked at the school; the ordinary period is in October, a complementary one in December and January, and there is a further window from February to August once the year has begun. Schools usually ask for the child's DNI or passport, birth certificate and school health record; in Mendoza the education authority says a child without a DNI is still given a place.",
    source: {
      publisher: "Diario Ciudad",
      title: "Ya está abierta la inscripción escolar 2024 en la Ciudad de Buenos Aires",
      url: "https://diariociudad.com.ar/2023/10/04/ya-esta-abierta-la-inscripcion-escolar-2024-en-la-ciudad-de-buenos-aires",
      asOf: "2023-10-04",
      reviewedOn: "2026-11-28",
      research:
        "Periods (October, December-January, February-August) from ACIJ's Acceso a Derechos guide (accesoaderechos.acij.org.ar, undated); Mendoza documents and the no-DNI rule from Diario UNO, September 2023; documents also listed by a Buenos Aires technical school (2018).",
    },
  },
  schoolYearStarts: {
    month: 3,
    note: "The national calendar for 2026 (Consejo Federal de Educación Resolution 508/2025) starts classes on 2 March in most provinces, including Buenos Aires province, Córdoba and Río Negro (Bariloche); the City of Buenos Aires (initial and primary levels) and Mendoza start earlier, on 25 February. The year ends in mid to late December, with a two-week winter break in July.",
    source: {
      publisher: "El Cronista",
      title: "Ciclo lectivo 2026: cuándo empiezan las clases provincia por provincia",
      url: "https://www.cronista.com/informacion-gral/ciclo-lectivo-2026-cuando-empiezan-las-clases-provincia-por-provincia/",
      asOf: "2026-01-07",
      reviewedOn: "2026-11-28",
      research: "CABA secondary level starting on 2 March: Infozona, 24 December 2025; resolution number from Diario UNO, 6 January 2026.",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Buenos Aires, Mendoza, Córdoba or Bariloche with a current published annual fee was found in the sources searched.",
};
