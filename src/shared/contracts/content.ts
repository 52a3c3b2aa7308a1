/**
 * Editorial content (city guides, the sample report) with the same rule as the destination data: every
 * figure is a `Fact` carrying its source and as-of date; judgement calls (1-5 ratings) say they are
 * NewShores' editorial ratings and on what they are based. Validated at start-up.
 */
import { z } from "zod";
import { sourceSchema } from "./source";

/** A figure as text ("€1,250 a month", "545,000 (2021 census)") with where it comes from. */
export const factSchema = z.object({
  value: z.string().min(1),
  source: sourceSchema,
});
export type Fact = z.infer<typeof factSchema>;

/** A 1-5 editorial rating and the reason for it (shown on the page as NewShores' own judgement). */
export const editorialRatingSchema = z.object({
  rating: z.number().int().min(1).max(5),
  basis: z.string().min(20),
});

export const cityGuideSchema = z.object({
  name: z.string().min(2),
  country: z.string().min(2),
  /** Path of an image served by the app itself (no remote images); alt text below. */
  image: z.object({ src: z.string().startsWith("/"), alt: z.string().min(10) }).nullable(),
  description: z.string().min(80),
  population: factSchema,
  timeZone: z.string().min(3),
  currency: z.string().min(3),
  language: z.array(z.string().min(2)).min(1),
  climate: z.object({
    type: z.string().min(3),
    avgTemp: factSchema,
    rainyMonths: z.array(z.string().min(3)),
    bestTime: z.string().min(3),
  }),
  /**
   * Monthly costs. The 1-bedroom rents, utilities, groceries and transport pass are the city's figures in the
   * destination data (the same ones the report shows); where no source gives the city's utilities, groceries or
   * transport, the labelled country estimate (its text says so); null when there is neither.
   */
  costOfLiving: z.object({
    /** 1-bedroom apartment in the city centre. */
    rent1Bed: factSchema.nullable(),
    /** 1-bedroom apartment outside the centre. */
    rent1BedOutside: factSchema.nullable(),
    rent3Bed: factSchema.nullable(),
    utilities: factSchema.nullable(),
    groceries: factSchema.nullable(),
    dining: factSchema.nullable(),
    /** Monthly public transport pass. */
    transport: factSchema.nullable(),
    /** A single public transport fare, where the guide gives one. */
    singleFare: factSchema.nullable(),
    comparison: z.string().min(20),
  }),
  housing: z.object({
    neighborhoods: z
      .array(
        z.object({
          name: z.string().min(2),
          type: z.string().min(3),
          description: z.string().min(20),
          priceRange: factSchema.nullable(),
        }),
      )
      .min(3),
    rentingTips: z.array(z.string().min(10)).min(3),
  }),
  transportation: z.object({
    public: z.array(z.string().min(5)).min(2),
    walkability: editorialRatingSchema,
    biking: z.string().min(10),
    driving: z.string().min(10),
    airport: z.string().min(10),
  }),
  lifestyle: z.object({
    expatCommunity: z.string().min(10),
    englishFriendly: editorialRatingSchema,
    nightlife: z.string().min(10),
    culture: z.array(z.string().min(3)).min(3),
    outdoorActivities: z.array(z.string().min(3)).min(3),
  }),
  workOpportunities: z.object({
    industries: z.array(z.string().min(3)).min(3),
    averageSalary: factSchema,
    workCulture: z.string().min(20),
    networking: z.string().min(20),
  }),
  education: z.object({
    /** At most 3 (spec section 9). */
    internationalSchools: z.array(z.string().min(3)).min(1).max(3),
    universities: z.array(z.string().min(3)).min(1),
    qualityRating: editorialRatingSchema,
  }),
  safetyTips: z.array(z.string().min(10)).min(3),
  practicalTips: z.array(z.string().min(10)).min(3),
});
export type CityGuide = z.infer<typeof cityGuideSchema>;

/** The static sample report (/sample-report): a worked example, every figure sourced. */
export const sampleReportSchema = z.object({
  title: z.string().min(5),
  profile: z.object({ age: z.number().int(), occupation: z.string(), destination: z.string() }),
  /** Says on the page that this is an example for a fictional profile, not advice. */
  notice: z.string().min(40),
  sections: z
    .array(
      z.object({
        heading: z.string().min(3),
        paragraphs: z.array(z.string().min(20)).min(1),
        facts: z.array(z.object({ label: z.string().min(3), fact: factSchema })),
      }),
    )
    .min(3),
});
export type SampleReport = z.infer<typeof sampleReportSchema>;
