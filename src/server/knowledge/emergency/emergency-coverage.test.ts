/**
 * Safety-critical facts are never missing: every country has its police, ambulance and fire numbers and a US
 * embassy with a phone, each cited from an official page (the country's own emergency service or government, the
 * US embassy's site, the EU's 112 page).
 */
import { describe, expect, it } from "vitest";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { SITES, siteServes } from "@server/facts/sites/index";
import type { Citation } from "@server/facts/citation";
import { isResearched } from "../index";
import { emergencyByCountry } from "./index";

/**
 * Countries whose emergency numbers are present but, in the pages NewShores can read, stated only by the press:
 * Ghana's single number 112 (announced by its government, reported by newspapers) and Panama's 911 (an embassy
 * alert republished by a news agency). The data audit lists them as secondary-only; this list is pinned so it can
 * only shrink: a country leaves it when an official page is found (Nigeria left it with Smartraveller's page).
 */
const NUMBERS_AWAITING_OFFICIAL_PAGE = ["panama", "ghana"];

const official = (citation: Citation) => {
  if (citation.via) return false;
  const site = SITES[citation.publisher];
  return site?.kind === "official" && siteServes(site, citation.url);
};

describe("emergency numbers and the US embassy, for every country", () => {
  for (const slug of COUNTRY_SLUGS) {
    it(`${slug}: police, ambulance, fire and the embassy's phone, from official pages`, () => {
      const entry = emergencyByCountry[slug];
      expect(isResearched(entry), "researched").toBe(true);
      if (!isResearched(entry)) return;
      const numbers = entry.numbers;
      expect("police" in numbers, "numbers given").toBe(true);
      if (!("police" in numbers)) return;
      expect([numbers.police, numbers.ambulance, numbers.fire].every((n) => /\d/.test(n))).toBe(true);
      expect(official(numbers.source), `numbers cited from an official page: ${numbers.source.url}`).toBe(!NUMBERS_AWAITING_OFFICIAL_PAGE.includes(slug));
      const embassy = entry.usPosts.find((post) => post.kind === "embassy");
      expect(embassy?.phone, "embassy phone").toMatch(/\d/);
      if (embassy) expect(official(embassy.source), `embassy cited from an official page: ${embassy.source.url}`).toBe(true);
    });
  }

  it("Thailand: medical emergencies are 1669, police 191, fire 199", () => {
    const entry = emergencyByCountry.thailand;
    if (!isResearched(entry) || !("police" in entry.numbers)) throw new Error("Thailand has no numbers");
    expect([entry.numbers.police, entry.numbers.ambulance, entry.numbers.fire]).toEqual(["191", "1669", "199"]);
  });

  it("Malaysia: 999 for police, ambulance and fire", () => {
    const entry = emergencyByCountry.malaysia;
    if (!isResearched(entry) || !("police" in entry.numbers)) throw new Error("Malaysia has no numbers");
    expect([entry.numbers.police, entry.numbers.ambulance, entry.numbers.fire]).toEqual(["999", "999", "999"]);
  });
});
