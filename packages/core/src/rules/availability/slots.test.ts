import { describe, expect, it } from "vitest";
import type { OpeningHoursLike } from "../closed-day.ts";
import { dayWithLunchBreak } from "../opening-hours-fixtures.ts";
import { computeDaySlots, type DaySlotsInput } from "./slots.ts";

// 2026-06-10 is a Wednesday; Berlin is on summer time (UTC+2).
const DAY = "2026-06-10";
const EARLIER = new Date("2026-06-01T10:00:00Z");
const wednesday = { isOpen: true, openTime: "17:00", closeTime: "22:00" };
const hours: OpeningHoursLike = { wednesday };

function input(overrides: Partial<DaySlotsInput> = {}): DaySlotsInput {
  return {
    date: DAY,
    openingHours: hours,
    specialHours: [],
    tables: [{ _id: "t1", tableNumber: "1", seats: 4, roomId: null }],
    reservations: [],
    partySize: 2,
    now: EARLIER,
    ...overrides,
  };
}

const times = (result: ReturnType<typeof computeDaySlots>) => result.slots.map((slot) => slot.time);

describe("computeDaySlots: slot grid", () => {
  it("given 17:00-22:00 and 120 minutes, steps by 30 from opening and keeps whole windows inside", () => {
    const result = computeDaySlots(input());
    expect(result.closed).toBe(false);
    expect(times(result)).toEqual(["17:00", "17:30", "18:00", "18:30", "19:00", "19:30", "20:00"]);
    expect(result.slots[0]).toMatchObject({
      available: true,
      status: "Verfügbar",
      startsAt: "2026-06-10T15:00:00.000Z",
      endsAt: "2026-06-10T17:00:00.000Z",
      assignment: { tableIds: ["t1"], seats: 4 },
    });
  });

  it("given interval 60 and duration 90, steps by the hour from opening", () => {
    const result = computeDaySlots(input({ slotInterval: 60, reservationDuration: 90 }));
    expect(times(result)).toEqual(["17:00", "18:00", "19:00", "20:00"]);
  });

  it("given an opening time off the grid, starts the steps at the opening time", () => {
    const result = computeDaySlots(
      input({ openingHours: { wednesday: { ...wednesday, openTime: "17:10" } } }),
    );
    expect(times(result)[0]).toBe("17:10");
    expect(times(result).at(-1)).toBe("19:40");
  });

  it("given a lunch break, offers only windows before it or after it", () => {
    const result = computeDaySlots(input({ openingHours: { wednesday: dayWithLunchBreak } }));
    expect(times(result)).toEqual(
      ["11:00", "11:30", "12:00", "12:30"].concat([
        "17:00",
        "17:30",
        "18:00",
        "18:30",
        "19:00",
        "19:30",
        "20:00",
      ]),
    );
  });

  it("given a closing time after midnight, lets windows run past midnight but starts stay on the day", () => {
    const late = { isOpen: true, openTime: "21:00", closeTime: "01:00" };
    const result = computeDaySlots(input({ openingHours: { wednesday: late } }));
    expect(times(result)).toEqual(["21:00", "21:30", "22:00", "22:30", "23:00"]);
    expect(result.slots.at(-1)?.endsAt).toBe("2026-06-10T23:00:00.000Z");
  });

  it("given a closing time of 00:00, reads it as midnight at the end of the day", () => {
    const result = computeDaySlots(
      input({ openingHours: { wednesday: { ...wednesday, closeTime: "00:00" } } }),
    );
    expect(times(result).at(-1)).toBe("22:00");
  });
});

