import { describe, expect, it } from "vitest";
import { inForceByDay } from "@server/in-force";
import { reportFor } from "../../../tests/support/report-documents";
import { officialLinks } from "./official-links";

const inForce = inForceByDay()(new Date("2026-11-23T10:00:00Z"));

describe("the official offices in the buyer's hub", () => {
  it.each(inForce.catalog.destinations.map((destination) => destination.name))("%s: the US embassy with its phone, the immigration authority, and every missing office said plainly", (country) => {
    const { assessment } = reportFor({ preferred_country: country, preferred_city: null, climate_preference: inForce.catalog.findByName(country)?.climateTypes[0] });
    const { links, gaps } = officialLinks(assessment, inForce);
    const roles = links.map((link) => link.role);
    expect(roles).toContain("US embassy");
    expect(links.find((link) => link.role === "US embassy")?.phone).toMatch(/\d/);
    for (const link of links) expect(link.url).toMatch(/^https:\/\//);
    for (const role of ["Immigration authority", "Tax authority", "US embassy"]) {
      expect(roles.includes(role) || gaps.some((gap) => gap.startsWith(`${role}:`)), role).toBe(true);
    }
    expect(roles.some((role) => role.startsWith("Recognition"))).toBe(true);
  });
});
