import { describe, expect, it } from "vitest";
import { baseQuantitySchema, describeEdition, editionOn, type BaseQuantity } from "./base-quantity";
import { BASE_QUANTITIES } from "./quantities";
import { SITES, siteServes } from "../sites/index";

const quantity = (id: string): BaseQuantity => {
  const found = BASE_QUANTITIES.find((q) => q.id === id);
  if (!found) throw new Error(`no base quantity ${id}`);
  return found;
};

describe("base quantities", () => {
  it("every quantity validates against the schema", () => {
    const failures = BASE_QUANTITIES.flatMap((q) => {
      const result = baseQuantitySchema.safeParse(q);
      return result.success ? [] : [`${q.id}: ${result.error.message}`];
    });
    expect(failures).toEqual([]);
  });

  it("ids are unique", () => {
    const ids = BASE_QUANTITIES.map((q) => q.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("every edition's link is a page of a registered site named in its label", () => {
    const wrong = BASE_QUANTITIES.flatMap((q) =>
      q.editions.flatMap(({ appliesFrom, citation }) => {
        const owner = citation.via ?? citation.publisher;
        const site = SITES[owner];
        if (!site) return [`${q.id} ${appliesFrom}: "${owner}" is not a registered site`];
        if (!siteServes(site, citation.url)) return [`${q.id} ${appliesFrom}: "${owner}" does not serve ${citation.url}`];
        return [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("editionOn picks the edition in force on the day", () => {
    const wage = quantity("portugal.minimum-wage");
    expect(editionOn(wage, new Date("2025-06-01T12:00:00Z"))?.value).toBe(870);
    expect(editionOn(wage, new Date("2026-02-01T12:00:00Z"))?.value).toBe(920);
    expect(editionOn(wage, new Date("2024-06-01T12:00:00Z"))).toBeNull();
  });

  it("Spain's IPREM edition of 2023 still applies in 2026", () => {
    expect(editionOn(quantity("spain.iprem"), new Date("2026-02-01T12:00:00Z"))?.value).toBe(600);
  });

  it("describes an edition in plain words", () => {
    const wage = quantity("portugal.minimum-wage");
    const edition = editionOn(wage, new Date("2026-02-01T12:00:00Z"));
    if (!edition) throw new Error("no 2026 edition");
    expect(describeEdition(wage, edition)).toBe(
      "Portugal's national minimum monthly wage (retribuição mínima mensal garantida, mainland Portugal), EUR 920 a month from 1 January 2026",
    );
  });
});
