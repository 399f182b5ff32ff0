import { describe, expect, it } from "vitest";
import { specialHourBodySchema, specialHourSchema } from "./special-hour.ts";

const valid = { title: "Weihnachten", startDate: "2026-12-24", endDate: "2026-12-26", isClosed: true };
const message = (input: unknown) => specialHourBodySchema.safeParse(input).error?.issues[0]?.message;

describe("specialHourBodySchema", () => {
  it("given a valid closed holiday, fills the defaults", () => {
    expect(specialHourBodySchema.parse(valid)).toEqual({
      ...valid,
      type: "holiday",
      isRecurring: false,
    });
  });
  it("given the same start and end day, accepts it (inclusive range)", () => {
    expect(specialHourBodySchema.safeParse({ ...valid, endDate: valid.startDate }).success).toBe(true);
  });
  it("given an end before the start, answers the required German text", () => {
    expect(message({ ...valid, endDate: "2026-12-23" })).toBe(
      "Das Enddatum darf nicht vor dem Startdatum liegen.",
    );
  });
  it("given a blank title, refuses it", () => {
    expect(message({ ...valid, title: "   " })).toBe("Bitte geben Sie einen Titel ein.");
  });
  it("given a missing date, asks for both dates; given 2026-02-30, refuses it", () => {
    expect(message({ title: "X", startDate: "2026-01-01" })).toBe(
      "Bitte geben Sie ein Start- und ein Enddatum an.",
    );
    expect(specialHourBodySchema.safeParse({ ...valid, startDate: "2026-02-30" }).success).toBe(false);
  });
  it("given type closed and custom hours, accepts them", () => {
    const parsed = specialHourBodySchema.parse({
      ...valid,
      type: "special_event",
      isClosed: false,
      customHours: { openTime: "18:00", closeTime: "23:00" },
    });
    expect(parsed.customHours).toEqual({ openTime: "18:00", closeTime: "23:00" });
    expect(specialHourBodySchema.parse({ ...valid, type: "closed" }).type).toBe("closed");
  });
});

describe("specialHourSchema", () => {
  it("given an unknown type, reads it as other", () => {
    expect(specialHourSchema.parse({ id: 1, ...valid, type: "party" })).toMatchObject({
      _id: "1",
      type: "other",
    });
  });
});
