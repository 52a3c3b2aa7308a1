import { describe, expect, it } from "vitest";
import { formatPoints, matchLevelClasses, parseBudget, resultsTitle, scoreMessage, starsForScore, withSpaces } from "./display-rules";

describe("results display rules", () => {
  it.each([
    [0, 1], [20, 1], [21, 2], [40, 2], [41, 3], [60, 3], [61, 4], [80, 4], [81, 5], [100, 5],
  ])("gives a score of %i %i stars", (score, stars) => {
    expect(starsForScore(score)).toBe(stars);
  });

  it.each([
    [100, "This destination is an excellent match for your preferences and requirements."],
    [90, "This destination is an excellent match for your preferences and requirements."],
    [89, "This destination aligns very well with most of your preferences."],
    [71, "This destination aligns very well with most of your preferences."],
    [70, "This destination meets many of your requirements with some considerations."],
    [51, "This destination meets many of your requirements with some considerations."],
    [50, "This destination may have significant challenges for your specific needs."],
  ])("describes a score of %i", (score, message) => {
    expect(scoreMessage(score)).toBe(message);
  });

  it("colours match levels green, blue, yellow/orange and red", () => {
    expect(matchLevelClasses("perfect")).toContain("green");
    expect(matchLevelClasses("very_good")).toContain("blue");
    expect(matchLevelClasses("good")).toContain("amber");
    expect(matchLevelClasses("poor")).toContain("red");
    expect(matchLevelClasses("anything")).toContain("red");
  });

  it.each([
    ["excellent - Plenty of room", "EXCELLENT", "Plenty of room", "green"],
    ["good - Covers it", "GOOD", "Covers it", "blue"],
    ["tight - Only outside", "TIGHT", "Only outside", "yellow"],
    ["insufficient - Short", "INSUFFICIENT", "Short", "red"],
    ["Budget looks fine", "BUDGET LOOKS FINE", "Budget looks fine", "red"],
    ["good - a - b", "GOOD", "a - b", "blue"],
  ])("parses the budget text %j", (text, status, explanation, colour) => {
    const parsed = parseBudget(text);
    expect(parsed.status).toBe(status);
    expect(parsed.explanation).toBe(explanation);
    expect(parsed.classes).toContain(colour);
  });

  it("shows underscores as spaces", () => {
    expect(withSpaces("city_centre")).toBe("city centre");
  });
});

describe("resultsTitle", () => {
  it("names the country, the city when chosen, and the score out of 100", () => {
    expect(resultsTitle({ preferred_country: "Spain", preferred_city: "Valencia", overall_score: 78 })).toBe("Spain (Valencia) - score 78/100");
    expect(resultsTitle({ preferred_country: "Portugal", preferred_city: null, overall_score: 91 })).toBe("Portugal - score 91/100");
  });
});

describe("formatPoints", () => {
  it("shows breakdown points with at most one decimal, never a raw float", () => {
    expect(formatPoints(12.34)).toBe("12.3");
    expect(formatPoints(20)).toBe("20");
    expect(formatPoints(0.1 + 0.2)).toBe("0.3");
  });
});
