import { describe, expect, it } from "vitest";
import { formatEuro } from "./euro.ts";

describe("formatEuro", () => {
  it("given a whole amount, shows 2 decimals and the euro sign (spec: prices with 2 decimals)", () => {
    expect(formatEuro(15)).toBe("15,00\u00a0€");
  });
  it("given thousands, groups them with a dot", () => {
    expect(formatEuro(1234.5)).toBe("1.234,50\u00a0€");
  });
  it("given a non-finite amount, shows zero", () => {
    expect(formatEuro(Number.NaN)).toBe("0,00\u00a0€");
  });
});
