import type { Citation } from "@server/facts/citation";
import type { CountryRecognition } from "./recognition.schema";

const gencatSource: Citation = {
  publisher: "Generalitat de Catalunya",
  title: "Uruguai: professions regulades",
  url: "https://moncat.gencat.cat/ca/uruguai/informacio-sobre-tramits/recursos-de-suport-a-l-ocupacio/professions-regulades",
  asOf: "2026-11",
  reviewedOn: "2026-11-25",
  research:
    "Searched pages corpus: 'Uruguay reválida título universitario extranjero Udelar trámite gub.uy ejercer profesión Ministerio de Salud Pública registro de títulos'. Read the Generalitat's Moncat page on Uruguay (undated, read 2026-11; stored at http). It says some titles in medicine, dentistry, chemistry and veterinary science must be registered with the Ministerio de Salud Pública, and some law titles need an oath before the Suprema Corte de Justicia, before practising. An MSP FAQ (scribd copy) says health titles are registered online only through gub.uy/tramites, with a digitally signed certificate since 2020-03-16. Neither the MSP's nor the SCJ's own page was in the store, so the body url is the Moncat page.",
};

/** Uruguay. What was read: Búsqueda on the Ministry of Education and Culture taking over reválidas in 2022; the Generalitat de Catalunya's page on Uruguay's regulated professions. */
export const uruguayRecognition: CountryRecognition = {
  country: "uruguay",
  checked: "2026-11",
  contactPoint: {
    body: "Ministerio de Educación y Cultura (MEC), Oficina de Reválidas y Reconocimientos de Títulos Extranjeros",
    url: "https://www.busqueda.com.uy/informacion/el-mec-emitio-mas-2000-reconocimientos-titulos-extranjeros-junio-2022-n5388169",
    what: "Since mid-2022 the revalidation (reválida) and recognition of tertiary and university titles issued abroad is handled by the Ministry of Education and Culture instead of the Universidad de la República. The degree itself does not always license practice: health and law titles need a further registration or oath.",
    source: {
      publisher: "Ministerio de Educación y Cultura (MEC)",
      title: "El MEC emitió más de 2.000 reconocimientos de títulos de extranjeros desde junio de 2022",
      url: "https://www.busqueda.com.uy/informacion/el-mec-emitio-mas-2000-reconocimientos-titulos-extranjeros-junio-2022-n5388169",
      asOf: "2024-06",
      reviewedOn: "2026-11-25",
      via: "Búsqueda",
      research:
        "Searched pages corpus: 'Universidad de la República reválida de títulos extranjeros Uruguay trámite', 'Udelar reválida reconocimiento títulos extranjeros', 'gub.uy Ministerio de Educación y Cultura reválida y reconocimiento de títulos terciarios'. The MEC's own trámite page was not in the store (a 2022 AGESIC user manual for 'Solicitud de Reconocimientos y Reválidas de Títulos Terciarios' exists as a scribd copy). Búsqueda (2024-06-11) and La Nación (2023-06-30, office name 'Oficina de Reválidas y Reconocimientos de Títulos Extranjeros del MEC') and 220.uy (2023-08) report the 2022 transfer from Udelar (Ley de Urgente Consideración). IESALC and universia pages describing Udelar's ordinance are out of date. Health/law step from the Generalitat page below and the Udelar rector's interview on teledoce.com.",
    },
  },
  professions: [
    {
      group: "doctor",
      body: "Ministerio de Salud Pública (MSP), registro de títulos",
      url: "https://moncat.gencat.cat/ca/uruguai/informacio-sobre-tramits/recursos-de-suport-a-l-ocupacio/professions-regulades",
      steps:
        "Have the medical title revalidated, then register it with the Ministerio de Salud Pública (online, through the government's trámites portal) before practising.",
      language: null,
      source: gencatSource,
    },
    {
      group: "dentist",
      body: "Ministerio de Salud Pública (MSP), registro de títulos",
      url: "https://moncat.gencat.cat/ca/uruguai/informacio-sobre-tramits/recursos-de-suport-a-l-ocupacio/professions-regulades",
      steps:
        "Have the dentistry title revalidated, then register it with the Ministerio de Salud Pública (online, through the government's trámites portal) before practising.",
      language: null,
      source: gencatSource,
    },
    {
      group: "lawyer",
      body: "Suprema Corte de Justicia (SCJ)",
      url: "https://moncat.gencat.cat/ca/uruguai/informacio-sobre-tramits/recursos-de-suport-a-l-ocupacio/professions-regulades",
      steps:
        "Have the law title revalidated, then take the oath before the Suprema Corte de Justicia, which keeps the register of legal professionals, before practising.",
      language: null,
      source: gencatSource,
    },
  ],
};
