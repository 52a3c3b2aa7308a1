/** Knowledge bases that tests shape themselves, independent of how far the research has got. */
import { loadKnowledgeBase, type KnowledgeBase, type KnowledgeTopics } from "@server/knowledge/index";

/** The real knowledge base as shown on the day the test reports are dated (tests/support/report-documents.ts). */
export const knowledgeBase: KnowledgeBase = loadKnowledgeBase(new Date("2026-11-23T10:00:00Z"));
import type { CountrySlug } from "@server/destinations/data/dataset.schema";
import type { CountryCulture } from "@server/knowledge/culture/culture.schema";
import type { CountryDirectory } from "@server/knowledge/directory/directory.schema";
import type { CountryEmergency } from "@server/knowledge/emergency/emergency.schema";
import type { CountryHealthcare } from "@server/knowledge/healthcare/healthcare.schema";
import type { CountryHousing } from "@server/knowledge/housing/housing.schema";
import type { CountryTax } from "@server/knowledge/tax/tax.schema";

export const NOT_RESEARCHED_NOTE = "Not researched for this test: the routes of this country are left out on purpose.";

/** The real knowledge base with `country`'s residence routes replaced by an explicit null with a note. */
export function knowledgeWithout(country: CountrySlug, topic: keyof KnowledgeTopics = "residenceRoutes"): KnowledgeBase {
  return { ...knowledgeBase, [topic]: { ...knowledgeBase[topic], [country]: { value: null, note: NOT_RESEARCHED_NOTE } } };
}

/** The real knowledge base with one country's entry of one topic replaced by the test's own. */
export function knowledgeWith<K extends keyof KnowledgeTopics>(topic: K, entry: KnowledgeTopics[K][CountrySlug] & { country: CountrySlug }): KnowledgeBase {
  return { ...knowledgeBase, [topic]: { ...knowledgeBase[topic], [entry.country]: entry } };
}

/** A source for test entries: an obviously made-up page, so no test figure can pass for a real one. */
export const TEST_SOURCE = { publisher: "Test fixture page", title: "Test fixture page", url: "https://fixture.example/page", asOf: "2026-01" };

export const testTax = (country: CountrySlug): CountryTax => ({
  country,
  checked: "2026-11",
  residenceRule: { text: "Resident after 183 days in a calendar year.", source: TEST_SOURCE },
  incomeTax: {
    taxYear: "2026",
    currency: "EUR",
    period: "year",
    bands: [
      { from: 0, upTo: 10000, ratePercent: 10 },
      { from: 10000, upTo: null, ratePercent: 40 },
    ],
    topRatePercent: 40,
    note: "Plus a fixture surtax.",
    source: TEST_SOURCE,
  },
  newcomerRegime: { value: null, note: "No newcomer regime in this fixture." },
  socialSecurity: { text: "Employees pay 11%.", source: TEST_SOURCE },
  usIncomeTaxTreaty: { inForce: true, source: TEST_SOURCE },
  usTotalizationAgreement: { inForce: false, note: "None signed in this fixture.", source: TEST_SOURCE },
});

export const testHealthcare = (country: CountrySlug): CountryHealthcare => ({
  country,
  checked: "2026-11",
  system: { text: "A fixture national health service.", source: TEST_SOURCE },
  publicAccess: { text: "Residents join after registering an address.", source: TEST_SOURCE },
  privateInsuranceCost: { amount: 85, currency: "EUR", period: "month", basis: "fixture plan for a 40-year-old", forAges: { from: 40, to: 40 }, source: TEST_SOURCE },
  premiumRating: { kind: "age-rated", text: "Fixture insurers price cover by age.", source: TEST_SOURCE },
  premiumsByAge: [{ amount: 60, currency: "EUR", period: "month", basis: "fixture plan for a 30-year-old", forAges: { from: 30, to: 30 }, source: TEST_SOURCE }],
});

export const testHousing = (country: CountrySlug): CountryHousing => ({
  country,
  checked: "2026-11",
  deposit: { text: "Two months' rent in this fixture.", source: TEST_SOURCE },
  contractLength: { text: "One year in this fixture.", source: TEST_SOURCE },
  agencyFees: { value: null, note: "No fixture figure for agency fees." },
  foreignBuyers: { text: "Foreigners may buy in this fixture.", source: TEST_SOURCE },
});

export const testCulture = (country: CountrySlug, overrides: Partial<CountryCulture> = {}): CountryCulture => ({
  country,
  checked: "2026-11",
  officialLanguages: { languages: ["Fixturese"], source: TEST_SOURCE },
  englishProficiency: { index: "Fixture English Index 2026", band: "High proficiency", rank: 7, of: 100, source: TEST_SOURCE },
  timeZones: { zones: ["UTC+1"], source: TEST_SOURCE },
  currency: { code: "EUR", name: "Euro", source: TEST_SOURCE },
  drivingSide: { side: "left", source: TEST_SOURCE },
  electricity: { plugTypes: ["C", "F"], voltages: [230], source: TEST_SOURCE },
  ...overrides,
});

export const testEmergency = (country: CountrySlug, level = 1): CountryEmergency => ({
  country,
  checked: "2026-11",
  numbers: { police: "100", ambulance: "101", fire: "102", general: "112", source: TEST_SOURCE },
  usPosts: [
    { kind: "embassy", city: "Fixture City", phone: "+1 555 0100", url: "https://fixture.example/embassy", source: TEST_SOURCE },
    { kind: "consulate", city: "Second City", phone: null, url: "https://fixture.example/consulate", source: TEST_SOURCE },
  ],
  advisory: { level, label: "Fixture advisory", issued: "2026-06-01", source: TEST_SOURCE },
});

export const testDirectory = (country: CountrySlug): CountryDirectory => ({
  country,
  checked: "2026-11",
  entries: [
    { category: "lawyers", name: "Fixture Bar Association", use: "search the fixture register of lawyers", url: "https://fixture.example/bar", asOf: "2026-11" },
    { category: "immigration-authority", name: "Fixture Immigration Office", use: "apply for and renew residence permits", url: "https://fixture.example/immigration", asOf: "2026-11" },
  ],
});
