import { describe, expect, it } from "vitest";
import { lastBookableDate } from "./dates.ts";
import { scheduleFrom } from "./restaurant-data.ts";

describe("lastBookableDate", () => {
  it("given no horizon, offers 90 days from 2026-05-12: up to 2026-08-09", () => {
    expect(lastBookableDate("2026-05-12")).toBe("2026-08-09");
  });

  it("given the restaurant's horizon of 7 days, offers no day after 2026-05-19", () => {
    expect(lastBookableDate("2026-05-12", 7)).toBe("2026-05-19");
  });

  it("given a horizon of 180 days (the default), still offers the widget's 90 days", () => {
    expect(lastBookableDate("2026-05-12", 180)).toBe("2026-08-09");
  });

  it("reads the horizon from the configuration's answer", () => {
    expect(scheduleFrom({ data: { bookingHorizonDays: 7 } }, null).horizonDays).toBe(7);
    expect(scheduleFrom({ data: {} }, null).horizonDays).toBeNull();
  });
});
