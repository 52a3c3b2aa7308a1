import type { Citation } from "@server/facts/citation";
import type { IndicatorDataset } from "../dataset.schema";

// Migrant Integration Policy Index (MIPEX) 2020: overall score (all 8 policy areas, health included),
// policies as of 2019. Each value cites the mipex.eu country page where one was found, otherwise an article quoting
// MIPEX 2020 (cited with `via`).
const MIPEX_TOP_TEN: Citation = {
  publisher: "Migration Policy Group",
  title: "MIPEX 2020 overall scores (top ten), in an article on the Netherlands",
  url: "https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/",
  via: "Blueyse",
  asOf: "2020-12",
  reviewedOn: "2026-11-25",
};

const MIPEX_CHILE_RANK: Citation = {
  publisher: "Migration Policy Group",
  title: "MIPEX 2020 overall scores (Chile ranks 22nd)",
  url: "https://uautonoma.cl/news/estudio-mipex-2020-chile-ocupa-el-lugar-22-entre-paises-con-mayor-inclusion-social-de-migrantes",
  via: "Universidad Autónoma de Chile",
  asOf: "2020-12",
  reviewedOn: "2026-11-25",
};

export const mipex: IndicatorDataset<number> = {
  id: "mipex",
  source: {
    publisher: "Migration Policy Group",
    title: "MIPEX 2020, Migrant Integration Policy Index (with the Barcelona Centre for International Affairs)",
    url: "https://www.mipex.eu/",
    asOf: "2020-12",
    reviewedOn: "2026-11-21",
  },
  unit: "MIPEX 2020 overall score, 0 (least favourable) to 100 (most favourable)",
  values: {
    portugal: {
      value: 81,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Portugal",
        url: "https://mipex.eu/portugal",
        research: "Earlier read on https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/ (Blueyse's summary of the MIPEX 2020 top ten); the mipex.eu country page gives the same score.",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    spain: {
      value: 60,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Spain",
        url: "https://www.mipex.eu/spain",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    mexico: {
      value: 51,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Mexico",
        url: "https://www.mipex.eu/mexico",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
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
      source: MIPEX_TOP_TEN,
    },
    argentina: {
      value: 58,
      source: MIPEX_CHILE_RANK,
      research: "The linked article gives Brazil and Argentina as 58 and 64; MIPEX's published top ten (and other reports) put Brazil at 64, so Argentina is 58.",
    },
    chile: {
      value: 53,
      source: MIPEX_CHILE_RANK,
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
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Japan",
        url: "https://www.mipex.eu/japan?news_type=All&&&&page=1",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    "south-korea": {
      value: 56,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: South Korea",
        url: "https://www.mipex.eu/south-korea",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    singapore: {
      value: null,
      note: "Not covered by MIPEX 2020",
    },
    australia: {
      value: 65,
      source: MIPEX_TOP_TEN,
    },
    "new-zealand": {
      value: 77,
      source: MIPEX_TOP_TEN,
    },
    canada: {
      value: 80,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Canada",
        url: "https://www.mipex.eu/canada?news_type=All&&&&page=3",
        research: "Earlier read on https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/ (Blueyse's summary of the MIPEX 2020 top ten); the mipex.eu country page gives the same score.",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    "united-kingdom": {
      value: 56,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: United Kingdom",
        url: "https://www.mipex.eu/united-kingdom?news_type=All&&&&page=1",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    ireland: {
      value: 64,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Ireland",
        url: "https://www.mipex.eu/ireland",
        research: "Country page read in the search tool (29 November 2026): 'MIPEX Score (with Health): 64 ... Ireland made it into the MIPEX Top Ten, scoring 64 out of the MIPEX 100-point-scale'. Earlier cited through Blueyse's summary of the MIPEX 2020 top ten, which gives the same score.",
        asOf: "2020-12",
        reviewedOn: "2026-11-29",
      },
    },
    germany: {
      value: 58,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Germany",
        url: "https://www.mipex.eu/germany",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    france: {
      value: 56,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: France",
        url: "https://www.mipex.eu/france",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    italy: {
      value: 58,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Italy",
        url: "https://www.mipex.eu/italy",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    netherlands: {
      value: 57,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Netherlands",
        url: "https://www.mipex.eu/netherlands",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    denmark: {
      value: 49,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Denmark",
        url: "https://mipex.eu/denmark",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    sweden: {
      value: 86,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Sweden",
        url: "https://www.mipex.eu/sweden",
        research: "Earlier read on https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/ (Blueyse's summary of the MIPEX 2020 top ten); the mipex.eu country page gives the same score.",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    norway: {
      value: 69,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020 overall score for Norway",
        url: "https://norwaytoday.info/news/norway-falls-out-of-top-10-on-international-integration-index/",
        via: "Norway Today",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    finland: {
      value: 85,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Finland",
        url: "https://www.mipex.eu/finland",
        research: "Country page read in the search tool (29 November 2026): 'Finland scores 85 on the MIPEX 100-point scale'. Earlier cited through Blueyse's summary of the MIPEX 2020 top ten, which gives the same score.",
        asOf: "2020-12",
        reviewedOn: "2026-11-29",
      },
    },
    switzerland: {
      value: 50,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Switzerland",
        url: "https://www.mipex.eu/switzerland?news_type=All&&&&page=1",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    austria: {
      value: 46,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Austria",
        url: "https://www.mipex.eu/austria",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
    },
    belgium: {
      value: 69,
      source: {
        publisher: "Migration Policy Group",
        title: "MIPEX 2020: Belgium",
        url: "https://www.mipex.eu/belgium",
        research: "Earlier read on https://blueyse.agency/insight-archive/in-the-netherlands-immigrants-are-still-not-potential-citizens/ (Blueyse's summary of the MIPEX 2020 top ten); the mipex.eu country page gives the same score.",
        asOf: "2020-12",
        reviewedOn: "2026-11-25",
      },
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
