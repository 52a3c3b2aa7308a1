import type { IndicatorDataset } from "../dataset.schema";

// Global Peace Index 2025 (Institute for Economics & Peace, 19th edition, published June 2025): overall GPI
// score per country, lower = more peaceful. One edition for every country. The scores were transcribed from
// the publisher's 2025 overall-score table (Vision of Humanity); the same figures were read independently in
// news reports of the 2025 edition for 27 of these countries (inforia.ai, vov.vn, montevideo.com.uy, ...),
// and they agree to the published precision.
export const globalPeaceIndex: IndicatorDataset<number> = {
  id: "global-peace-index",
  source: {
    publisher: "Global Peace Index 2025 (Institute for Economics & Peace)",
    title: "Global Peace Index 2025 (Institute for Economics & Peace)",
    url: "https://www.visionofhumanity.org/maps/",
    asOf: "2025-06",
  },
  unit: "GPI score, 1 (most peaceful) to 5 (least peaceful)",
  values: {
    portugal: { value: 1.371 },
    spain: { value: 1.578 },
    mexico: { value: 2.636 },
    "costa-rica": { value: 1.843 },
    panama: { value: 2.006 },
    ecuador: { value: 2.459 },
    colombia: { value: 2.695 },
    brazil: { value: 2.472 },
    argentina: { value: 1.768 },
    chile: { value: 1.899 },
    uruguay: { value: 1.784 },
    thailand: { value: 2.017 },
    malaysia: { value: 1.469 },
    philippines: { value: 2.148 },
    vietnam: { value: 1.721 },
    japan: { value: 1.44 },
    "south-korea": { value: 1.736 },
    singapore: { value: 1.357 },
    australia: { value: 1.505 },
    "new-zealand": { value: 1.282 },
    canada: { value: 1.491 },
    "united-kingdom": { value: 1.634 },
    ireland: { value: 1.26 },
    germany: { value: 1.533 },
    france: { value: 1.967 },
    italy: { value: 1.662 },
    netherlands: { value: 1.491 },
    denmark: { value: 1.393 },
    sweden: { value: 1.709 },
    norway: { value: 1.644 },
    finland: { value: 1.42 },
    switzerland: { value: 1.294 },
    austria: { value: 1.294 },
    belgium: { value: 1.492 },
    ghana: {
      value: null,
      note: "No GPI 2025 overall score for Ghana in the stored copies searched: the publisher's table that was read does not show it, and the 2025 news reports found give only the rank (61st of 163, down from 55th in 2024), e.g. tntnewspapergh.com \"Ghana drops to 61st in 2025 Global Peace Index\"",
    },
    liberia: {
      value: null,
      note: "No GPI 2025 overall score for Liberia in the stored copies searched: the publisher's table that was read does not show it, and the 2025 news reports found give only the rank (70th of 163, tntnewspapergh.com \"Ghana drops to 61st in 2025 Global Peace Index\")",
    },
    nigeria: { value: 2.869 },
    morocco: { value: 2.012 },
  },
};
