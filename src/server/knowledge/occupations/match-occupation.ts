/**
 * The free-text occupation of an assessment ("Retired RN", "senior software engineer") mapped to an ISCO-08
 * occupation group (issue 19.3), so the report can say whether the work is regulated and who recognises the
 * qualification. A synonym table of the common answers; the longest phrase found in the answer wins (so
 * "software engineer" is not an engineer and "nursing assistant" is not a nurse). An answer that matches nothing
 * is "unmatched", and the report says it was not matched rather than guessing.
 */
import { REGULATED_GROUP_ISCO, type RegulatedGroup } from "./occupation-groups";

export type IscoGroup = { code: string; name: string };

export type OccupationMatch =
  | { kind: "regulated"; group: RegulatedGroup; isco: IscoGroup; matched: string }
  | { kind: "unregulated"; isco: IscoGroup; matched: string }
  | { kind: "unmatched" };

type Synonym = { phrases: readonly string[] } & ({ group: RegulatedGroup } | { isco: IscoGroup });

/** Occupations countries do not commonly license, with their ISCO-08 unit or sub-major group. */
const UNREGULATED = {
  software: { code: "2512", name: "Software developers" },
  web: { code: "2513", name: "Web and multimedia developers" },
  applications: { code: "2519", name: "Software and applications developers and analysts not elsewhere classified" },
  systems: { code: "2511", name: "Systems analysts" },
  ict: { code: "25", name: "Information and communications technology professionals" },
  university: { code: "2310", name: "University and higher education teachers" },
  managers: { code: "1", name: "Managers" },
  marketing: { code: "2431", name: "Advertising and marketing professionals" },
  designers: { code: "2166", name: "Graphic and multimedia designers" },
  writers: { code: "2641", name: "Authors and related writers" },
  journalists: { code: "2642", name: "Journalists" },
  translators: { code: "2643", name: "Translators, interpreters and other linguists" },
  consultants: { code: "2421", name: "Management and organization analysts" },
  financialAnalysts: { code: "2413", name: "Financial analysts" },
  economists: { code: "2631", name: "Economists" },
  scientists: { code: "21", name: "Science and engineering professionals" },
  chefs: { code: "3434", name: "Chefs" },
  cooks: { code: "5120", name: "Cooks" },
  sales: { code: "3322", name: "Commercial sales representatives" },
  shopSales: { code: "5223", name: "Shop sales assistants" },
  administrative: { code: "3343", name: "Administrative and executive secretaries" },
  clerks: { code: "4110", name: "General office clerks" },
  customerService: { code: "4222", name: "Contact centre information clerks" },
  photographers: { code: "3431", name: "Photographers" },
  artists: { code: "265", name: "Creative and performing artists" },
  hairdressers: { code: "5141", name: "Hairdressers" },
  mechanics: { code: "7231", name: "Motor vehicle mechanics and repairers" },
  carpenters: { code: "7115", name: "Carpenters and joiners" },
  drivers: { code: "8332", name: "Heavy truck and lorry drivers" },
  librarians: { code: "2622", name: "Librarians and related information professionals" },
  bookkeepers: { code: "4311", name: "Accounting and bookkeeping clerks" },
  paralegals: { code: "3411", name: "Legal and related associate professionals" },
  careAssistants: { code: "5321", name: "Health care assistants" },
  waiters: { code: "5131", name: "Waiters" },
  bartenders: { code: "5132", name: "Bartenders" },
  childcare: { code: "5311", name: "Child care workers" },
  security: { code: "5414", name: "Security guards" },
  cleaners: { code: "9112", name: "Cleaners and helpers in offices, hotels and other establishments" },
  kitchenHelpers: { code: "9412", name: "Kitchen helpers" },
  labourers: { code: "9313", name: "Building construction labourers" },
  warehouse: { code: "4321", name: "Stock clerks" },
  deliveryDrivers: { code: "8322", name: "Car, taxi and van drivers" },
  farmWorkers: { code: "9211", name: "Crop farm labourers" },
  welders: { code: "7212", name: "Welders and flamecutters" },
} as const satisfies Record<string, IscoGroup>;

