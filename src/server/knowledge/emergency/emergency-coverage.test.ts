/**
 * Safety-critical facts are never missing: every country has its police, ambulance and fire numbers and a US
 * embassy with a phone, each cited from an official page (the country's own emergency service or government, the
 * US embassy's site, the EU's 112 page).
 */
import { describe, expect, it } from "vitest";
import { COUNTRY_SLUGS } from "@server/destinations/data/dataset.schema";
import { SITES, siteServes } from "@server/facts/sites/index";
import type { Citation } from "@server/facts/citation";
import { isOfficialCopy } from "@server/facts/data-audit";
import { isResearched } from "../index";
import { emergencyByCountry } from "./index";

const official = (citation: Citation) => {
  const site = SITES[citation.publisher];
  if (citation.via) return isOfficialCopy(citation, SITES);
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
      expect(official(numbers.source), `numbers cited from an official page or its copy: ${numbers.source.url}`).toBe(true);
      if (numbers.generalSource) expect(official(numbers.generalSource), "the general number's page is official").toBe(true);
      const embassy = entry.usPosts.find((post) => post.kind === "embassy");
      expect(embassy?.phone, "embassy phone").toMatch(/\d/);
      if (embassy) expect(official(embassy.source), `embassy cited from an official page: ${embassy.source.url}`).toBe(true);
    });
  }

  it("every service's number is one the publisher's page gives for it, in the words recorded from that page", () => {
    const stated = COUNTRY_SLUGS.flatMap((slug) => {
      const entry = emergencyByCountry[slug];
      if (!isResearched(entry) || !("police" in entry.numbers)) return [];
      const numbers = entry.numbers;
      const page = `${numbers.source.research ?? ""}`;
      return (["police", "ambulance", "fire"] as const).filter((service) => !page.includes(numbers[service])).map((service) => `${slug} ${service} ${numbers[service]}`);
    });
    expect(stated).toEqual([]);
  });

  it("Smartraveller's corrections stand: Panama's police is 104 (911 for medical and fire); Ghana's police 191, fire 192, ambulance 193", () => {
    const numbersOf = (slug: "panama" | "ghana") => {
      const entry = emergencyByCountry[slug];
      if (!isResearched(entry) || !("police" in entry.numbers)) throw new Error(`${slug} has no numbers`);
      return entry.numbers;
    };
    expect(numbersOf("panama")).toMatchObject({ police: "104", ambulance: "911", fire: "911", crossCheck: { differs: "911 for the police as well" } });
    expect(numbersOf("ghana")).toMatchObject({ police: "191", ambulance: "193", fire: "192" });
  });

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
