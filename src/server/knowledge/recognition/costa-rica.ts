import type { CountryRecognition } from "./recognition.schema";

/** Costa Rica. What was read: CONARE's recognition office (ORE) instructions; La Nación on the exam for foreign-trained doctors. */
export const costaRicaRecognition: CountryRecognition = {
  country: "costa-rica",
  checked: "2026-11",
  contactPoint: {
    body: "Consejo Nacional de Rectores (CONARE), Oficina de Reconocimiento y Equiparación (ORE)",
    url: "https://ore.conare.ac.cr/xhtml/paginas/info/instrucciones.xhtml",
    what: "CONARE's recognition office receives applications to recognise and equate (reconocimiento y equiparación) degrees and titles obtained abroad. Only complete forms with all documents legalised or apostilled are accepted; CONARE's commission, which meets twice a month, assigns the file to the state university offering the matching programme, which decides. Professional practice then requires joining the relevant colegio profesional.",
    source: {
      publisher: "Consejo Nacional de Rectores (CONARE)",
      title: "Reconocimiento y equiparación de grados y títulos: instrucciones generales",
      url: "https://ore.conare.ac.cr/xhtml/paginas/info/instrucciones.xhtml",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages corpus: 'CONARE reconocimiento y equiparación de títulos extranjeros Costa Rica'. Read ore.conare.ac.cr instructions (undated page, read 2026-11); the older conare.ac.cr/ore page and the UCR-hosted nurse-migration study (libros.uchile.cl) describe the same procedure under article 30 of the 1982 Convenio de Coordinación. The colegio step is from the doctor sources below and yoemigro.com.",
    },
  },
  professions: [
    {
      group: "doctor",
      body: "Colegio de Médicos y Cirujanos de Costa Rica (after the Universidad de Costa Rica equiparación exam)",
      url: "https://www.nacion.com/el-pais/salud/medicos-extranjeros-que-quieran-trabajar-en-costa/G453Q2BFG5D3NNT567PRYULNFY/story/?outputType=amp-type",
      steps:
        "Have the medical degree recognised through CONARE and pass the general-medicine equiparación exam set by the Universidad de Costa Rica (at least 70 points; offered twice a year), then join the Colegio de Médicos y Cirujanos to practise.",
      language: null,
      source: {
        publisher: "Colegio de Médicos y Cirujanos de Costa Rica",
        title: "Médicos extranjeros que quieran trabajar en Costa Rica tendrán dos oportunidades al año para hacer examen de equiparación",
        url: "https://www.nacion.com/el-pais/salud/medicos-extranjeros-que-quieran-trabajar-en-costa/G453Q2BFG5D3NNT567PRYULNFY/story/?outputType=amp-type",
        asOf: "2019",
        reviewedOn: "2026-11-25",
        via: "La Nación (Costa Rica)",
        research:
          "Searched pages corpus: 'Colegio de Médicos y Cirujanos de Costa Rica incorporación médicos graduados en el extranjero examen'. The Colegio's own page for foreign graduates was not in the store, so the body url is the same La Nación article. La Nación (2019) states the UCR equiparación exam (70 points minimum, twice a year from 2019) is the requirement for incorporation into the Colegio; costaricantimes.com says the same. La Nación (2023-08, 'Más de 300 médicos harán primer examen de incorporación') says the Colegio's own incorporation exam ECOM-CR also applies to general doctors coming from abroad; entrepatrias.com (2025) describes CONARE + UCR exam + Colegio incorporation.",
      },
    },
  ],
};