const SYNONYMS: readonly Synonym[] = [
  { group: "nurse", phrases: ["nurse", "registered nurse", "rn", "nurse practitioner", "licensed practical nurse", "lpn", "nursing"] },
  { group: "midwife", phrases: ["midwife", "midwifery"] },
  {
    group: "doctor",
    phrases: ["doctor", "physician", "surgeon", "medical doctor", "md", "gp", "general practitioner", "family doctor", "pediatrician", "paediatrician", "psychiatrist", "anesthesiologist", "cardiologist", "radiologist", "dermatologist", "oncologist"],
  },
  { group: "dentist", phrases: ["dentist", "dental surgeon", "orthodontist"] },
  { group: "pharmacist", phrases: ["pharmacist"] },
  { group: "physiotherapist", phrases: ["physiotherapist", "physical therapist", "physio"] },
  { group: "psychologist", phrases: ["psychologist", "clinical psychologist"] },
  { group: "social-worker", phrases: ["social worker", "counselor", "counsellor"] },
  { group: "veterinarian", phrases: ["veterinarian", "vet", "veterinary surgeon"] },
  { group: "teacher", phrases: ["teacher", "school teacher", "high school teacher", "elementary teacher", "kindergarten teacher", "special education teacher", "educator"] },
  { group: "lawyer", phrases: ["lawyer", "attorney", "solicitor", "barrister"] },
  { group: "accountant", phrases: ["accountant", "cpa", "certified public accountant", "auditor"] },
  { group: "engineer", phrases: ["engineer", "civil engineer", "mechanical engineer", "electrical engineer", "chemical engineer", "structural engineer"] },
  { group: "architect", phrases: ["architect"] },
  { group: "electrician", phrases: ["electrician"] },
  { group: "plumber", phrases: ["plumber"] },
  { isco: UNREGULATED.software, phrases: ["software engineer", "software developer", "developer", "programmer", "software architect", "backend engineer", "frontend engineer", "full stack developer"] },
  { isco: UNREGULATED.web, phrases: ["web developer", "web designer"] },
  { isco: UNREGULATED.applications, phrases: ["data scientist", "data engineer", "machine learning engineer"] },
  { isco: UNREGULATED.systems, phrases: ["systems analyst", "solutions architect", "business analyst"] },
  { isco: UNREGULATED.ict, phrases: ["it", "it specialist", "it consultant", "devops engineer", "network engineer", "cybersecurity"] },
  { isco: UNREGULATED.university, phrases: ["professor", "lecturer"] },
  { isco: UNREGULATED.managers, phrases: ["manager", "project manager", "product manager", "director", "executive", "ceo", "business owner", "entrepreneur"] },
  { isco: UNREGULATED.marketing, phrases: ["marketing", "marketer", "marketing manager"] },
  { isco: UNREGULATED.designers, phrases: ["designer", "graphic designer", "ux designer"] },
  { isco: UNREGULATED.writers, phrases: ["writer", "author", "copywriter"] },
  { isco: UNREGULATED.journalists, phrases: ["journalist", "reporter", "editor"] },
  { isco: UNREGULATED.translators, phrases: ["translator", "interpreter"] },
  { isco: UNREGULATED.consultants, phrases: ["consultant", "management consultant"] },
  { isco: UNREGULATED.financialAnalysts, phrases: ["financial analyst", "investment analyst"] },
  { isco: UNREGULATED.economists, phrases: ["economist"] },
  { isco: UNREGULATED.scientists, phrases: ["scientist", "researcher", "research scientist", "chemist", "biologist", "physicist"] },
  { isco: UNREGULATED.chefs, phrases: ["chef"] },
  { isco: UNREGULATED.cooks, phrases: ["cook"] },
  { isco: UNREGULATED.sales, phrases: ["sales", "sales representative", "account executive"] },
  { isco: UNREGULATED.shopSales, phrases: ["retail", "cashier", "shop assistant"] },
  { isco: UNREGULATED.administrative, phrases: ["administrative assistant", "executive assistant", "secretary"] },
  { isco: UNREGULATED.clerks, phrases: ["office clerk", "clerk", "receptionist"] },
  { isco: UNREGULATED.customerService, phrases: ["customer service", "call center agent"] },
  { isco: UNREGULATED.photographers, phrases: ["photographer"] },
  { isco: UNREGULATED.artists, phrases: ["artist", "musician", "actor", "painter"] },
  { isco: UNREGULATED.hairdressers, phrases: ["hairdresser", "barber"] },
  { isco: UNREGULATED.mechanics, phrases: ["mechanic"] },
  { isco: UNREGULATED.carpenters, phrases: ["carpenter"] },
  { isco: UNREGULATED.drivers, phrases: ["truck driver", "driver"] },
  { isco: UNREGULATED.librarians, phrases: ["librarian"] },
  { isco: UNREGULATED.bookkeepers, phrases: ["bookkeeper"] },
  { isco: UNREGULATED.paralegals, phrases: ["paralegal"] },
  { isco: UNREGULATED.careAssistants, phrases: ["nursing assistant", "caregiver", "care assistant", "home health aide"] },
  { isco: UNREGULATED.waiters, phrases: ["waiter", "waitress", "barista"] },
  { isco: UNREGULATED.bartenders, phrases: ["bartender", "barman"] },
  { isco: UNREGULATED.childcare, phrases: ["nanny", "babysitter", "childcare worker", "au pair"] },
  { isco: UNREGULATED.security, phrases: ["security guard"] },
  { isco: UNREGULATED.cleaners, phrases: ["cleaner", "janitor", "housekeeper"] },
  { isco: UNREGULATED.kitchenHelpers, phrases: ["dishwasher", "kitchen helper", "kitchen porter"] },
  { isco: UNREGULATED.labourers, phrases: ["construction worker", "laborer", "labourer"] },
  { isco: UNREGULATED.warehouse, phrases: ["warehouse worker", "stock clerk"] },
  { isco: UNREGULATED.deliveryDrivers, phrases: ["delivery driver", "taxi driver", "uber driver", "courier"] },
  { isco: UNREGULATED.farmWorkers, phrases: ["farm worker", "farmhand"] },
  { isco: UNREGULATED.welders, phrases: ["welder"] },
];

