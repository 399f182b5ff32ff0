import { describe, expect, it } from "vitest";
import { isExclusionViolation } from "./booking.ts";

const whileChecking = 'while checking exclusion constraint on tuple (0,18) in relation "reservation_tables"';

describe("isExclusionViolation", () => {
  it("given the exclusion constraint's 23P01, directly or as a wrapped cause, says the table was lost", () => {
    expect(isExclusionViolation({ code: "23P01" })).toBe(true);
    expect(isExclusionViolation(new Error("query failed", { cause: { code: "23P01" } }))).toBe(true);
  });

  it("given a deadlock PostgreSQL broke while checking the exclusion constraint (two overlapping inserts at once), says the table was lost", () => {
    const deadlock = { code: "40P01", where: whileChecking };
    expect(isExclusionViolation(deadlock)).toBe(true);
    expect(isExclusionViolation(new Error("query failed", { cause: deadlock }))).toBe(true);
  });

  it("given any other deadlock, another constraint or no database error, says nothing about tables", () => {
    expect(
      isExclusionViolation({ code: "40P01", where: 'while updating tuple (0,3) in relation "outbox"' }),
    ).toBe(false);
    expect(isExclusionViolation({ code: "40P01" })).toBe(false);
    expect(isExclusionViolation({ code: "23505" })).toBe(false);
    expect(isExclusionViolation(new Error("network"))).toBe(false);
    expect(isExclusionViolation(null)).toBe(false);
  });
});
