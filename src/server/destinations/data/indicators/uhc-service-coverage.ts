import type { IndicatorDataset } from "../dataset.schema";

// WHO/World Bank UHC service coverage index (SDG 3.8.1), 2021 data (Tracking UHC 2023 Global Monitoring
// Report, as carried in World Bank WDI). Values read in stored copies of pages quoting the WHO/WDI series.
export const uhcServiceCoverage: IndicatorDataset<number> = {
  id: "uhc-service-coverage",
  source: {
    name: "UHC service coverage index, SDG 3.8.1 (WHO / World Bank, Tracking Universal Health Coverage 2023 Global Monitoring Report; World Bank WDI), 2021 data",
    url: "https://data.worldbank.org/indicator/SH.UHC.SRVS.CV.XD",
    asOf: "2021",
  },
  unit: "UHC service coverage index, 0-100",
  values: {
    portugal: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    spain: {
      value: 85,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    mexico: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    "costa-rica": {
      value: 81,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    panama: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    ecuador: {
      value: 77,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    colombia: {
      value: 80,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    brazil: {
      value: 80,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    argentina: {
      value: 79,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    chile: {
      value: 82,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    uruguay: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    thailand: {
      value: 82,
      url: "https://www.hsri.or.th/policy_brief/709",
      note: "Read in a Health Systems Research Institute (Thailand) policy brief quoting the Tracking UHC 2023 report: index 82 against a global average of 68 (the 2021 global value); the brief does not state the year next to the figure",
    },
    malaysia: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    philippines: {
      value: 58,
      url: "https://www.bworldonline.com/economy/2023/09/19/546611/phl-health-coverage-score-declines-in-2021/",
    },
    vietnam: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    japan: {
      value: 83,
      url: "https://healthsystemsfacts.org/national-health-systems/bismarck-model/japan/japan-health-system-coverage/",
      note: "Read as the 2021 index quoted from WHO World health statistics 2023",
    },
    "south-korea": {
      value: 89,
      url: "https://www.statista.com/chart/31420/uhc-service-coverage-index-by-country/",
    },
    singapore: {
      value: 89,
      url: "https://www.statista.com/chart/31420/uhc-service-coverage-index-by-country/",
    },
    australia: {
      value: 87,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    "new-zealand": {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    canada: {
      value: 91,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    "united-kingdom": {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    ireland: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    germany: {
      value: 88,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    france: {
      value: 85,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    italy: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    netherlands: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    denmark: {
      value: 82,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    sweden: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    norway: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    finland: {
      value: 86,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    switzerland: {
      value: 86,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    austria: {
      value: 85,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    belgium: {
      value: 86,
      url: "https://probster.com/indicators/UHC_service_coverage_index",
    },
    ghana: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    liberia: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
    nigeria: {
      value: null,
      note: "No 2021-edition figure found: secondary sources seen give 44 and 38.4 without a clear edition or year",
    },
    morocco: {
      value: null,
      note: "No published figure found in the stored copies searched",
    },
  },
};
