/**
 * The relocation knowledge base, validated once at start-up by the composition root: `loadKnowledgeBase()`
 * throws a message naming the topic, the country and the field on the first problem.
 */
import { z } from "zod";
import { COUNTRY_SLUGS, type CountrySlug } from "@server/destinations/data/dataset.schema";
import { countryCultureSchema, type CountryCulture } from "./culture/culture.schema";
import { cultureByCountry } from "./culture/index";
import { countryDirectorySchema, type CountryDirectory } from "./directory/directory.schema";
import { directoryByCountry } from "./directory/index";
import { countryEmergencySchema, type CountryEmergency } from "./emergency/emergency.schema";
import { emergencyByCountry } from "./emergency/index";
import { countryHealthcareSchema, type CountryHealthcare } from "./healthcare/healthcare.schema";
import { healthcareByCountry } from "./healthcare/index";
import { countryHousingSchema, type CountryHousing } from "./housing/housing.schema";
import { housingByCountry } from "./housing/index";
import { countryRoutesSchema, isResearched, unknownSchema, type CountryRoutes, type CountryRoutesData, type Unknown } from "./knowledge.schema";
import { routesOn } from "./residence-routes/routes-on";
import { quantityNamed } from "@server/facts/base-quantities/index";
import { residenceRoutes } from "./residence-routes/index";
import { taxByCountry, usTaxRules } from "./tax/index";
import { usPreparations, usPreparationsSchema, type UsPreparations } from "./us-preparations";
import { countryTaxSchema, usTaxRuleSchema, type CountryTax, type UsTaxRule } from "./tax/tax.schema";
import { countryRecognitionSchema, type CountryRecognition } from "./recognition/recognition.schema";
import { recognitionByCountry } from "./recognition/index";
import { countryRetireeTaxSchema, type CountryRetireeTax } from "./retiree-tax/retiree-tax.schema";
import { retireeTaxByCountry } from "./retiree-tax/index";
import { countrySchoolsSchema, type CountrySchools } from "./schools/schools.schema";
import { schoolsByCountry } from "./schools/index";

type ByCountry<T> = Record<CountrySlug, T | Unknown>;

/** Per-country topics: each country has an entry or an explicit null with a note. */
export type KnowledgeTopics = {
  residenceRoutes: ByCountry<CountryRoutes>;
  tax: ByCountry<CountryTax>;
  healthcare: ByCountry<CountryHealthcare>;
  housing: ByCountry<CountryHousing>;
  culture: ByCountry<CountryCulture>;
  emergency: ByCountry<CountryEmergency>;
  directory: ByCountry<CountryDirectory>;
  /** Who recognises a foreign qualification in a regulated occupation (issue 19.3). */
  recognition: ByCountry<CountryRecognition>;
  /** How a US retiree's income is taxed (issue 19.4). */
  retireeTax: ByCountry<CountryRetireeTax>;
  /** State schools, compulsory ages, enrolment and international schools, for children who move (issue 29.4). */
  schools: ByCountry<CountrySchools>;
};

/** The knowledge base as its files write it: a route threshold may be derived from a base quantity. */
export type KnowledgeBaseData = Omit<KnowledgeBase, "residenceRoutes"> & { residenceRoutes: ByCountry<CountryRoutesData> };

/** The knowledge base as shown on one day: every derived threshold resolved to that day's edition. */
export type KnowledgeBase = KnowledgeTopics & {
  /** The US rules a US citizen keeps wherever they live (IRS and FinCEN sources). */
  usTaxRules: UsTaxRule[];
  /** What a US citizen arranges on the US side before moving anywhere (FBI, State Department, APHIS, Medicare). */
  usPreparations: UsPreparations;
};

