/** ecuador: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

const constitution = {
  publisher: "UN Women",
  title: "Global Gender Equality Constitutional Database, Ecuador: Constitution of 2008, education provisions",
  url: "https://constitutions.unwomen.org/en/search?f%5B0%5D=provisioncategory%3A680&f%5B1%5D=unstatscountry%3A93&provisioncategory=c5a0e20456084261933d9afff41ce59e&unstatscountry=21dee92df73945de801ad34459ad0a45",
  asOf: "2008",
  reviewedOn: "2026-11-28",
} as const;

export const ecuadorSchools: CountrySchools = {
  country: "ecuador",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Spanish"],
    text:
      "The Constitution (Art. 28) guarantees universal access to education without discrimination and makes public education free up to the first university degree. State (fiscal) schools charge no tuition, and the Ministry of Education's online enrolment has been open since 2020 to children in human mobility, including those without an Ecuadorian ID. Teaching is in Spanish (intercultural bilingual schools also teach in Kichwa and other Indigenous languages); the sources name no Spanish support for newcomers.",
    source: {
      ...constitution,
      research:
        "Art. 28 text ('la educación pública será universal y laica en todos sus niveles, y gratuita hasta el tercer nivel de educación superior inclusive'; 'obligatoriedad en el nivel inicial, básico y bachillerato') read in the Ministry of Education's Compendio Marco Legal Educativo 2012 on issuu; the UN Women listing for Ecuador's education provisions holds the same articles. Online enrolment for migrant children: EMAC UNESCO good-practice sheet on Acuerdo MINEDUC 25A-2020.",
    },
  },
  compulsoryAges: {
    from: 5,
    to: 17,
    note: "The Constitution makes the initial, general basic and bachillerato levels compulsory. General basic education runs ten grades from age 5 (preparatory grade) to about 14, and the three-year bachillerato from about 15 to 17; the initial level before it takes children of 3 and 4.",
    source: {
      ...constitution,
      research:
        "Levels from Art. 28; ages per level from the LOEI structure as described by MigraSegura (migrasegura.org/informacao/acceso-educacion) and an El Universo reader's letter, which agree (preparatoria 5, básica 6-14, bachillerato 15-17). Initial level: the Ministry's online enrolment takes children who turn 3 and 4 by the start of the year (EMAC UNESCO sheet). 'from' is set at 5 as the first grade of general basic education; a UIS figure was not found.",
    },
  },
  enrolment: {
    text:
      "Places in state schools are assigned by the Ministry of Education's district directorates, not by the schools, according to where the family lives. A child entering the state system for the first time is registered online (juntos.educacion.gob.ec) during the ordinary enrolment window (about three weeks) or the extraordinary one that stays open for about four months after the start of the year; since 2020 (Acuerdo 25A-2020) the system also takes children without an Ecuadorian ID.",
    source: {
      publisher: "EMAC UNESCO",
      title: "Acceso al aplicativo en línea para asignación de instituciones educativas (Ministerio de Educación de Ecuador)",
      url: "https://emacunesco.org/ficha/acceso-al-aplicativo-en-linea-para-asignacion-de-instituciones-educativas",
      asOf: "2020",
      reviewedOn: "2026-11-28",
      research:
        "District directorates assign places, late applicants write to the district director, and schools may admit pupils up to 120 days after the start: MigraSegura guide (undated).",
    },
  },
  schoolYearStarts: {
    month: 9,
    note: "Ecuador has two school calendars: in the Sierra and Amazon region (Quito, Cuenca) the year starts in early September (2 September 2024 for 2024-25); in the Coast and Galápagos region (Guayaquil, Salinas) it starts in late April or May and runs to about February.",
    source: {
      publisher: "El Comercio (Ecuador)",
      title: "Matrículas extraordinarias y traslados en el régimen Sierra-Amazonía son posibles",
      url: "https://www.elcomercio.com/actualidad/ecuador/matriculas-extraordinarias-traslados-regimen-sierra-amazonia-son-posibles.html",
      asOf: "2024-09",
      reviewedOn: "2026-11-28",
      research: "Coast calendar (May to February) from the MigraSegura guide; not confirmed on a dated official page.",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Quito, Cuenca, Guayaquil or Salinas with a current published annual fee was found in the sources searched.",
};
