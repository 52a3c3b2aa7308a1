import type { IndicatorDataset } from "../dataset.schema";

// Speedtest Global Index (Ookla), fixed broadband, median download speed in Mbps, August 2024: one month, one
// edition, for all 38 countries.
// Where read: speedtest.net's own Global Index pages are not in the stored copies searched, so every value was
// read in one table of the August 2024 fixed-broadband medians for 161 countries, compiled from the Global Index
// by a DataHub author and kept in a public GitHub repository (URL below, cited with `via`; the same file is dated August 2024 on
// the author's DataHub page https://datahub.io/@cheredia19/ookla-speedtest-global-index-insights, whose text
// gives the same top two, United Arab Emirates 297.62 and Singapore 297.57 Mbps). The author's 2017-2024
// yearly table in a sibling repository gives the same figures as its 2024 column.
export const fixedBroadband: IndicatorDataset<number> = {
  id: "fixed-broadband",
  source: {
    publisher: "Ookla",
    title: "Speedtest Global Index: fixed broadband median download speed, August 2024",
    url: "https://github.com/cheredia19/ookla-speedtest-global-index-insights/blob/7dfc2b69d724af4e99d7e665bb59ae8fb43f7028/sgi_fb_aug_2024.csv",
    asOf: "2024-08",
    reviewedOn: "2026-11-23",
    via: "GitHub (cheredia19/ookla-speedtest-global-index-insights repository)",
    research: "read in a GitHub copy of the August 2024 table (DataHub: ookla-speedtest-global-index-insights); speedtest.net's own Global Index pages were not found in the stored copies",
  },
  unit: "median fixed broadband download speed, Mbps",
  values: {
    portugal: { value: 172.13 },
    spain: { value: 205.17 },
    mexico: { value: 79.31 },
    "costa-rica": { value: 96.65 },
    panama: { value: 151.94 },
    ecuador: { value: 93.79 },
    colombia: { value: 144.98 },
    brazil: { value: 170.42 },
    argentina: { value: 88.03 },
    chile: { value: 265.62 },
    uruguay: { value: 156.02 },
    thailand: { value: 232.15 },
    malaysia: { value: 131.03 },
    philippines: { value: 94.43 },
    vietnam: { value: 151.69 },
    japan: { value: 197.78 },
    "south-korea": { value: 157.63 },
    singapore: { value: 297.57 },
    australia: { value: 71.87 },
    "new-zealand": { value: 178.80 },
    canada: { value: 188.20 },
    "united-kingdom": { value: 108.61 },
    ireland: { value: 133.34 },
    germany: { value: 90.63 },
    france: { value: 223.72 },
    italy: { value: 78.42 },
    netherlands: { value: 186.84 },
    denmark: { value: 219.23 },
    sweden: { value: 138.62 },
    norway: { value: 129.00 },
    finland: { value: 114.33 },
    switzerland: { value: 203.50 },
    austria: { value: 92.86 },
    belgium: { value: 100.82 },
    ghana: { value: 37.80 },
    liberia: { value: 8.90 },
    nigeria: { value: 21.59 },
    morocco: { value: 29.57 },
  },
};
