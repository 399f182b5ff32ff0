import { describe, expect, it } from "vitest";
import { reservationRangeTexts } from "../texts/reservation-range.ts";
import { reservationRangeQuerySchema } from "./reservation-range.ts";

describe("reservationRangeQuerySchema", () => {
  it("given both dates of a month, or neither, reads them", () => {
    expect(reservationRangeQuerySchema.parse({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(reservationRangeQuerySchema.parse({})).toEqual({});
  });

  it("given one date alone, a reversed or a too long range, refuses it in German at the field to fix", () => {
    const issue = (query: Record<string, string>) => {
      const result = reservationRangeQuerySchema.safeParse(query);
      return result.success
        ? null
        : { path: result.error.issues[0]?.path, message: result.error.issues[0]?.message };
    };
    expect(issue({ to: "2026-11-30" })).toEqual({
      path: ["from"],
      message: reservationRangeTexts.incomplete,
    });
    expect(issue({ from: "2026-11-01" })).toEqual({
      path: ["to"],
      message: reservationRangeTexts.incomplete,
    });
    expect(issue({ from: "2026-11-30", to: "2026-11-01" })).toEqual({
      path: ["to"],
      message: reservationRangeTexts.reversed,
    });
    expect(issue({ from: "2026-01-01", to: "2026-12-31" })?.message).toBe(reservationRangeTexts.tooLong(92));
    expect(issue({ from: "1. November", to: "2026-11-30" })?.path).toEqual(["from"]);
    expect(issue({ from: "2026-11-01", to: "2026-11-30", status: "x" })).not.toBeNull();
  });
});
