import { describe, expect, it } from "vitest";
import {
  findNextFreeTimes,
  NEXT_FREE_TIMES_DAYS,
  nextFreeTimesUntil,
  type SlotAvailability,
} from "./next-free-times.ts";

const free = (time: string): SlotAvailability => ({ time, available: true });
const taken = (time: string): SlotAvailability => ({ time, available: false });

describe("findNextFreeTimes", () => {
  it("given free days, answers each day's first free time, from the first day on, up to the limit", async () => {
    const days: Record<string, SlotAvailability[]> = {
      "2026-05-15": [taken("18:00"), free("18:30"), free("19:00")],
      "2026-05-16": [free("17:00")],
      "2026-05-17": [free("12:00"), free("19:30")],
    };
    expect(await findNextFreeTimes("2026-05-15", 2, (date) => days[date] ?? [])).toEqual([
      { date: "2026-05-15", time: "18:30" },
      { date: "2026-05-16", time: "17:00" },
    ]);
  });

  it("given full and closed days between, skips them and crosses a month's end", async () => {
    const days: Record<string, SlotAvailability[]> = {
      "2026-05-30": [taken("19:00")],
      "2026-05-31": [],
      "2026-06-01": [taken("18:00"), free("21:00")],
    };
    expect(await findNextFreeTimes("2026-05-30", 5, (date) => days[date] ?? [])).toEqual([
      { date: "2026-06-01", time: "21:00" },
    ]);
  });

  it("given enough found, asks for no further day; given none free, looks at 14 days and no more", async () => {
    const asked: string[] = [];
    await findNextFreeTimes("2026-05-15", 1, async (date) => {
      asked.push(date);
      return [free("18:00")];
    });
    expect(asked).toEqual(["2026-05-15"]);
    asked.length = 0;
    expect(
      await findNextFreeTimes("2026-05-15", 5, (date) => {
        asked.push(date);
        return [taken("18:00")];
      }),
    ).toEqual([]);
    expect(asked).toHaveLength(NEXT_FREE_TIMES_DAYS);
    expect(asked.at(-1)).toBe(nextFreeTimesUntil("2026-05-15"));
    expect(nextFreeTimesUntil("2026-05-15")).toBe("2026-05-28");
  });

  it("given an invalid first day, answers nothing", async () => {
    expect(await findNextFreeTimes("2026-02-30", 5, () => [free("18:00")])).toEqual([]);
    expect(nextFreeTimesUntil("kein Datum")).toBe(null);
  });
});
