/**
 * Floors a rule re-sets on a date (issue 30) follow their editions: on the day before an edition applies the
 * previous value is in force, on its first day the new one.
 */
import { describe, expect, it } from "vitest";
import { baseQuantitySchema, describeEdition, editionOn, type BaseQuantity } from "./base-quantity";
import { quantityNamed } from "./index";
import { INDEXED_FLOOR_QUANTITIES } from "./indexed-floors";
import { SITES, siteServes } from "../sites/index";

const named = (id: string): BaseQuantity => {
  const quantity = quantityNamed(id);
  if (!quantity) throw new Error(`no base quantity ${id}`);
  return quantity;
};
const valueOn = (id: string, day: string) => editionOn(named(id), new Date(`${day}T12:00:00Z`))?.value ?? null;

/** The day before and the first day of an edition: [id, first day, value before, value from]. */
const CHANGES: [string, string, number | null, number][] = [
  ["denmark.pay-limit", "2025-01-01", null, 514000],
  ["denmark.pay-limit", "2026-01-01", 514000, 552000],
  ["netherlands.highly-skilled-migrant-salary-30-plus", "2026-01-01", 5688, 5942],
  ["netherlands.highly-skilled-migrant-salary-under-30", "2026-01-01", null, 4357],
  ["netherlands.eu-blue-card-salary", "2026-01-01", 5688, 5942],
  ["australia.core-skills-income-threshold", "2025-07-01", null, 76515],
  ["australia.core-skills-income-threshold", "2026-07-01", 76515, 79423],
  ["austria.asvg-standard-rate-single", "2026-01-01", 1273.99, 1308.39],
  ["austria.asvg-max-contribution-basis", "2026-01-01", 6450, 6930],
  ["france.smic-net-monthly", "2026-01-01", 1426.3, 1443.11],
  ["france.smic-net-monthly", "2026-06-01", 1443.11, 1477.93],
  ["france.smic-gross-monthly", "2026-01-01", 1801.8, 1823.03],
  ["france.smic-gross-monthly", "2026-06-01", 1823.03, 1867.02],
  ["argentina.smvm", "2025-11-01", 322000, 328400],
  ["argentina.smvm", "2026-08-01", 372400, 376600],
  ["canada.settlement-funds-one-person", "2025-07-07", 14690, 15263],
  ["portugal.ias", "2026-01-01", 522.5, 537.13],
  ["france.talent-reference-salary", "2025-08-29", 35891, 39582],
];

const dayBefore = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe("indexed-floor quantities", () => {
  it("every quantity validates and is registered", () => {
    for (const quantity of INDEXED_FLOOR_QUANTITIES) {
      expect(baseQuantitySchema.safeParse(quantity).success, quantity.id).toBe(true);
      expect(quantityNamed(quantity.id), quantity.id).toBe(quantity);
    }
  });

  it("every edition, and every second source, links a registered site named in its label", () => {
    const wrong = INDEXED_FLOOR_QUANTITIES.flatMap((q) =>
      q.editions.flatMap(({ appliesFrom, citation, crossCheck }) =>
        [citation, ...(crossCheck ? [crossCheck.source] : [])].flatMap((cited) => {
          const owner = cited.via ?? cited.publisher;
          const site = SITES[owner];
          if (!site) return [`${q.id} ${appliesFrom}: "${owner}" is not a registered site`];
          return siteServes(site, cited.url) ? [] : [`${q.id} ${appliesFrom}: "${owner}" does not serve ${cited.url}`];
        }),
      ),
    );
    expect(wrong).toEqual([]);
  });

  /** Quantities of which only the edition in force could be read so far, and why: the audit's review date finds the next. */
  const ONE_EDITION_READ: Record<string, string> = {
    "netherlands.highly-skilled-migrant-salary-under-30": "the 2025 criterion under 30 is in none of the stored pages searched",
  };

  it("each quantity has at least two editions, unless only the one in force could be read (listed with why)", () => {
    for (const quantity of INDEXED_FLOOR_QUANTITIES) {
      if (quantity.id in ONE_EDITION_READ) expect(quantity.editions, quantity.id).toHaveLength(1);
      else expect(quantity.editions.length, quantity.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("every quantity is covered by a clock test on its latest edition", () => {
    const tested = new Set(CHANGES.map(([id, day]) => `${id}@${day}`));
    const untested = INDEXED_FLOOR_QUANTITIES.filter((q) => !tested.has(`${q.id}@${q.editions.at(-1)?.appliesFrom}`)).map((q) => q.id);
    expect(untested).toEqual([]);
  });

  for (const [id, day, before, from] of CHANGES) {
    it(`${id}: ${before ?? "nothing"} on ${dayBefore(day)}, ${from} from ${day}`, () => {
      expect(valueOn(id, dayBefore(day))).toBe(before);
      expect(valueOn(id, day)).toBe(from);
    });
  }

  it("describes an edition with its amount and first day", () => {
    const payLimit = named("denmark.pay-limit");
    const edition = editionOn(payLimit, new Date("2026-11-29T12:00:00Z"));
    if (!edition) throw new Error("no edition in force");
    expect(describeEdition(payLimit, edition)).toMatch(/, DKK 552,000 a year from 1 January 2026$/);
    const smic = named("france.smic-net-monthly");
    expect(describeEdition(smic, editionOn(smic, new Date("2026-11-29T12:00:00Z"))!)).toMatch(/EUR 1,477.93 a month from 1 June 2026$/);
  });
});
