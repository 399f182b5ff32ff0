import { describe, expect, it } from "vitest";
import { averageOneDecimal, centsToEuroAmount, euroAmountToCents, percentOneDecimal } from "./money-cents.ts";

describe("money in cents", () => {
  it("converts euros to whole cents, rounding float noise (0.1 + 0.2 → 30)", () => {
    expect(euroAmountToCents(0.1 + 0.2)).toBe(30);
    expect(euroAmountToCents(19.99)).toBe(1999);
    expect(euroAmountToCents(Number.NaN)).toBe(0);
    expect(euroAmountToCents(undefined)).toBe(0);
  });
  it("converts cents back to euros", () => {
    expect(centsToEuroAmount(1999)).toBe(19.99);
  });
  it("gives percents and averages with one decimal, 0 when dividing by 0", () => {
    expect(percentOneDecimal(1, 3)).toBe(33.3);
    expect(percentOneDecimal(2, 3)).toBe(66.7);
    expect(percentOneDecimal(5, 0)).toBe(0);
    expect(averageOneDecimal(5, 2)).toBe(2.5);
    expect(averageOneDecimal(5, 0)).toBe(0);
  });
});