export const rawKnowledgeBase: KnowledgeBaseData = {
  residenceRoutes,
  tax: taxByCountry,
  healthcare: healthcareByCountry,
  housing: housingByCountry,
  culture: cultureByCountry,
  emergency: emergencyByCountry,
  directory: directoryByCountry,
  recognition: recognitionByCountry,
  retireeTax: retireeTaxByCountry,
  schools: schoolsByCountry,
  usTaxRules,
  usPreparations,
};

const TOPIC_SCHEMAS: { [K in keyof KnowledgeTopics]: z.ZodType } = {
  residenceRoutes: countryRoutesSchema,
  tax: countryTaxSchema,
  healthcare: countryHealthcareSchema,
  housing: countryHousingSchema,
  culture: countryCultureSchema,
  emergency: countryEmergencySchema,
  directory: countryDirectorySchema,
  recognition: countryRecognitionSchema,
  retireeTax: countryRetireeTaxSchema,
  schools: countrySchoolsSchema,
};

/** The topics in the order the data coverage lists them. */
export const KNOWLEDGE_TOPICS = Object.keys(TOPIC_SCHEMAS) as (keyof KnowledgeTopics)[];

const problem = (where: string, error: z.ZodError) => {
  const issue = error.issues[0];
  return new Error(`Knowledge base ${where}: ${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}`);
};

function validateTopic(topic: string, entries: Record<string, unknown>, schema: z.ZodType): void {
  for (const slug of COUNTRY_SLUGS) {
    if (!(slug in entries)) throw new Error(`Knowledge base ${topic}: no entry for ${slug}`);
    // Validate against the one shape the entry claims, so the message names the field that is wrong.
    const claimsUnknown = (entries[slug] as { value?: unknown }).value === null;
    const parsed = (claimsUnknown ? unknownSchema : schema).safeParse(entries[slug]);
    if (!parsed.success) throw problem(`${topic}/${slug}`, parsed.error);
    const entry = entries[slug] as { country?: string };
    if ("country" in entry && entry.country !== slug) throw new Error(`Knowledge base ${topic}/${slug}: country is "${entry.country}"`);
  }
}

export function validateKnowledgeBase<T extends KnowledgeBaseData>(knowledge: T): T {
  for (const topic of KNOWLEDGE_TOPICS) validateTopic(topic, knowledge[topic], TOPIC_SCHEMAS[topic]);
  for (const [slug, entry] of Object.entries(knowledge.residenceRoutes)) {
    if (!isResearched(entry)) continue;
    for (const route of entry.routes) {
      const amounts = [route.threshold, route.savingsInstead, ...(route.thresholdForAge ?? []).map((band) => band.threshold), route.fee, route.adultFee];
      for (const amount of amounts) {
        if (amount && "basedOn" in amount && !quantityNamed(amount.basedOn.quantity)) {
          throw new Error(`Knowledge base residenceRoutes/${slug}: ${route.name}: unknown base quantity ${amount.basedOn.quantity}`);
        }
      }
    }
  }
  const rules = z.array(usTaxRuleSchema).safeParse(knowledge.usTaxRules);
  if (!rules.success) throw problem("usTaxRules", rules.error);
  const preparations = usPreparationsSchema.safeParse(knowledge.usPreparations);
  if (!preparations.success) throw problem("usPreparations", preparations.error);
  return knowledge;
}

/** The knowledge base as shown on `on`: the editions in force that day. */
export function knowledgeOn(knowledge: KnowledgeBaseData, on: Date): KnowledgeBase {
  const residenceRoutes = Object.fromEntries(
    Object.entries(knowledge.residenceRoutes).map(([slug, entry]) => [slug, isResearched(entry) ? routesOn(entry, on, quantityNamed) : entry]),
  ) as ByCountry<CountryRoutes>;
  return { ...knowledge, residenceRoutes };
}

export function loadKnowledgeBase(on: Date = new Date()): KnowledgeBase {
  return knowledgeOn(validateKnowledgeBase(rawKnowledgeBase), on);
}

export { isResearched } from "./knowledge.schema";
