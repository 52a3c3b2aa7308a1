import { describe, expect, it } from "vitest";
import { ageInWords, occupationInWords, personInWords } from "./person-words";

describe("a person in words (issue 28.6)", () => {
  it("writes the occupation as a person would", () => {
    expect(occupationInWords("Software engineer")).toBe("software engineer");
    expect(occupationInWords("ux designer")).toBe("UX designer");
    expect(occupationInWords("UX designer")).toBe("UX designer");
    expect(occupationInWords("Retired")).toBe("retired person");
    expect(occupationInWords("retired teacher")).toBe("retired teacher");
    expect(occupationInWords("Nurse (RN)")).toBe("nurse (RN)");
    expect(occupationInWords("it consultant")).toBe("IT consultant");
    expect(occupationInWords("iOS developer")).toBe("iOS developer");
    expect(occupationInWords("McKinsey consultant")).toBe("McKinsey consultant");
  });

  it("chooses 'a' or 'an' by how the age is said", () => {
    expect(ageInWords(18)).toBe("an 18-year-old");
    expect(ageInWords(80)).toBe("an 80-year-old");
    expect(ageInWords(67)).toBe("a 67-year-old");
    expect(ageInWords(11)).toBe("an 11-year-old");
    expect(personInWords(67, "Retired")).toBe("a 67-year-old retired person");
    expect(personInWords(29, "ux designer")).toBe("a 29-year-old UX designer");
  });
});
