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

/** Where the sample report's PDF is served, and the name it downloads under. */
export const SAMPLE_REPORT_PDF_URL = "/api/sample-report.pdf";
export const SAMPLE_REPORT_PDF_FILE_NAME = "newshores-sample-report-lisbon.pdf";

/** A key-value row of the report as the PDF prints it; `source` is null where the PDF cites none (an answer, a verdict). */
const sampleRowSchema = z.object({ label: z.string().min(1), value: z.string().min(1), source: sourceSchema.nullable() });

/**
 * The sample report page (/sample-report): a summary drawn from the sample PDF's own document, so the page and the
 * PDF agree. Per chapter: its title, its opening paragraphs and every key-value fact, grouped under the
 * subheading they sit under in the PDF, each with its source as the PDF labels it.
 */
export const sampleReportSchema = z.object({
  title: z.string().min(5),
  /** Says that the profile is illustrative, not a real person, and that the report is not advice. */
  notice: z.string().min(40),
  profile: z.object({ age: z.number().int(), occupation: z.string().min(2), destination: z.string().min(2) }),
  /** The cover's score and match label. */
  score: z.object({ overall: z.number().int().min(0).max(100), matchLabel: z.string().min(3) }),
  pdf: z.object({ url: z.literal(SAMPLE_REPORT_PDF_URL), fileName: z.literal(SAMPLE_REPORT_PDF_FILE_NAME), chapters: z.number().int().min(3) }),
  chapters: z
    .array(
      z.object({
        id: z.string().min(2),
        title: z.string().min(3),
        paragraphs: z.array(z.object({ text: z.string().min(20), sources: z.array(sourceSchema) })),
        factGroups: z.array(z.object({ subheading: z.string().min(2).nullable(), facts: z.array(sampleRowSchema).min(1) })),
      }),
    )
    .min(3),
});
export type SampleReport = z.infer<typeof sampleReportSchema>;
