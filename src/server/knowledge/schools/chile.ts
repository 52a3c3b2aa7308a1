/** chile: schools for the children who move (schools knowledge, issue 29.4). */
import type { CountrySchools } from "./schools.schema";

const constitution = {
  publisher: "UN Women",
  title: "Global Gender Equality Constitutional Database, Chile: Political Constitution of 1980 as amended to 2024, Art. 19 No. 10 (right to education)",
  url: "https://constitutions.unwomen.org/en/countries/americas/chile?provisioncategory=f742f326abcb482f80add11164f53c1c&f%5B0%5D=provisioncategory%3A680",
  asOf: "2024",
  reviewedOn: "2026-11-28",
} as const;

export const chileSchools: CountrySchools = {
  country: "chile",
  checked: "2026-11",
  publicSchools: {
    free: true,
    languages: ["Spanish"],
    text:
      "The Constitution makes the second transition level (kínder), basic and secondary education compulsory and requires the State to finance a free system giving the whole population access to them; for secondary education the free system runs until age 21. The National Migration Service says the State guarantees pre-school, basic and secondary education to children settled in Chile. A foreign child without a Chilean RUN receives a Provisional School Identifier (IPE) from the Ministry of Education, which gives the same rights as other pupils, including school meals, textbooks, school insurance and the student travel card. Teaching is in Spanish; the sources name no Spanish support for newcomers.",
    source: {
      ...constitution,
      research:
        "Access guarantee: Servicio Nacional de Migraciones, Guía N°8 'Acceso de niños, niñas y adolescentes migrantes a la educación' (serviciomigraciones.cl/guia/sistema-admision-escolar, undated). IPE rights: EMAC UNESCO good-practice sheet 'Provisional School Identifier (IPE)', Mineduc, since 2016.",
    },
  },
  compulsoryAges: {
    from: 5,
    to: 17,
    note: "Compulsory from kínder (the second transition level, the year a child turns 5 or 6) through the end of secondary school (4° medio), usually at 17 or 18.",
    source: {
      ...constitution,
      research: "Kínder compulsory since constitutional reform Law 20.710 of 2013 (Biblioteca del Congreso Nacional, Historia de la Ley 20.710). The ages are the usual ones for these levels, not stated in the article.",
    },
  },
  enrolment: {
    text:
      "Places at state-funded schools are applied for online through the Ministry of Education's School Admission System (SAE), which ranks the family's preferred schools and assigns places; applications ran from August to September for 2023, with a complementary period in November. A family without a Chilean RUN first requests an IPE for the child and an IPA for the parent (online or at an Ayuda Mineduc office). The Ministry asks for the parent's ID (cédula, passport or national ID), the child's passport, ID card or birth certificate, and a certificate of the last grade passed; without it the grade is set by the child's age and schooling history.",
    source: {
      publisher: "Arica Chile",
      title: "Admisión Escolar 2023: estos son los pasos que deben realizar las familias extranjeras que no tienen RUN chileno antes de postular",
      url: "https://aricachile.cl/2022/07/19/admision-escolar-2023",
      asOf: "2022-07-19",
      reviewedOn: "2026-11-28",
      research:
        "Documents list and the grade-by-age rule from the Mineduc help page 'Postulación de familias extranjeras al Sistema de Admisión Escolar' (ayudamineduc.cl/ficha/postulacion-de-familias-extranjeras-al-sistema-de-admision-escolar, undated, which names a complementary period of 15-22 November). How a child arriving mid-year is placed was not found.",
    },
  },
  schoolYearStarts: {
    month: 3,
    note: "The Ministry of Education's 2026 calendar starts the school year on 2 March (teachers) and pupils from pre-kindergarten to 4° medio return on 4 March in every region; the year ends between 4 and 18 December, with two weeks of winter holidays in late June and early July in the central regions.",
    source: {
      publisher: "ADN Radio",
      title: "Calendario escolar 2026: revisa cuándo parten las clases y las vacaciones de invierno en Chile",
      url: "https://www.adnradio.cl/2025/12/17/calendario-escolar-2026-revisa-cuando-parten-las-clases-y-las-vacaciones-de-invierno-en-chile/",
      asOf: "2025-12-17",
      reviewedOn: "2026-11-28",
    },
  },
  internationalSchools: [],
  internationalNote:
    "No international school in Santiago, Valparaíso, Viña del Mar or La Serena with a current published annual fee was found in the sources searched.",
};
