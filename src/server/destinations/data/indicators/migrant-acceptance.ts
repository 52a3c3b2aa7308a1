import type { Citation } from "@server/facts/citation";
import type { IndicatorDataset } from "../dataset.schema";

// Gallup Migrant Acceptance Index, 2019 survey edition (published September 2020): 0 (least accepting) to
// 9 (most accepting). Only 2019-edition values are entered. Gallup's own 2020 article and its full country
// table are not in the stored pages searched, so each value was read in a stored news page quoting Gallup's
// 2019 release (that page is the value's `url`). Values of the 2016-17 edition are never mixed in: where no
// 2019 score was found the value is null with a note (a 2016-17 score, where one was seen, is named in the note).
const GALLUP_CANADA_REPORT: Citation = {
  publisher: "Gallup",
  title: "Canada most accepting country for migrants (report of Gallup's 2019 Migrant Acceptance Index)",
  url: "https://www.freshdaily.ca/news/2020/09/canada-most-accepting-country-migrants/",
  asOf: "2020-09",
  reviewedOn: "2026-11-25",
  via: "Fresh Daily",
};

export const migrantAcceptance: IndicatorDataset<number> = {
  id: "migrant-acceptance",
  source: {
    publisher: "Gallup",
    title: "World Grows Less Accepting of Migrants (Migrant Acceptance Index, 2019 surveys)",
    url: "https://news.gallup.com/poll/320678/world-grows-less-accepting-migrants.aspx",
    asOf: "2020-09",
    reviewedOn: "2026-11-21",
  },
  unit: "Gallup Migrant Acceptance Index, 0 (least accepting) to 9 (most accepting)",
  values: {
    portugal: {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 6.65.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (6.65) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    spain: {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 7.44.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (7.44) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    mexico: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    "costa-rica": {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    panama: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    ecuador: {
      value: null,
      note: "No published 2019 score was found. Gallup reported Ecuador's score fell by more than two points from 2016 to 2019.",
      research: "2019 score not found in the stored pages searched; Gallup reported Ecuador's score fell by more than two points from 2016 to 2019",
    },
    colombia: {
      value: null,
      note: "No published 2019 score was found. Gallup reported Colombia's score fell by more than two points from 2016 to 2019 (the share calling migrants living in the country a good thing fell from 61% to 29%).",
      research: "2019 score not found in the stored pages searched; Gallup reported Colombia's score fell by more than two points from 2016 to 2019 (share calling migrants living in the country a good thing 61% -> 29%, neighbour 66% -> 45%, marrying a relative 59% -> 40%, per VOA Spanish); the index cannot be computed from these shares alone",
    },
    brazil: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    argentina: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    chile: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    uruguay: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    thailand: {
      value: 2.48,
      source: {
        publisher: "Gallup",
        title: "Akzeptanz von Migranten weltweit gesunken (report of Gallup's 2019 Migrant Acceptance Index)",
        url: "https://web.de/magazine/politik/akzeptanz-migranten-studie-weltweit-gesunken-35111472",
        asOf: "2020-09",
        reviewedOn: "2026-11-25",
        via: "WEB.DE",
      },
    },
    malaysia: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    philippines: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    vietnam: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    japan: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    "south-korea": {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    singapore: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    australia: {
      value: 8.28,
      source: GALLUP_CANADA_REPORT,
    },
    "new-zealand": {
      value: 8.32,
      source: GALLUP_CANADA_REPORT,
    },
    canada: {
      value: 8.46,
      source: {
        publisher: "Gallup",
        title: "Canada most accepting country for migrants, U.S. 6th: poll (report of Gallup's 2019 Migrant Acceptance Index)",
        url: "https://www.cicnews.com/2020/10/canada-most-accepting-country-for-migrants-u-s-6th-poll-1015940.html",
        asOf: "2020-09",
        reviewedOn: "2026-11-25",
        via: "CIC News",
      },
    },
    "united-kingdom": {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 6.61.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (6.61) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    ireland: {
      value: 7.88,
      source: {
        publisher: "Gallup",
        title: "Canada at the top of the most welcoming countries for foreigners (report of Gallup's 2019 Migrant Acceptance Index)",
        url: "https://arabsintoronto.com/blog/immigration-canada-at-the-top-of-the-most-welcoming-countries-for-foreigners/",
        asOf: "2020-09",
        reviewedOn: "2026-11-25",
        via: "Arabs in Toronto",
      },
    },
    germany: {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 7.09.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (7.09) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    france: {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 6.46.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (6.46) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    italy: {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 6.49.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (6.49) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    netherlands: {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 7.46.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (7.46) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    denmark: {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 7.09.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (7.09) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    sweden: {
      value: 7.92,
      source: {
        publisher: "Gallup",
        title: "Quais países recebem melhor imigrantes (report of Gallup's 2019 Migrant Acceptance Index)",
        url: "https://sonoticiaboa.com.br/2020/10/17/quais-paises-recebem-melhor-imigrantes-pesquisa-revela",
        asOf: "2020-09",
        reviewedOn: "2026-11-25",
        via: "Só Notícia Boa",
      },
      note: "Sweden's 2016-17 score was also 7.92.",
      research: "Secondary source: Brazilian news page (2020-10-17) reproducing Gallup's 2019-edition top-11 list (Canada 8.46 ... Sweden 7.92 ... Rwanda 7.88); Gallup's own page is not in the store. Sweden's 2016 score was also 7.92",
    },
    norway: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    finland: {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 6.58.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (6.58) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    switzerland: {
      value: null,
      note: "No published 2019 score was found. Gallup reported Switzerland's score declined substantially from its 2016-17 value of 7.21.",
      research: "2019 score not found in the stored pages searched (swissinfo.ch's Datawrapper table of 2020-edition scores is stored only as its caption); Gallup reported Switzerland's score declined substantially from its 2016-17 value of 7.21",
    },
    austria: {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 6.06.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (6.06) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    belgium: {
      value: null,
      note: "No published 2019 score was found. Gallup reported Belgium's score declined substantially by 2019; the 2016-17 edition gave 6.16.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (6.16) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered; Gallup reported Belgium's score declined substantially by 2019. DW Brasil wrote Belgium's score \"caiu para 1,33\", which contradicts North Macedonia (1.49) being the lowest and most likely means a 1.33-point fall, so it is not entered",
    },
    ghana: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    liberia: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
    nigeria: {
      value: null,
      note: "No published 2019 score was found. The 2016-17 edition gave 7.76.",
      research: "2019 score not found in the stored pages searched. The 2016 survey score (7.76, on Gallup's blog \"Revisiting the Most- and Least-Accepting Countries for Migrants\") belongs to the 2016-17 edition, so it is not entered",
    },
    morocco: {
      value: null,
      note: "No published 2019 score was found.",
      research: "2019 score not found in the stored pages searched",
    },
  },
};
