import { describe, expect, it } from "vitest";
import { healthResponseSchema } from "./system.ts";
import { timeSlotsResponseSchema } from "./time-slot.ts";

describe("timeSlotsResponseSchema", () => {
  it("given the slot answer, reads date, guests and slots", () => {
    const answer = {
      success: true,
      message: "Verfügbare Zeiten",
      date: { formatted: "01.05.2026", dayName: "Freitag" },
      guests: 4,
      timeSlots: [
        { time: "18:00", available: true, status: "Verfügbar" },
        { time: "18:30", available: false, status: "Ausgebucht" },
      ],
    };
    expect(timeSlotsResponseSchema.parse(answer)).toEqual(answer);
  });
  it("given a closed day without slots, reads an empty list", () => {
    expect(timeSlotsResponseSchema.parse({ success: true, closed: true }).timeSlots).toEqual([]);
  });
});

describe("healthResponseSchema", () => {
  it("given pglite or postgres, accepts it", () => {
    expect(healthResponseSchema.parse({ ok: true, db: "pglite" }).db).toBe("pglite");
    expect(healthResponseSchema.safeParse({ ok: true, db: "mysql" }).success).toBe(false);
  });
});
