import { z } from "zod";
import { citationSchema } from "@server/facts/citation";
import { COUNTRY_SLUGS, type Citation, type CountrySlug } from "../dataset.schema";

// World Bank, International Comparison Program (ICP) 2021: price level indexes by expenditure heading, world = 100,
// published under CC BY 4.0. A price level index says how much the same basket costs in a country, at market
// exchange rates, against the world average; one country's index over the United States' says how much dearer or
// cheaper that heading is there than in the US. Three headings are used by the cost estimates (cost-estimates.ts):
//   food        1101000  Food and non-alcoholic beverages
//   transport   1107300  Transport services (fares: public transport, taxis, air)
//   overall     1000000  Gross domestic product (the whole economy's price level)
// The values are copied exactly as the World Bank API serves them (source 90, measure PX.WL, 2021).

const levelsSchema = z.object({
  food: z.number().positive(),
  transportServices: z.number().positive(),
  overall: z.number().positive(),
});
export type PriceLevels = z.infer<typeof levelsSchema>;

export const priceLevelsSchema = z.object({
  source: citationSchema,
  /** The year the prices were compared. */
  year: z.number().int(),
  unitedStates: levelsSchema,
  countries: z.record(z.enum(COUNTRY_SLUGS), levelsSchema),
});
export type PriceLevelDataset = { source: Citation; year: number; unitedStates: PriceLevels; countries: Record<CountrySlug, PriceLevels> };

const level = (food: number, transportServices: number, overall: number): PriceLevels => ({ food, transportServices, overall });

export const icpPriceLevels2021: PriceLevelDataset = {
  source: {
    publisher: "World Bank",
    title: "International Comparison Program 2021: price level indexes by expenditure heading (world = 100), CC BY 4.0",
    url: "https://github.com/gunsandsalvi/Project-Phoenix/blob/1330bd7a5887af70008207481ecb65d477731655/data/sources/raw/icp/price_levels_2021.csv",
    asOf: "2021",
    reviewedOn: "2026-11-26",
    via: "GitHub (gunsandsalvi/Project-Phoenix repository)",
    research:
      "read in a GitHub file written by a script that downloads the World Bank API (source 90, classification PX.WL, YR2021) heading by heading; cross-checked against a second independent download (ethanmiclat/purchasepower src/data/icp.json, rebased US = 100): Japan food 191.150 / US 116.516 = 164.05, as that file gives",
  },
  year: 2021,
  unitedStates: level(116.516396, 151.885473, 158.454835),
  countries: {
    portugal: level(118.589677, 173.25171, 100.754114),
    spain: level(114.499383, 181.947977, 110.749035),
    mexico: level(100.188852, 125.846678, 77.707008),
    "costa-rica": level(124.482704, 84.825091, 84.267836),
    panama: level(108.571215, 58.333406, 79.449867),
    ecuador: level(99.450884, 54.818656, 71.104939),
    colombia: level(78.50401, 76.387614, 55.706286),
    brazil: level(80.731254, 108.154449, 69.759684),
    argentina: level(81.720393, 87.119685, 63.241448),
    chile: level(124.890883, 91.073851, 88.32366),
    uruguay: level(139.426744, 136.269122, 102.294134),
    thailand: level(84.958299, 66.704507, 55.235649),
    malaysia: level(82.347422, 65.425051, 57.930438),
    philippines: level(92.165366, 75.159857, 62.331327),
    vietnam: level(78.749754, 77.918817, 48.713544),
    japan: level(191.150205, 338.20976, 142.481792),
    "south-korea": level(204.138322, 148.893712, 114.590183),
    singapore: level(128.971134, 146.408196, 95.616453),
    australia: level(148.253013, 283.780803, 168.626952),
    "new-zealand": level(140.048312, 170.653868, 163.156903),
    canada: level(145.787594, 267.786445, 149.123792),
    "united-kingdom": level(110.67105, 331.579008, 140.547059),
    ireland: level(139.852863, 292.976643, 141.62337),
    germany: level(121.999092, 251.927636, 131.556088),
    france: level(128.783349, 239.071134, 128.535727),
    italy: level(123.721335, 183.975962, 115.70902),
    netherlands: level(114.686049, 256.170122, 137.464041),
    denmark: level(140.443622, 268.88876, 157.044972),
    sweden: level(137.925209, 362.35722, 153.515574),
    norway: level(174.870403, 336.834831, 165.254145),
    finland: level(132.991659, 291.471206, 146.702786),
    switzerland: level(193.470208, 284.489213, 181.402329),
    austria: level(125.610663, 250.789131, 133.707364),
    belgium: level(123.612873, 226.193282, 132.282228),
    ghana: level(111.489265, 129.566612, 58.645669),
    liberia: level(112.744537, 78.960492, 69.097732),
    nigeria: level(100.468311, 78.530394, 57.953405),
    morocco: level(92.759297, 95.373953, 69.5676),
  },
};
