import { describe, expect, it } from "vitest";
import { assessmentRequestSchema } from "./contracts/assessments";
import { freeTextMessage, freeTextProblem, type FreeTextProblem } from "./free-text";

describe("the free-text rule", () => {
  it.each([
    "Software engineer",
    "Ingénieur – chef de projet",
    "Kuchař/šéf „Praxis“ (50 %)",
    "Đầu bếp",
    "Кондитер",
    "Інженер-будівельник",
    "Μηχανικός λογισμικού",
    "R&D manager, €120k, C++/C#",
    "Nurse\u00a0practitioner",
    "ﬁnance oﬃcer",
    "Astronomer ™ ©",
  ])("admits %s", (text) => {
    expect(freeTextProblem(text)).toBeNull();
  });

  it.each<[string, FreeTextProblem]>([
    ["Nurse\r\nMidwife", "control"],
    ["Nurse\nMidwife", "control"],
    ["Nurse\tMidwife", "control"],
    ["Nurse\u0085Midwife", "control"],
    ["Nurse\u2028Midwife", "control"],
    ["Nurse\u200bMidwife", "control"],
    ["Chef 🍳", "emoji"],
    ["Developer 👩‍💻", "emoji"],
    ["Expat \u{1F1F5}\u{1F1F9}", "emoji"],
    ["I ❤️ code", "emoji"],
    ["Copyright ©️", "emoji"],
    ["مهندس برمجيات", "right-to-left"],
    ["מהנדס תוכנה", "right-to-left"],
    ["Engineer \u202egnirts", "right-to-left"],
    ["厨师", "other"],
    ["शेफ", "other"],
    ["Private \ue000 use", "other"],
  ])("refuses %j: %s", (text, problem) => {
    expect(freeTextProblem(text)).toBe(problem);
  });

  it("refuses a line break before anything else", () => {
    expect(freeTextProblem("Chef 🍳\nCook")).toBe("control");
  });

  it("says what cannot be shown and why, naming the answer", () => {
    expect(freeTextMessage("control", "user_job", "your occupation")).toBe("user_job must be one line of text: no line breaks, tabs or other control characters");
    expect(freeTextMessage("emoji", "user_job", "your occupation")).toBe(
      "user_job contains emoji, which our report cannot print: its font has no colour emoji and draws most as empty boxes. Please write your occupation in Latin, Greek or Cyrillic letters.",
    );
    expect(freeTextMessage("right-to-left", "user_job", "your occupation")).toBe(
      "user_job contains right-to-left text (such as Arabic or Hebrew), which our report cannot print in the right order. Please write your occupation in Latin, Greek or Cyrillic letters.",
    );
  });
});

describe("the assessment request's free-text answers", () => {
  const request = {
    user_age: 32, user_job: "Software engineer", monthly_budget: 2500, preferred_country: "Portugal", preferred_city: "Lisbon",
    location_preference: "city", climate_preference: "mediterranean", immigration_policies_importance: 4, healthcare_importance: 4,
    safety_importance: 4, internet_importance: 4, emigration_process_importance: 4, ease_of_immigration_importance: 4, local_acceptance_importance: 4,
  };
  const refusal = (change: object) => {
    const parsed = assessmentRequestSchema.safeParse({ ...request, ...change });
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };

  it("refuses each one with its own field named", () => {
    expect(refusal({ user_job: "Nurse\r\nMidwife" })).toBe("user_job must be one line of text: no line breaks, tabs or other control characters");
    expect(refusal({ user_job: "Nurse\n" })).toBe("user_job must be one line of text: no line breaks, tabs or other control characters");
    expect(refusal({ preferred_country: "Portugal\t" })).toBe("preferred_country must be one line of text: no line breaks, tabs or other control characters");
    expect(refusal({ preferred_city: "Lisbon 🏖" })).toMatch(/^preferred_city contains emoji, .* Please write the city in Latin, Greek or Cyrillic letters\.$/);
    expect(refusal({ user_job: "مهندس" })).toMatch(/^user_job contains right-to-left text/);
  });

  it("keeps its other rules and messages", () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ preferred_city: null })).toBeNull();
    expect(refusal({ user_job: "  " })).toBe("user_job must not be empty");
    expect(refusal({ user_job: 5 })).toBe("user_job must be text");
    expect(refusal({ preferred_city: 5 })).toBe("preferred_city must be text or null");
    expect(refusal({ user_job: undefined })).toBe("user_job is required");
  });
});