describe("computeDaySlots: closed days and special hours", () => {
  it("given the weekday is closed, returns no slots and says Geschlossen", () => {
    const result = computeDaySlots(input({ openingHours: { wednesday: { ...wednesday, isOpen: false } } }));
    expect(result).toEqual({ closed: true, status: "Geschlossen", slots: [] });
  });

  it("given a closing special-hours range covering the day, returns Geschlossen", () => {
    const specialHours = [
      { startDate: "2026-06-09", endDate: "2026-06-11", isClosed: true, type: "vacation" },
    ];
    expect(computeDaySlots(input({ specialHours }))).toEqual({
      closed: true,
      status: "Geschlossen",
      slots: [],
    });
  });

  it("given custom special hours, uses them instead of the weekday's", () => {
    const specialHours = [
      {
        startDate: DAY,
        endDate: DAY,
        isClosed: false,
        customHours: { openTime: "12:00", closeTime: "15:00" },
      },
    ];
    expect(times(computeDaySlots(input({ specialHours })))).toEqual(["12:00", "12:30", "13:00"]);
  });

  it("given custom special hours on a weekday that is normally closed, opens the day", () => {
    const specialHours = [
      { startDate: DAY, endDate: DAY, customHours: { openTime: "18:00", closeTime: "20:00" } },
    ];
    const result = computeDaySlots(input({ openingHours: {}, specialHours }));
    expect(result.closed).toBe(false);
    expect(times(result)).toEqual(["18:00"]);
  });
});

describe("computeDaySlots: past slots and lead time", () => {
  const now = new Date("2026-06-10T16:10:00Z"); // 18:10 in Berlin

  it("given a public booking, marks slots before now plus 30 minutes as Vergangen", () => {
    const result = computeDaySlots(input({ now }));
    const statuses = result.slots.map((slot) => [slot.time, slot.status]);
    expect(statuses.slice(0, 5)).toEqual([
      ["17:00", "Vergangen"],
      ["17:30", "Vergangen"],
      ["18:00", "Vergangen"],
      ["18:30", "Vergangen"],
      ["19:00", "Verfügbar"],
    ]);
    expect(result.slots.find((slot) => slot.time === "18:30")?.available).toBe(false);
  });

  it("given a configured lead time of 0, offers the next slot that has not started", () => {
    const result = computeDaySlots(input({ now, leadTimeMinutes: 0 }));
    expect(result.slots.find((slot) => slot.available)?.time).toBe("18:30");
  });

  it("given a staff booking, offers the current slot (started at most one interval ago) as a walk-in", () => {
    const result = computeDaySlots(input({ now, channel: "staff" }));
    expect(result.slots.find((slot) => slot.available)?.time).toBe("18:00");
    expect(result.slots.find((slot) => slot.time === "17:30")?.status).toBe("Vergangen");
  });

  it("given a staff booking exactly one interval after a slot's start, the next slot is the current one", () => {
    const result = computeDaySlots(input({ now: new Date("2026-06-10T16:30:00Z"), channel: "staff" }));
    expect(result.slots.find((slot) => slot.available)?.time).toBe("18:30");
  });
});

describe("computeDaySlots: unavailable slots", () => {
  it("given fitting tables that are taken, says Ausgebucht", () => {
    const reservations = [{ tableIds: ["t1"], reservationDate: DAY, timeSlot: "19:00" }];
    const result = computeDaySlots(input({ reservations }));
    const byTime = new Map(result.slots.map((slot) => [slot.time, slot]));
    expect(byTime.get("17:00")?.status).toBe("Verfügbar"); // ends 19:00: half-open windows touch
    expect(byTime.get("17:30")).toMatchObject({ available: false, status: "Ausgebucht" });
    expect(byTime.get("17:30")?.assignment).toBeUndefined();
    expect(byTime.get("20:00")?.status).toBe("Ausgebucht");
  });

  it("given no table or combination in any room could seat the party, says Keine passenden Tische", () => {
    const tables = [
      { _id: "a", tableNumber: "1", seats: 4, roomId: "hall" },
      { _id: "b", tableNumber: "2", seats: 4, roomId: "terrace" },
    ];
    const result = computeDaySlots(input({ tables, partySize: 6 }));
    expect(new Set(result.slots.map((slot) => slot.status))).toEqual(new Set(["Keine passenden Tische"]));
  });

  it("given no tables at all, says Keine passenden Tische", () => {
    const result = computeDaySlots(input({ tables: [] }));
    expect(result.slots[0]?.status).toBe("Keine passenden Tische");
  });

  it("given an invalid party size, throws a RangeError", () => {
    expect(() => computeDaySlots(input({ partySize: 0 }))).toThrow(RangeError);
  });
});
