import type { IndicatorDataset } from "../dataset.schema";

// WHO UHC service coverage index (SDG 3.8.1; World Bank WDI series SH.UHC.SRVS.CV.XD), 2021 estimates: the
// WHO series that ends in 2021, as reported in "Tracking universal health coverage: 2023 global monitoring
// report" (WHO / World Bank). One edition and one year for all 38 countries.
// Where read: the WHO and World Bank data pages themselves are not in the stored copies searched (only their
// metadata), so every value was read in one copy of Our World in Data's chart data "The Universal Health Coverage
// (UHC) Service Coverage Index" (source: WHO Global Health Observatory), kept in a public GitHub repository, which the
// citation now links (it linked OWID's grapher address "healthcare-access-and-quality-index" before, whose name is that
// of a different index). Values are WHO's unrounded figures as that file gives them; WHO and the World Bank display
// them rounded to whole points. All 38 values were checked against the file's 2021 rows again on 2026-11-28: none differ.
// Cross-checks: rounded to whole points, the file agrees with all 16 of our countries that a World Bank-sourced
// table (probster.com, "UHC service coverage index", year 2021) shows before its stored copy is cut off
// (Argentina 79, Australia 87, Austria 85, Belgium 86, Brazil 80, Canada 91, Chile 82, Colombia 80,
// Costa Rica 81, Denmark 82, Ecuador 77, Finland 86, France 85, Germany 88, Spain 85, Switzerland 86), and with
// 2021 figures quoted from WHO on other pages: Thailand 82 (HSRI policy brief), Philippines 58 (BusinessWorld),
// Japan 83 (healthsystemsfacts.org, from WHO World health statistics 2023), South Korea 89 and Singapore 89
// (Statista chart of WHO World health statistics 2023).
export const uhcServiceCoverage: IndicatorDataset<number> = {
  id: "uhc-service-coverage",
  source: {
    publisher: "World Health Organization",
    title: "UHC service coverage index (SDG 3.8.1), 2021 estimates (Global Health Observatory), in Our World in Data's chart data",
    url: "https://github.com/aishanibal/OutbreakVision/blob/2e69732eac21408d845821e8b68fc43cdea40931/universal-health-coverage-index.csv",
    asOf: "2021",
    reviewedOn: "2026-11-28",
    via: "GitHub (aishanibal/OutbreakVision repository)",
    research: "2021 estimates as in Tracking Universal Health Coverage: 2023 Global Monitoring Report (WHO / World Bank). The linked file (commit 2e69732) is Our World in Data's export of its chart 'The Universal Health Coverage (UHC) Service Coverage Index' (source WHO Global Health Observatory); its header reads 'Entity,Code,Year,UHC Service Coverage Index (SDG 3.8.1)' and its 2021 rows give, e.g., 'Portugal,PRT,2021,87.90821', 'Canada,CAN,2021,91.03792', 'Nigeria,NGA,2021,38.42341'. Read in full with the search tool (read_file) on 2026-11-28; all 38 values match. Replaces OWID's grapher address https://ourworldindata.org/grapher/healthcare-access-and-quality-index: its stored copy shows the UHC chart's metadata, but the address is named after the Healthcare Access and Quality index (a different, GBD index), so the label did not say what the link appeared to open. WHO's own GHO page (https://www.who.int/data/gho/data/themes/topics/service-coverage) and the World Bank's SH.UHC.SRVS.CV.XD page were not found with the figures; OWID's grapher 'healthcare-access-quality-un' (World Bank WDI sh_uhc_sci) was found with metadata only.",
  },
  unit: "UHC service coverage index, 0-100",
  values: {
    portugal: { value: 87.90821 },
    spain: { value: 85.25634 },
    mexico: { value: 74.54783 },
    "costa-rica": { value: 81.08141 },
    panama: { value: 78.21974 },
    ecuador: { value: 76.6337 },
    colombia: { value: 79.57326 },
    brazil: { value: 80.41688 },
    argentina: { value: 78.52537 },
    chile: { value: 82.27822 },
    uruguay: { value: 81.52997 },
    thailand: { value: 81.97846 },
    malaysia: { value: 75.99274 },
    philippines: { value: 58.21226 },
    vietnam: { value: 68.08401 },
    japan: { value: 83.48831 },
    "south-korea": { value: 89.08912 },
    singapore: { value: 88.51465 },
    australia: { value: 86.77878 },
    "new-zealand": { value: 84.83291 },
    canada: { value: 91.03792 },
    "united-kingdom": { value: 87.80078 },
    ireland: { value: 82.67559 },
    germany: { value: 87.96261 },
    france: { value: 84.79053 },
    italy: { value: 83.83604 },
    netherlands: { value: 85.213 },
    denmark: { value: 81.96408 },
    sweden: { value: 85.24987 },
    norway: { value: 87.03179 },
    finland: { value: 85.67915 },
    switzerland: { value: 86.33576 },
    austria: { value: 84.53304 },
    belgium: { value: 85.59243 },
    ghana: { value: 47.78764 },
    liberia: { value: 44.70966 },
    nigeria: { value: 38.42341 },
    morocco: { value: 69.45202 },
  },
};
