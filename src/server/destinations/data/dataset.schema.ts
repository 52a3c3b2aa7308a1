/**
 * The shape of every destination data file, checked by zod at start-up.
 *
 * Rules the schema enforces (users make life decisions with these figures):
 * - every figure carries a source: publisher/edition name, an https URL and an as-of date;
 * - a figure that no source gives is `null` with a `note` saying why, never a guess.
 *
 * Indicator datasets hold one public index (or one official list) for all 38 countries, so one
 * edition, one URL and one date cover every value unless a value overrides them.
 */
import { z } from "zod";
import { asOfSchema } from "@shared/contracts/source";
import { citationSchema, type Citation } from "@server/facts/citation";

export const COUNTRY_SLUGS = [
  "portugal", "spain", "mexico", "costa-rica", "panama", "ecuador", "colombia", "brazil",
  "argentina", "chile", "uruguay", "thailand", "malaysia", "philippines", "vietnam", "japan",
  "south-korea", "singapore", "australia", "new-zealand", "canada", "united-kingdom", "ireland",
  "germany", "france", "italy", "netherlands", "denmark", "sweden", "norway", "finland",
  "switzerland", "austria", "belgium", "ghana", "liberia", "nigeria", "morocco",
] as const;
export type CountrySlug = (typeof COUNTRY_SLUGS)[number];

export { asOfSchema, citationSchema, type Citation };

const nullNeedsNote = (entry: object) => {
  const { value, note } = entry as { value?: unknown; note?: string };
  return value !== null || (note ?? "").trim().length > 0;
};

/** One country's value in an indicator dataset. `source` replaces the dataset's citation for this value. */
const indicatorValueSchema = <T extends z.ZodType>(value: T) =>
  z
    .object({
      value: value.nullable(),
      source: citationSchema.optional(),
      note: z.string().optional(),
      /** How the value was found: internal, never shown. */
      research: z.string().optional(),
    })
    .refine(nullNeedsNote, "a null value needs a note explaining why there is no figure");

export const indicatorDatasetSchema = <T extends z.ZodType>(value: T) =>
  z.object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    source: citationSchema,
    /** What one value means, e.g. "score 1 (most peaceful) to 5". */
    unit: z.string().min(3),
    values: z.record(z.enum(COUNTRY_SLUGS), indicatorValueSchema(value)),
  });

export type IndicatorValue<T> = {
  value: T | null;
  source?: Citation;
  note?: string;
  research?: string;
};
export type IndicatorDataset<T> = {
  id: string;
  source: Citation;
  unit: string;
  values: Record<CountrySlug, IndicatorValue<T>>;
};

export const CLIMATE_TYPES = ["tropical", "seasonal", "dry", "mediterranean", "temperate", "northern"] as const;
export type ClimateType = (typeof CLIMATE_TYPES)[number];

/** A money figure as the source states it; converted to USD with the exchange-rate dataset. */
export const costSchema = z
  .object({
    value: z.number().positive().nullable(),
    /** ISO 4217 code of `value`, e.g. "EUR" or "USD". */
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** The period the source states the figure for; weekly rents (Australia, New Zealand) are converted in code. */
    period: z.enum(["week", "month"]).optional(),
    /** Overrides the city's `costsSource` for this one figure. */
    source: citationSchema.optional(),
    /** Shown to the reader with the figure. */
    note: z.string().optional(),
    /** How the figure was found: internal, never shown. */
    research: z.string().optional(),
  })
  .refine(nullNeedsNote, "a null cost needs a note explaining why there is no figure");
export type Cost = z.infer<typeof costSchema>;

export const COST_ITEMS = [
  "rentCentre",
  "rentOutside",
  "utilities",
  "groceries",
  "transport",
] as const;
export type CostItem = (typeof COST_ITEMS)[number];

/** The rents of larger homes, for households (2 and 3 bedrooms, centre and outside). */
export const LARGER_RENT_ITEMS = ["rent2Centre", "rent2Outside", "rent3Centre", "rent3Outside"] as const;
export type LargerRentItem = (typeof LARGER_RENT_ITEMS)[number];

/** Every Köppen-Geiger class (Beck et al. 2018, Table 1). */
export const KOPPEN_CLASSES = [
  "Af", "Am", "Aw", "As", "BWh", "BWk", "BSh", "BSk",
  "Csa", "Csb", "Csc", "Cwa", "Cwb", "Cwc", "Cfa", "Cfb", "Cfc",
  "Dsa", "Dsb", "Dsc", "Dsd", "Dwa", "Dwb", "Dwc", "Dwd", "Dfa", "Dfb", "Dfc", "Dfd", "ET", "EF",
] as const;
export type KoppenClass = (typeof KOPPEN_CLASSES)[number];

/** A city's own climate: its Köppen-Geiger class as a source states it for that city. */
export const cityClimateSchema = z.object({
  koppen: z.enum(KOPPEN_CLASSES),
  /** The source's own words for it in English, e.g. "subtropical highland climate"; absent where it gives only the code. */
  described: z.string().min(3).optional(),
  source: citationSchema,
});
export type CityClimate = z.infer<typeof cityClimateSchema>;

export const citySchema = z.object({
  name: z.string().min(2),
  /** The city's own climate where a source classes it; the country's climate types stand in otherwise. */
  climate: cityClimateSchema.optional(),
  /** Where the monthly costs below were read (unless a cost names its own source). */
  costsSource: citationSchema,
  /** Typical monthly costs for one person. */
  costs: z.object({
    /** 1-bedroom apartment, city centre, monthly rent. */
    rentCentre: costSchema,
    /** 1-bedroom apartment, outside the centre, monthly rent. */
    rentOutside: costSchema,
    /** Basic utilities (electricity, heating/cooling, water, garbage) for a small apartment. */
    utilities: costSchema,
    /** Groceries for one person for a month. */
    groceries: costSchema,
    /** Monthly public transport pass. */
    transport: costSchema,
    /** Larger homes, for households (issue 29): 2- and 3-bedroom apartments, in the centre and outside it. */
    rent2Centre: costSchema.optional(),
    rent2Outside: costSchema.optional(),
    rent3Centre: costSchema.optional(),
    rent3Outside: costSchema.optional(),
  }),
});
export type City = z.infer<typeof citySchema>;

export const countryPlacesSchema = z.object({
  country: z.enum(COUNTRY_SLUGS),
  name: z.string().min(2),
  climate: z.object({
    types: z.array(z.enum(CLIMATE_TYPES)).min(1),
    source: citationSchema,
  }),
  coastal: z.boolean(),
  cities: z.array(citySchema).min(1).max(5),
});
export type CountryPlaces = z.infer<typeof countryPlacesSchema>;

/** How a source quotes a rate: US dollars for one unit of the currency, or units of the currency for one US dollar. */
export const RATE_QUOTES = ["USD per unit", "units per USD"] as const;

/** One currency's rate, exactly as its source publishes it; the code derives US dollars per unit from it. */
export const exchangeRateSchema = z.object({
  published: z.number().positive(),
  quote: z.enum(RATE_QUOTES),
  /** What the figure is, e.g. "official daily rate of 2025-12-31" or "2025 annual average". */
  what: z.string().min(3),
  source: citationSchema,
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** Every currency the data uses, each with its own source and date (USD itself needs none). */
export const exchangeRatesSchema = z.record(z.string().regex(/^[A-Z]{3}$/), exchangeRateSchema);
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
