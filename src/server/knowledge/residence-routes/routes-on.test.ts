/** A threshold defined from a base quantity carries the edition it was computed from, with that edition's second source. */
import { describe, expect, it } from "vitest";
import { TEST_SOURCE } from "../../../../tests/support/knowledge";
import type { BaseQuantity } from "@server/facts/base-quantities/base-quantity";
import type { DerivedThreshold } from "../knowledge.schema";
import { thresholdOn } from "./routes-on";

const second = { ...TEST_SOURCE, publisher: "Second fixture source", title: "Second fixture source" };
const wage: BaseQuantity = {
  id: "portugal.fixture-wage",
  country: "portugal",
  what: "the fixture wage",
  currency: "EUR",
  period: "month",
  editions: [
    { value: 800, appliesFrom: "2025-01-01", citation: TEST_SOURCE },
    { value: 900, appliesFrom: "2026-01-01", citation: TEST_SOURCE, crossCheck: { source: second, differs: "EUR 910 a month" } },
  ],
};
const floor: DerivedThreshold = { kind: "income", basedOn: { quantity: wage.id, times: 2 }, period: "month", basis: "twice {base}", source: TEST_SOURCE };

describe("a threshold computed from a base quantity", () => {
  it("takes the edition in force and brings that edition's second source with it", () => {
    const before = thresholdOn(floor, new Date("2025-06-01T12:00:00Z"), () => wage);
    const after = thresholdOn(floor, new Date("2026-06-01T12:00:00Z"), () => wage);
    expect(before).toMatchObject({ amount: 1600, edition: { appliesFrom: "2025-01-01" } });
    expect("edition" in before && before.edition?.crossCheck).toBeFalsy();
    expect(after).toMatchObject({ amount: 1800, edition: { appliesFrom: "2026-01-01", crossCheck: { source: second, differs: "EUR 910 a month" } } });
  });
});
