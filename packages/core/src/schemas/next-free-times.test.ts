import { describe, expect, it } from "vitest";
import { validationTexts } from "../texts/validation.ts";
import { nextFreeTimesQuerySchema } from "./next-free-times.ts";

const messageOf = (query: Record<string, string>) =>
  nextFreeTimesQuerySchema.safeParse(query).error?.issues[0]?.message;

describe("nextFreeTimesQuerySchema", () => {
  it("given a date, a party and a limit as query text, reads the numbers; the limit may be left out", () => {
    expect(nextFreeTimesQuerySchema.parse({ from: "2026-05-15", guests: "4", limit: "3" })).toEqual({
      from: "2026-05-15",
      guests: 4,
      limit: 3,
    });
    expect(nextFreeTimesQuerySchema.parse({ from: "2026-05-15", guests: "2" })).toEqual({
      from: "2026-05-15",
      guests: 2,
    });
  });

  it("given a missing or impossible date, or a party outside 1 to 30, refuses it in German", () => {
    expect(messageOf({ guests: "2" })).toBe(validationTexts.invalidDate);
    expect(messageOf({ from: "2026-02-30", guests: "2" })).toBe(validationTexts.invalidDate);
    expect(messageOf({ from: "2026-05-15" })).toBe(validationTexts.guestsOutOfRange);
    expect(messageOf({ from: "2026-05-15", guests: "31" })).toBe(validationTexts.guestsOutOfRange);
  });

  it.each(["0", "15", "x", "2.5", "-1", ""])("given the limit %j, refuses it naming 1 to 14", (limit) => {
    expect(messageOf({ from: "2026-05-15", guests: "2", limit })).toBe(
      "Die Anzahl der Termine muss eine ganze Zahl von 1 bis 14 sein.",
    );
  });

  it("given an unknown parameter, refuses it", () => {
    expect(nextFreeTimesQuerySchema.safeParse({ from: "2026-05-15", guests: "2", days: "30" }).success).toBe(
      false,
    );
  });
});
