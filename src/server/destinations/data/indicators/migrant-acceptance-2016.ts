import type { Citation } from "@server/facts/citation";
import type { IndicatorDataset } from "../dataset.schema";

// Local acceptance, named fallback: Gallup Migrant Acceptance Index, FIRST edition (138 countries surveyed in
// 2016, the US and Canada in 2017; published August 2017), the same 0-9 scale and questions as the 2019
// edition. The factor uses it only for a country with no 2019 value (scoring/factor-scores.ts), and the
// breakdown says so. Values were read on Gallup's own blog ("Revisiting the Most- and Least-Accepting
// Countries for Migrants", 2018-12) where it lists the country, otherwise on pages reproducing Gallup's 2017
// articles: the EU table of "EU Most Divided in World on Acceptance of Migrants" was returned by the search
// as an http:// copy on nyrealestatelawblog.com, a host whose https:// pages the search also returned; it is
// cited in its https form. Switzerland is read in swissinfo.ch's Datawrapper chart, Brazil in a Brazilian
// magazine quoting Gallup. South Korea's 6.49 was seen only on an http:// page of another host and is not
// entered. Countries with no value read are null with a note.
const GALLUP_EU_DIVIDED: Citation = { publisher: "Gallup", title: "EU Most Divided in World on Acceptance of Migrants (2017)", url: "https://nyrealestatelawblog.com/Manhattan-Litigation-Blog/2017/September/DIVIDED-ON-MIGRANTS.aspx", asOf: "2017-08", reviewedOn: "2026-11-25", via: "NY Real Estate Law Blog" };

const GALLUP_REVISITING: Citation = { publisher: "Gallup", title: "Revisiting the Most- and Least-Accepting Countries for Migrants (Migrant Acceptance Index, 2016-17 surveys)", url: "https://news.gallup.com/opinion/gallup/245528/revisiting-least-accepting-countries-migrants.aspx?g_source=link_NEWSV9&g_medium=SIDEBOTTOM&g_campaign=item_245624&g_content=Revisiting%2520the%2520Most-%2520and%2520Least-Accepting%2520Countries%2520for%2520Migrants", asOf: "2017-08", reviewedOn: "2026-11-25" };

export const migrantAcceptance2016: IndicatorDataset<number> = {
  id: "migrant-acceptance-2016",
  source: {
    publisher: "Gallup",
    title: "Revisiting the Most- and Least-Accepting Countries for Migrants (Migrant Acceptance Index, 2016-17 surveys)",
    url: "https://news.gallup.com/opinion/gallup/245528/revisiting-least-accepting-countries-migrants.aspx",
    asOf: "2017-08",
    reviewedOn: "2026-11-23",
  },
  unit: "Gallup Migrant Acceptance Index, 0 (least accepting) to 9 (most accepting)",
  values: {
    portugal: { value: 6.65, source: GALLUP_EU_DIVIDED },
    spain: { value: 7.44, source: GALLUP_EU_DIVIDED },
    mexico: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    "costa-rica": { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    panama: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    ecuador: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    colombia: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    brazil: { value: 6.38, source: { publisher: "Gallup", title: "Os países que mais aceitam imigrantes no mundo (report of the Migrant Acceptance Index, 2016-17 surveys)", via: "Versatille", url: "https://versatille.com/welcome-os-paises-que-mais-aceitam-imigrantes-no-mundo/", asOf: "2017-08", reviewedOn: "2026-11-25" } },
    argentina: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    chile: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    uruguay: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    thailand: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    malaysia: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    philippines: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    vietnam: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    japan: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    "south-korea": { value: null, note: "No published 2016-17 score was found on a secure page.", research: "The 2016-17 value (6.49) was seen only on an http:// page of a Korean community site, so it is not entered." },
    singapore: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    australia: { value: 7.98, source: GALLUP_REVISITING },
    "new-zealand": { value: 8.25, source: GALLUP_REVISITING },
    canada: { value: 8.14, source: GALLUP_REVISITING },
    "united-kingdom": { value: 6.61, source: GALLUP_EU_DIVIDED },
    ireland: { value: 7.74, source: { publisher: "Gallup", title: "New Index Shows Least-, Most-Accepting Countries for Migrants (2017)", url: "https://nyrealestatelawblog.com/manhattan-litigation-blog/2017/september/these-countries-like-migrants", asOf: "2017-08", reviewedOn: "2026-11-25", via: "NY Real Estate Law Blog" } },
    germany: { value: 7.09, source: GALLUP_EU_DIVIDED },
    france: { value: 6.46, source: GALLUP_EU_DIVIDED },
    italy: { value: 6.49, source: GALLUP_EU_DIVIDED },
    netherlands: { value: 7.46, source: GALLUP_EU_DIVIDED },
    denmark: { value: 7.09, source: GALLUP_EU_DIVIDED },
    sweden: { value: 7.92, source: GALLUP_REVISITING },
    norway: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    finland: { value: 6.58, source: GALLUP_EU_DIVIDED },
    switzerland: { value: 7.21, source: { publisher: "Gallup", title: "Migrant Acceptance Index, 2016-17 surveys (swissinfo.ch chart)", via: "Datawrapper", url: "https://datawrapper.dwcdn.net/AVYXT/1", asOf: "2017-08", reviewedOn: "2026-11-25" } },
    austria: { value: 6.06, source: GALLUP_EU_DIVIDED },
    belgium: { value: 6.16, source: GALLUP_EU_DIVIDED },
    ghana: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    liberia: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
    nigeria: { value: 7.76, source: GALLUP_REVISITING },
    morocco: { value: null, note: "No published 2016-17 score was found.", research: "No 2016-17 value was read in the stored pages searched." },
  },
};
