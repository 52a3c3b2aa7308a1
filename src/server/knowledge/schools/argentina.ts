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
      "Each province runs its own enrolment. In the City of Buenos Aires a child entering a state school for the first time, or coming from a private school, another province or abroad, must be pre-registered online (Sistema de Inscripción en Línea, with a miBA account), choosing up to five schools, and the documents are then checked. Since the 2026 school year there is a single period, from late September to early November of the year before (29 September to 7 November 2025 for 2026), followed only by a short exception period in late January and early February for the places still free; the three earlier periods, one of them open during the school year, were ended. Schools usually ask for the child's DNI or passport, birth certificate and school health record; in Mendoza the education authority says a child without a DNI is still given a place.",
    source: {
      publisher: "Urgente24",
      title: "Clases 2026: CABA abre inscripciones para alumnos ingresantes",
      url: "https://urgente24.com/actualidad/clases-2026-caba-abre-inscripciones-alumnos-ingresantes-n610339",
      asOf: "2025-09-29",
      reviewedOn: "2026-11-29",
      research:
        "News report of 29 September 2025 quoting the City's education minister, read in the search tool (29 November 2026): 'La nueva modalidad eliminó los tres periodos de inscripción anteriores y concentró todo en una ventana más prolongada de tiempo ... del 29 de septiembre al 7 de noviembre'; 'una ventana de excepción entre el 26 de enero y el 8 de febrero'; it lists who must register (first entry to a state school, changing level, coming from a private school, another province or abroad) and says the procedure runs on miBA. Ámbito (27 January 2026) confirms the exception period (26 January to 8 February 2026, only schools and shifts with places left). The choice of up to five schools and the no-DNI rule in Mendoza come from the earlier sources (Diario Ciudad, 4 October 2023; Diario UNO, September 2023).",
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
