import { describe, expect, it } from "vitest";
import {
  averageOneDecimal,
  centsToEuroAmount,
  euroAmountToCents,
  parseEuroAmountInput,
  percentOneDecimal,
} from "./money-cents.ts";

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

describe("parseEuroAmountInput", () => {
  it("given German or English decimals, reads the amount; anything else is NaN", () => {
    expect(parseEuroAmountInput("12,50")).toBe(12.5);
    expect(parseEuroAmountInput(" 3.4 ")).toBe(3.4);
    expect(parseEuroAmountInput("-1")).toBe(-1);
    expect(parseEuroAmountInput("")).toBeNaN();
    expect(parseEuroAmountInput("1.000,50")).toBeNaN();
    expect(parseEuroAmountInput("zwölf")).toBeNaN();
  });
});
