import { describe, expect, it } from "vitest";
import { formatDecimal } from "./decimal.ts";

describe("formatDecimal", () => {
  it("given a fraction, rounds to one decimal with a comma", () => {
    expect(formatDecimal(3.25)).toBe("3,3");
  });
  it("given a whole number, shows no decimals", () => {
    expect(formatDecimal(4)).toBe("4");
  });
  it("given NaN, shows 0", () => {
    expect(formatDecimal(Number.NaN)).toBe("0");
  });
});