/** Words that say when or at what level, not what the work is. */
const MODIFIERS = /\b(retired|former|ex|semi retired|senior|junior|lead|head|chief|principal|staff|trainee|freelance|self employed)\b/g;

/** Lower case, letters, digits and single spaces, modifiers removed. */
export function normaliseOccupation(text: string): string {
  const plain = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, " ");
  return plain.replace(MODIFIERS, " ").replace(/\s+/g, " ").trim();
}

const PHRASES = SYNONYMS.flatMap((synonym) => synonym.phrases.map((phrase) => ({ phrase, synonym }))).sort(
  (a, b) => b.phrase.length - a.phrase.length,
);

/** The occupation group of a free-text answer: the longest synonym found in it as whole words. */
export function matchOccupation(text: string): OccupationMatch {
  const padded = ` ${normaliseOccupation(text)} `;
  const found = PHRASES.find(({ phrase }) => padded.includes(` ${phrase} `));
  if (!found) return { kind: "unmatched" };
  const { synonym, phrase } = found;
  return "group" in synonym
    ? { kind: "regulated", group: synonym.group, isco: REGULATED_GROUP_ISCO[synonym.group], matched: phrase }
    : { kind: "unregulated", isco: synonym.isco, matched: phrase };
}

/** Every phrase of the table with what it maps to: for the table's own tests. */
export const SYNONYM_TABLE: readonly { phrase: string; group: RegulatedGroup | null; isco: IscoGroup }[] = SYNONYMS.flatMap((synonym) =>
  synonym.phrases.map((phrase) =>
    "group" in synonym ? { phrase, group: synonym.group, isco: REGULATED_GROUP_ISCO[synonym.group] } : { phrase, group: null, isco: synonym.isco },
  ),
);
