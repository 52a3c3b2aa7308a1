import type { IndicatorDataset } from "../dataset.schema";

// Global Peace Index 2026 (Institute for Economics & Peace, 20th edition, published June 2026): overall GPI
// score per country, lower = more peaceful. One edition for every country, Ghana and Liberia included.
// Where read: the publisher's own 2026 score table (Vision of Humanity) is not in the stored copies searched, so
// every value was read in one extract of the GPI 2026 table (ISO code, country, rank, score, rank change, state of
// peace band; 160 countries) kept in a public GitHub repository (URL below, cited with `via`). All 38 values were
// checked against a second, independent compilation, the "Safest Countries in the World 2026" dataset
// (github.com/sethukumaran/Safest-Countries-in-the-World-2026-SQL-Python, data/safest-countries-in-the-world-2026.csv,
// commit 734b917, column GlobalPeaceIndex_2026): none differ, and its GlobalPeaceIndex_2025 column matches the
// 2025 scores this dataset held before for all 36 countries that had one.
export const globalPeaceIndex: IndicatorDataset<number> = {
  id: "global-peace-index",
  source: {
    publisher: "Institute for Economics & Peace",
    title: "Global Peace Index 2026: overall scores (extract of the 2026 score table)",
    url: "https://github.com/wladimirchagas/Hana-s-flag-game/blob/b3419f02324454e33b253f03e428007f2494a146/scripts/data/gpi-2026.csv",
    asOf: "2026-06",
    reviewedOn: "2026-11-29",
    via: "GitHub (wladimirchagas/Hana-s-flag-game repository)",
    research: "Read with the search tool (read_file) on 2026-11-29: scripts/data/gpi-2026.csv at commit b3419f0, header 'iso,country,rank,score,rankChange,rating,year', rows e.g. 'PT,Portugal,7,1.427,1,Very High,2026', 'GH,Ghana,76,1.943,-2,Medium,2026', 'LR,Liberia,87,2.024,17,Medium,2026', 'NG,Nigeria,142,2.755,6,Low,2026'; the repository's check script (scripts/check-gpi-data.mjs) spot-checks Iceland 1.161, New Zealand 1.343, Singapore 1.435 and Finland 1.478 'from the IEP 2026 report / press release'. Second copy, same 38 values: sethukumaran/Safest-Countries-in-the-World-2026-SQL-Python, data/safest-countries-in-the-world-2026.csv (commit 734b917), e.g. '\"PT\",\"Portugal\",1.427,1.371,...', '\"GH\",\"Ghana\",1.943,1.898,...'. Replaces the Global Peace Index 2025 (Vision of Humanity maps, https://www.visionofhumanity.org/maps/), which had no score for Ghana or Liberia.",
  },
  unit: "GPI score, 1 (most peaceful) to 5 (least peaceful)",
  values: {
    portugal: { value: 1.427 },
    spain: { value: 1.654 },
    mexico: { value: 2.65 },
    "costa-rica": { value: 1.86 },
    panama: { value: 1.976 },
    ecuador: { value: 2.539 },
    colombia: { value: 2.735 },
    brazil: { value: 2.333 },
    argentina: { value: 1.922 },
    chile: { value: 1.826 },
    uruguay: { value: 1.754 },
    thailand: { value: 2.089 },
    malaysia: { value: 1.513 },
    philippines: { value: 2.092 },
    vietnam: { value: 1.738 },
    japan: { value: 1.489 },
    "south-korea": { value: 1.839 },
    singapore: { value: 1.435 },
    australia: { value: 1.602 },
    "new-zealand": { value: 1.343 },
    canada: { value: 1.525 },
    "united-kingdom": { value: 1.73 },
    ireland: { value: 1.371 },
    germany: { value: 1.657 },
    france: { value: 2.083 },
    italy: { value: 1.712 },
    netherlands: { value: 1.566 },
    denmark: { value: 1.504 },
    sweden: { value: 1.732 },
    norway: { value: 1.688 },
    finland: { value: 1.478 },
    switzerland: { value: 1.363 },
    austria: { value: 1.421 },
    belgium: { value: 1.608 },
    ghana: { value: 1.943 },
    liberia: { value: 2.024 },
    nigeria: { value: 2.755 },
    morocco: { value: 1.887 },
  },
};
