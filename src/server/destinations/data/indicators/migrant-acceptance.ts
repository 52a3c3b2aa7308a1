import type { IndicatorDataset } from "../dataset.schema";

// Gallup Migrant Acceptance Index, 2019 survey edition (published September 2020): 0 (least accepting) to
// 9 (most accepting). 2019 values were read in stored copies of news pages quoting Gallup's release (page given
// as the value's `url`). Where no 2019 score was found, a 2016-17 edition value is used only if it was read on
// an https page, with asOf "2017-08" and a note; otherwise the value is null with a note.
export const migrantAcceptance: IndicatorDataset<number> = {
  id: "migrant-acceptance",
  source: {
    name: "Gallup Migrant Acceptance Index, 2019 survey (published September 2020)",
    url: "https://news.gallup.com/poll/320678/world-grown-less-accepting-migrants.aspx",
    asOf: "2020-09",
  },
  unit: "Gallup Migrant Acceptance Index, 0 (least accepting) to 9 (most accepting)",
  values: {
    portugal: {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (6.65) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    spain: {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (7.44) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    mexico: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    "costa-rica": {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    panama: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    ecuador: {
      value: null,
      note: "2019 score not found in the stored pages searched; Gallup reported Ecuador's score fell by more than two points from 2016 to 2019",
    },
    colombia: {
      value: null,
      note: "2019 score not found in the stored pages searched; Gallup reported Colombia's score fell by more than two points from 2016 to 2019",
    },
    brazil: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    argentina: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    chile: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    uruguay: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    thailand: {
      value: 2.48,
      url: "https://web.de/magazine/politik/akzeptanz-migranten-studie-weltweit-gesunken-35111472",
    },
    malaysia: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    philippines: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    vietnam: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    japan: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    "south-korea": {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    singapore: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    australia: {
      value: 8.28,
      url: "https://www.freshdaily.ca/news/2020/09/canada-most-accepting-country-migrants/",
    },
    "new-zealand": {
      value: 8.32,
      url: "https://www.freshdaily.ca/news/2020/09/canada-most-accepting-country-migrants/",
    },
    canada: {
      value: 8.46,
      url: "https://www.cicnews.com/2020/10/canada-most-accepting-country-for-migrants-u-s-6th-poll-1015940.html",
    },
    "united-kingdom": {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (6.61) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    ireland: {
      value: 7.88,
      url: "https://arabsintoronto.com/blog/immigration-canada-at-the-top-of-the-most-welcoming-countries-for-foreigners/",
    },
    germany: {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (7.09) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    france: {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (6.46) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    italy: {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (6.49) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    netherlands: {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (7.46) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    denmark: {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (7.09) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    sweden: {
      value: 7.92,
      url: "https://news.gallup.com/opinion/gallup/245528/revisiting-least-accepting-countries-migrants.aspx?g_source=link_NEWSV9&g_medium=SIDEBOTTOM&g_campaign=item_245624&g_content=Revisiting%2520the%2520Most-%2520and%2520Least-Accepting%2520Countries%2520for%2520Migrants",
      asOf: "2017-08",
      note: "2016-17 edition value (survey 2016), not 2019: the 2019 score was not found, though Sweden ranked 8th in 2019, just below Burkina Faso (7.93)",
    },
    norway: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    finland: {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (6.58) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    switzerland: {
      value: null,
      note: "2019 score not found in the stored pages searched; Gallup reported Switzerland's score declined substantially from 2016 to 2019",
    },
    austria: {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (6.06) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered",
    },
    belgium: {
      value: null,
      note: "2019 score not found in the stored pages searched. The 2016 survey score (6.16) was read only on an http copy of Gallup's 2017 article \"EU Most Divided in World on Acceptance of Migrants\" (http://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx), which cannot be cited as an https source, so it is not entered; Gallup reported Belgium's score declined substantially by 2019",
    },
    ghana: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    liberia: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
    nigeria: {
      value: 7.76,
      url: "https://news.gallup.com/opinion/gallup/245528/revisiting-least-accepting-countries-migrants.aspx?g_source=link_NEWSV9&g_medium=SIDEBOTTOM&g_campaign=item_245624&g_content=Revisiting%2520the%2520Most-%2520and%2520Least-Accepting%2520Countries%2520for%2520Migrants",
      asOf: "2017-08",
      note: "2016-17 edition value (survey 2016), not 2019: the 2019 score was not found",
    },
    morocco: {
      value: null,
      note: "2019 score not found in the stored pages searched",
    },
  },
};
