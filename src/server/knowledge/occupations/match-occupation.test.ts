import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REGULATED_GROUPS } from "./occupation-groups";
import { matchOccupation, normaliseOccupation, SYNONYM_TABLE } from "./match-occupation";

describe("matching a free-text occupation to an ISCO-08 group", () => {
  it("covers at least the 40 most common answers, and every regulated group has a synonym", () => {
    expect(new Set(SYNONYM_TABLE.map((entry) => entry.phrase)).size).toBeGreaterThanOrEqual(40);
    for (const group of REGULATED_GROUPS) expect(SYNONYM_TABLE.some((entry) => entry.group === group), group).toBe(true);
  });

  it("maps every phrase of the table to its own group, whatever the case, punctuation or seniority words", () => {
    for (const { phrase, group, isco } of SYNONYM_TABLE) {
      for (const typed of [phrase, phrase.toUpperCase(), `Retired ${phrase}`, `senior ${phrase}.`, `  ${phrase}, freelance `]) {
        const match = matchOccupation(typed);
        if (group) expect(match, typed).toMatchObject({ kind: "regulated", group });
        else expect(match, typed).toMatchObject({ kind: "unregulated", isco });
      }
    }
  });

  it("prefers the longest phrase: a software engineer is not an engineer, a nursing assistant not a nurse", () => {
    expect(matchOccupation("Software engineer")).toMatchObject({ kind: "unregulated", isco: { code: "2512" } });
    expect(matchOccupation("Nursing assistant")).toMatchObject({ kind: "unregulated", isco: { code: "5321" } });
    expect(matchOccupation("Civil engineer")).toMatchObject({ kind: "regulated", group: "engineer" });
    expect(matchOccupation("Retired teacher")).toMatchObject({ kind: "regulated", group: "teacher", isco: { code: "23" } });
    expect(matchOccupation("ICU nurse (RN)")).toMatchObject({ kind: "regulated", group: "nurse" });
  });

  it("matches whole words only, and says so when nothing matches", () => {
    expect(matchOccupation("Veterans affairs").kind).toBe("unmatched");
    expect(matchOccupation("Astronaut")).toEqual({ kind: "unmatched" });
    expect(matchOccupation("")).toEqual({ kind: "unmatched" });
  });

  it("never throws and always answers one of the three kinds", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (text) => {
        expect(["regulated", "unregulated", "unmatched"]).toContain(matchOccupation(text).kind);
        expect(normaliseOccupation(text)).toMatch(/^[a-z0-9 ]*$/);
      }),
    );
  });
});
