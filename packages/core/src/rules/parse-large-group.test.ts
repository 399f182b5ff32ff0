import { describe, expect, it } from "vitest";
import { GUEST_PICKER_OPTIONS, parseLargeGroup } from "./parse-large-group.ts";

describe("parseLargeGroup (required: 'Größere Gruppe?' min 16, max 30)", () => {
  it("given 16 or 30 (the bounds), applies them", () => {
    expect(parseLargeGroup(16)).toBe(16);
    expect(parseLargeGroup("30")).toBe(30);
    expect(parseLargeGroup(" 21 ")).toBe(21);
  });
  it("given 15 or 31 (just outside), rejects them", () => {
    expect(parseLargeGroup(15)).toBeNull();
    expect(parseLargeGroup("31")).toBeNull();
  });
  it("given 9 to 15 (inside the contradictory 9-to-20 window), rejects them", () => {
    expect(parseLargeGroup(9)).toBeNull();
    expect(parseLargeGroup(12)).toBeNull();
  });
  it("given empty, fractional or non-numeric input, returns null", () => {
    expect(parseLargeGroup("")).toBeNull();
    expect(parseLargeGroup("20.5")).toBeNull();
    expect(parseLargeGroup("zwanzig")).toBeNull();
    expect(parseLargeGroup(Number.NaN)).toBeNull();
    expect(parseLargeGroup(undefined)).toBeNull();
  });
});

describe("guest picker (required: 1 to 15, default 2)", () => {
  it("offers 1 to 15", () => {
    expect(GUEST_PICKER_OPTIONS).toHaveLength(15);
    expect(GUEST_PICKER_OPTIONS[0]).toBe(1);
    expect(GUEST_PICKER_OPTIONS.at(-1)).toBe(15);
  });
});
