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
import { countryRoutesSchema, unknownSchema, type CountryRoutes, type Unknown } from "./knowledge.schema";
import { residenceRoutes } from "./residence-routes/index";
import { taxByCountry, usTaxRules } from "./tax/index";
import { usPreparations, usPreparationsSchema, type UsPreparations } from "./us-preparations";
import { countryTaxSchema, usTaxRuleSchema, type CountryTax, type UsTaxRule } from "./tax/tax.schema";

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
};

export type KnowledgeBase = KnowledgeTopics & {
  /** The US rules a US citizen keeps wherever they live (IRS and FinCEN sources). */
  usTaxRules: UsTaxRule[];
  /** What a US citizen arranges on the US side before moving anywhere (FBI, State Department, APHIS, Medicare). */
  usPreparations: UsPreparations;
};

export const rawKnowledgeBase: KnowledgeBase = {
  residenceRoutes,
  tax: taxByCountry,
  healthcare: healthcareByCountry,
  housing: housingByCountry,
  culture: cultureByCountry,
  emergency: emergencyByCountry,
  directory: directoryByCountry,
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

export function validateKnowledgeBase(knowledge: KnowledgeBase): KnowledgeBase {
  for (const topic of KNOWLEDGE_TOPICS) validateTopic(topic, knowledge[topic], TOPIC_SCHEMAS[topic]);
  const rules = z.array(usTaxRuleSchema).safeParse(knowledge.usTaxRules);
  if (!rules.success) throw problem("usTaxRules", rules.error);
  const preparations = usPreparationsSchema.safeParse(knowledge.usPreparations);
  if (!preparations.success) throw problem("usPreparations", preparations.error);
  return knowledge;
}

export function loadKnowledgeBase(): KnowledgeBase {
  return validateKnowledgeBase(rawKnowledgeBase);
}

export const isResearched = <T extends object>(entry: T | Unknown): entry is T => !("value" in entry && entry.value === null);
