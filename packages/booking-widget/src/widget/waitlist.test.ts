import { describe, expect, it } from "vitest";
import { waitlistWindow } from "./waitlist.ts";

const taken = (time: string, status = "Ausgebucht") => ({ time, available: false, status });

describe("waitlistWindow", () => {
  it("given every slot taken, answers the first and the last slot", () => {
    expect(waitlistWindow([taken("18:00"), taken("18:30"), taken("21:00")])).toEqual(["18:00", "21:00"]);
  });
  it("given slots already past (or within the lead time), starts after them", () => {
    expect(waitlistWindow([taken("12:00", "Vergangen"), taken("18:00"), taken("20:00")])).toEqual([
      "18:00",
      "20:00",
    ]);
  });
  it("given a free slot, no slot, or only past ones, answers null: nothing to wait for", () => {
    expect(waitlistWindow([taken("18:00"), { time: "19:00", available: true, status: "Verfügbar" }])).toBe(
      null,
    );
    expect(waitlistWindow([])).toBe(null);
    expect(waitlistWindow([taken("12:00", "Vergangen")])).toBe(null);
  });
});
