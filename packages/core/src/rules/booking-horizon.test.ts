import { describe, expect, it } from "vitest";
import { germanDate, isBeyondHorizon, isSameDayClosed, lastBookableDate } from "./booking-horizon.ts";
import { bookingLimitErrorCodes, onlineDayRefusal } from "./booking-limits.ts";

const BERLIN = "Europe/Berlin";
// 2026-11-29 23:30 UTC is already 2026-11-30 00:30 in Berlin (winter time, UTC+1).
const LATE_SUNDAY_UTC = new Date("2026-11-29T23:30:00Z");
// 2026-06-10 18:30 in Berlin (summer time, UTC+2).
const WEDNESDAY_EVENING = new Date("2026-06-10T16:30:00Z");

describe("booking horizon", () => {
  it("given 180 days from 2026-11-30 (Berlin), the last bookable day is 2027-05-29", () => {
    expect(lastBookableDate(LATE_SUNDAY_UTC, 180, BERLIN)).toBe("2027-05-29");
  });

  it("given the restaurant's day, counts from its calendar day and not the server's UTC day", () => {
    expect(lastBookableDate(LATE_SUNDAY_UTC, 1, "UTC")).toBe("2026-11-30");
    expect(lastBookableDate(LATE_SUNDAY_UTC, 1, BERLIN)).toBe("2026-12-01");
  });

  it("given a horizon of 180 days, the 180th day is bookable and the 181st is not", () => {
    expect(isBeyondHorizon("2027-05-29", LATE_SUNDAY_UTC, 180, BERLIN)).toBe(false);
    expect(isBeyondHorizon("2027-05-30", LATE_SUNDAY_UTC, 180, BERLIN)).toBe(true);
  });

  it("given a refusal beyond the horizon, names the last bookable day in German", () => {
    expect(
      onlineDayRefusal(
        "2027-05-30",
        LATE_SUNDAY_UTC,
        { bookingHorizonDays: 180, sameDayCutoff: null },
        BERLIN,
      ),
    ).toEqual({
      code: bookingLimitErrorCodes.beyondHorizon,
      message: "Online-Reservierungen sind bis zum 29.05.2027 möglich.",
    });
  });

  it("formats wire dates as dd.MM.yyyy", () => {
    expect(germanDate("2027-05-28")).toBe("28.05.2027");
  });
});

describe("same-day cut-off", () => {
  it("given a cut-off at 18:00 and 18:30 in Berlin, today is closed and tomorrow is not", () => {
    expect(isSameDayClosed("2026-06-10", WEDNESDAY_EVENING, "18:00", BERLIN)).toBe(true);
    expect(isSameDayClosed("2026-06-11", WEDNESDAY_EVENING, "18:00", BERLIN)).toBe(false);
  });

  it("given a cut-off at 19:00 and 18:30, today is still open", () => {
    expect(isSameDayClosed("2026-06-10", WEDNESDAY_EVENING, "19:00", BERLIN)).toBe(false);
  });

  it("given the cut-off minute itself, today is closed", () => {
    expect(isSameDayClosed("2026-06-10", WEDNESDAY_EVENING, "18:30", BERLIN)).toBe(true);
  });

  it("given no cut-off (null or empty), never closes", () => {
    expect(isSameDayClosed("2026-06-10", WEDNESDAY_EVENING, null, BERLIN)).toBe(false);
    expect(isSameDayClosed("2026-06-10", WEDNESDAY_EVENING, "", BERLIN)).toBe(false);
  });

  it("given a refusal, offers the restaurant's phone, or ends after „an.“ without one", () => {
    const limits = { bookingHorizonDays: 180, sameDayCutoff: "18:00" };
    expect(onlineDayRefusal("2026-06-10", WEDNESDAY_EVENING, limits, BERLIN, "030 123456")).toEqual({
      code: "same_day_closed",
      message: "Für heute nehmen wir online keine Reservierungen mehr an – rufen Sie uns gern an: 030 123456",
    });
    expect(onlineDayRefusal("2026-06-10", WEDNESDAY_EVENING, limits, BERLIN, "")?.message).toBe(
      "Für heute nehmen wir online keine Reservierungen mehr an.",
    );
  });
});
