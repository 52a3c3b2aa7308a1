import type { IndicatorDataset } from "../dataset.schema";

// Global Peace Index 2025 (Institute for Economics & Peace, published June 2025): overall GPI score per
// country, lower = more peaceful. Each value was read in a stored copy of a secondary page (news article
// or table quoting the 2025 edition); the page is given as the value's `url`. Countries whose 2025 score
// was not found in any stored page are null with a note (the reported 2025 rank is mentioned where known).
const INFORIA_TABLE = "https://inforia.ai/visuals/14861";
const MONTEVIDEO_PORTAL =
  "https://www.montevideo.com.uy/Noticias/Uruguay-es-el-segundo-pais-mas-pacifico-de-America-Latina--cual-es-el-primero--uc947153";

export const globalPeaceIndex: IndicatorDataset<number> = {
  id: "global-peace-index",
  source: {
    name: "Global Peace Index 2025 (Institute for Economics & Peace)",
    url: "https://www.visionofhumanity.org/maps/",
    asOf: "2025-06",
  },
  unit: "GPI score, 1 (most peaceful) to 5 (least peaceful)",
  values: {
    portugal: {
      value: 1.371,
      url: INFORIA_TABLE,
    },
    spain: {
      value: 1.578,
      url: INFORIA_TABLE,
    },
    mexico: {
      value: 2.636,
      url: "https://www.elfinanciero.com.mx/opinion/colaborador-invitado/2026/01/06/mexico-en-el-indice-de-paz-global-realmente-estamos-avanzando/",
    },
    "costa-rica": {
      value: 1.84,
      url: "https://elmundo.cr/costa-rica/costa-rica-destaca-en-el-indice-de-paz-global-2025/",
      note: "Read as 1,84 (two decimals only) for rank 54; the same article's comparison with 2024 conflicts with other reports, so check against the official table",
    },
    panama: {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 84th)",
    },
    ecuador: {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 129th)",
    },
    colombia: {
      value: 2.695,
      url: "https://enunclicknoticias.com/colombia-se-hunde-en-la-lista-mundial-de-la-paz-en-un-click",
    },
    brazil: {
      value: 2.472,
      url: "https://girodiario.com/article/pior-que-cuba-e-venezuela-onde-o-brasil-despenc-d000e6ee4bfd44f2",
    },
    argentina: {
      value: 1.768,
      url: MONTEVIDEO_PORTAL,
    },
    chile: {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 62nd); a 1.978 figure found belongs to an earlier edition",
    },
    uruguay: {
      value: 1.784,
      url: MONTEVIDEO_PORTAL,
    },
    thailand: {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 86th)",
    },
    malaysia: {
      value: 1.469,
      url: INFORIA_TABLE,
    },
    philippines: {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 105th)",
    },
    vietnam: {
      value: 1.721,
      url: "https://english.vov.vn/en/society/vietnam-moves-up-to-38th-position-in-2025-global-peace-index-post1210561.vov",
    },
    japan: {
      value: 1.44,
      url: INFORIA_TABLE,
    },
    "south-korea": {
      value: 1.736,
      url: "https://globaleconomictimes.kr/article/1065566247314160",
    },
    singapore: {
      value: 1.357,
      url: INFORIA_TABLE,
    },
    australia: {
      value: 1.505,
      url: INFORIA_TABLE,
    },
    "new-zealand": {
      value: 1.282,
      url: INFORIA_TABLE,
    },
    canada: {
      value: 1.491,
      url: INFORIA_TABLE,
    },
    "united-kingdom": {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 30th)",
    },
    ireland: {
      value: 1.26,
      url: INFORIA_TABLE,
    },
    germany: {
      value: 1.53,
      url: INFORIA_TABLE,
    },
    france: {
      value: 1.97,
      url: "https://web.lifelines.name/read/2dd0f791-507c-5271-808a-cc1f8f0c08e2",
      note: "Read as 1,97 (two decimals only) for rank 74 in a stored reader copy of a French news article on the 2025 edition",
    },
    italy: {
      value: 1.66,
      url: "https://www.spazio50.org/?p=156752",
      note: "Read as 1,66 (two decimals only) for rank 33",
    },
    netherlands: {
      value: 1.491,
      url: INFORIA_TABLE,
    },
    denmark: {
      value: 1.393,
      url: INFORIA_TABLE,
    },
    sweden: {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 35th)",
    },
    norway: {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 32nd)",
    },
    finland: {
      value: 1.42,
      url: INFORIA_TABLE,
    },
    switzerland: {
      value: 1.294,
      url: INFORIA_TABLE,
    },
    austria: {
      value: 1.294,
      url: INFORIA_TABLE,
    },
    belgium: {
      value: 1.492,
      url: INFORIA_TABLE,
    },
    ghana: {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 61st)",
    },
    liberia: {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 70th)",
    },
    nigeria: {
      value: null,
      note: "2025 score not found in the stored pages searched (reported 2025 rank: 148th)",
    },
    morocco: {
      value: 2.012,
      url: "https://www.maghress.com/fr/yabiladi/169775",
    },
  },
};
