import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { planTimeline, type TimelinePerson } from "@server/reports/relocation-timeline";
import { dueDate, planItems } from "./hub-plan";

const ALONE: TimelinePerson = { incomeKind: null, household: { adults: 1, children: 0 }, recognition: null, schoolYearStarts: null };

describe("the plan's due dates", () => {
  it("falls on the day before the same date N months later, clamped to short months", () => {
    expect(dueDate("2027-01-15", 1)).toBe("2027-02-14");
    expect(dueDate("2027-01-31", 1)).toBe("2027-02-27");
    expect(dueDate("2028-01-31", 1)).toBe("2028-02-28");
    expect(dueDate("2027-03-01", 9)).toBe("2027-11-30");
    expect(dueDate("2027-11-30", 3)).toBe("2028-02-28");
  });

  it("moves later with every month and stays within the month it names", () => {
    const day = fc.date({ min: new Date("2020-01-01"), max: new Date("2035-12-31"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 23 }), (start, month) => {
        expect(dueDate(start, month + 1) > dueDate(start, month)).toBe(true);
        expect(dueDate(start, month) >= start).toBe(true);
      }),
    );
  });
});

describe("the plan as a checklist", () => {
  const months = planTimeline({ country: "Portugal", city: "Lisbon", planned: null, person: ALONE, emergencyNumber: "112" });

  it("makes every timeline step an item with a stable id, dated once a start is chosen", () => {
    const items = planItems(months, "2027-03-01", new Set(["m2-1"]));
    expect(items).toHaveLength(months.flatMap((month) => month.steps).length);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(items.filter((item) => item.done).map((item) => item.id)).toEqual(["m2-1"]);
    expect(items.find((item) => item.id === "m9-1")?.due).toBe("2027-11-30");
    expect(planItems(months, null, new Set()).every((item) => item.due === null)).toBe(true);
    expect(planItems(months, null, new Set()).map((item) => item.id)).toEqual(items.map((item) => item.id));
  });
});
