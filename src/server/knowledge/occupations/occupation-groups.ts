/**
 * Occupation groups of ISCO-08 (the ILO's International Standard Classification of Occupations) that countries
 * commonly regulate: a foreign qualification in one must be recognised before the person may work in it.
 */
export const REGULATED_GROUPS = [
  "nurse",
  "midwife",
  "doctor",
  "dentist",
  "pharmacist",
  "physiotherapist",
  "psychologist",
  "social-worker",
  "veterinarian",
  "teacher",
  "lawyer",
  "accountant",
  "engineer",
  "architect",
  "electrician",
  "plumber",
] as const;
export type RegulatedGroup = (typeof REGULATED_GROUPS)[number];

/** Each regulated group's ISCO-08 code and name, as the ILO publishes them. */
export const REGULATED_GROUP_ISCO: Record<RegulatedGroup, { code: string; name: string }> = {
  nurse: { code: "2221", name: "Nursing professionals" },
  midwife: { code: "2222", name: "Midwifery professionals" },
  doctor: { code: "221", name: "Medical doctors" },
  dentist: { code: "2261", name: "Dentists" },
  pharmacist: { code: "2262", name: "Pharmacists" },
  physiotherapist: { code: "2264", name: "Physiotherapists" },
  psychologist: { code: "2634", name: "Psychologists" },
  "social-worker": { code: "2635", name: "Social work and counselling professionals" },
  veterinarian: { code: "2250", name: "Veterinarians" },
  teacher: { code: "23", name: "Teaching professionals" },
  lawyer: { code: "2611", name: "Lawyers" },
  accountant: { code: "2411", name: "Accountants" },
  engineer: { code: "214", name: "Engineering professionals (excluding electrotechnology)" },
  architect: { code: "2161", name: "Building architects" },
  electrician: { code: "7411", name: "Building and related electricians" },
  plumber: { code: "7126", name: "Plumbers and pipe fitters" },
};
