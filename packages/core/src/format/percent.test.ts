import { describe, expect, it } from "vitest";
import { formatPercent } from "./percent.ts";

describe("formatPercent", () => {
  it("given 12.5, shows '12,5 %' (required: success rate as a percent with one decimal)", () => {
    expect(formatPercent(12.5)).toBe("12,5\u00a0%");
  });
  it("given a whole number, still shows one decimal", () => {
    expect(formatPercent(100)).toBe("100,0\u00a0%");
  });
  it("given 66.66…, rounds to one decimal", () => {
    expect(formatPercent((2 / 3) * 100)).toBe("66,7\u00a0%");
  });
  it("given 0.05, rounds half away from zero to '0,1 %'", () => {
    expect(formatPercent(0.05)).toBe("0,1\u00a0%");
  });
  it("given 0, shows '0,0 %'", () => {
    expect(formatPercent(0)).toBe("0,0\u00a0%");
  });
  it("given NaN (no reservations in the period), shows '0,0 %'", () => {
    expect(formatPercent(Number.NaN)).toBe("0,0\u00a0%");
  });
});
