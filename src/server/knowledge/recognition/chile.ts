import type { CountryRecognition } from "./recognition.schema";

/** Chile. What was read: the Universidad de Chile's FAQ on revalidating foreign titles; the EUNACOM exam's own page. */
export const chileRecognition: CountryRecognition = {
  country: "chile",
  checked: "2026-11",
  contactPoint: {
    body: "Universidad de Chile, Oficina de Revalidación y Reconocimiento de Títulos Profesionales y Grados Académicos Extranjeros",
    url: "https://www.uchile.cl/portal/presentacion/relaciones-internacionales/revalidacion-de-titulos-extranjeros/119235/preguntas-frecuentes-sobre-revalidacion",
    what: "For titles from countries without a recognition treaty with Chile (such as the United States), the Universidad de Chile has the exclusive power to recognise, revalidate and convalidate professional titles obtained abroad; treaty countries go through the Foreign or Education Ministry. Whether revalidation is needed to practise is decided by the body regulating each profession.",
    source: {
      publisher: "Universidad de Chile",
      title: "Preguntas frecuentes sobre revalidación de títulos extranjeros",
      url: "https://www.uchile.cl/portal/presentacion/relaciones-internacionales/revalidacion-de-titulos-extranjeros/119235/preguntas-frecuentes-sobre-revalidacion",
      asOf: "2026-11",
      reviewedOn: "2026-11-25",
      research:
        "Searched pages corpus: 'Universidad de Chile reconocimiento revalidación de títulos profesionales obtenidos en el extranjero'. Read the FAQ (stored at http://www.uchile.cl/..., same path cited over https; undated, read 2026-11). Treaty list: Brazil, Colombia, Ecuador, Spain, Peru, Uruguay, Argentina, plus the 1902 Mexico City treaty. Note: Ley 21.325 art. 143 and Decreto 174 (Mineduc, 2024, published in the Diario Oficial 2026-02-17, litoralpress.cl copy) let accredited state universities also revalidate, six months after publication; re-check which universities take applications.",
    },
  },
  professions: [
    {
      group: "doctor",
      body: "Examen Único Nacional de Conocimientos de Medicina (EUNACOM), run by ASOFAMECH for the State",
      url: "https://www.eunacom.cl/certificados.html",
      steps:
        "Sit the EUNACOM general-medicine exam: a 180-question theory section each December and a practical clinical section. Passing it automatically revalidates a medical title obtained abroad, and the minimum score is needed for public-sector posts, FONASA billing and specialty training.",
      language: null,
      source: {
        publisher: "Asociación de Facultades de Medicina de Chile (ASOFAMECH)",
        title: "EUNACOM: Examen Único Nacional de Conocimientos de Medicina",
        url: "https://www.eunacom.cl/certificados.html",
        asOf: "2026-11",
        reviewedOn: "2026-11-25",
        research:
          "Searched pages corpus: 'EUNACOM médicos titulados en el extranjero examen único nacional Chile'. Read eunacom.cl (undated, read 2026-11): 'La aprobación del EUNACOM significa la revalidación automática del título de médico obtenido en el extranjero', uses under Ley 20.261. eunacom.cl/inscripcion: first-time foreign graduates register in person, fee CLP 300,000. La Tercera (2022-07) and CIPER (2025-08) confirm.",
      },
    },
  ],
};
