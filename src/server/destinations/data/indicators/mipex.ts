import type { IndicatorDataset } from "../dataset.schema";

// Migrant Integration Policy Index (MIPEX) 2020: overall score (all 8 policy areas, health included),
// policies as of 2019. Each value was read on the mipex.eu country page or in an article quoting MIPEX 2020.
export const mipex: IndicatorDataset<number> = {
  id: "mipex",
  source: {
    name: "MIPEX 2020 (Migration Policy Group / Barcelona Centre for International Affairs)",
    url: "https://www.mipex.eu/",
    asOf: "2020-12",
  },
  unit: "MIPEX 2020 overall score, 0 (least favourable) to 100 (most favourable)",
  values: {
    portugal: {
      value: 81,
      url: "https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/",
    },
    spain: {
      value: 60,
      url: "https://www.mipex.eu/spain",
    },
    mexico: {
      value: 51,
      url: "https://www.mipex.eu/mexico",
    },
    "costa-rica": {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    panama: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    ecuador: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    colombia: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    brazil: {
      value: 64,
      url: "https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/",
    },
    argentina: {
      value: 58,
      url: "https://uautonoma.cl/news/estudio-mipex-2020-chile-ocupa-el-lugar-22-entre-paises-con-mayor-inclusion-social-de-migrantes",
      note: "The source gives Brazil and Argentina as 58 and 64; MIPEX's published top ten (and other reports) put Brazil at 64, so Argentina is 58",
    },
    chile: {
      value: 53,
      url: "https://uautonoma.cl/news/estudio-mipex-2020-chile-ocupa-el-lugar-22-entre-paises-con-mayor-inclusion-social-de-migrantes",
    },
    uruguay: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    thailand: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    malaysia: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    philippines: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    vietnam: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    japan: {
      value: 47,
      url: "https://www.mipex.eu/japan?news_type=All&&&&page=1",
    },
    "south-korea": {
      value: 56,
      url: "https://www.mipex.eu/south-korea",
    },
    singapore: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    australia: {
      value: 65,
      url: "https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/",
    },
    "new-zealand": {
      value: 77,
      url: "https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/",
    },
    canada: {
      value: 80,
      url: "https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/",
    },
    "united-kingdom": {
      value: 56,
      url: "https://www.mipex.eu/united-kingdom?news_type=All&&&&page=1",
    },
    ireland: {
      value: 64,
      url: "https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/",
    },
    germany: {
      value: 58,
      url: "https://www.mipex.eu/germany",
    },
    france: {
      value: 56,
      url: "https://www.mipex.eu/france",
    },
    italy: {
      value: 58,
      url: "https://www.mipex.eu/italy",
    },
    netherlands: {
      value: 57,
      url: "https://www.mipex.eu/netherlands",
    },
    denmark: {
      value: 49,
      url: "https://mipex.eu/denmark",
    },
    sweden: {
      value: 86,
      url: "https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/",
    },
    norway: {
      value: 69,
      url: "https://norwaytoday.info/news/norway-falls-out-of-top-10-on-international-integration-index/",
    },
    finland: {
      value: 85,
      url: "https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/",
    },
    switzerland: {
      value: 50,
      url: "https://www.mipex.eu/switzerland?news_type=All&&&&page=1",
    },
    austria: {
      value: 46,
      url: "https://www.mipex.eu/austria",
    },
    belgium: {
      value: 69,
      url: "https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/",
    },
    ghana: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    liberia: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    nigeria: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    morocco: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
  },
};
