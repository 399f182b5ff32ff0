import { describe, expect, it } from "vitest";
import { formatEuro } from "./euro.ts";

describe("formatEuro", () => {
  it("given a whole amount, shows 2 decimals and the euro sign (required: prices with 2 decimals)", () => {
    expect(formatEuro(15)).toBe("15,00\u00a0€");
  });
  it("given thousands, groups them with a dot", () => {
    expect(formatEuro(1234.5)).toBe("1.234,50\u00a0€");
  });
  it("given a non-finite amount, shows zero", () => {
    expect(formatEuro(Number.NaN)).toBe("0,00\u00a0€");
  });
  it("given 0.005, rounds half up to '0,01 €'", () => {
    expect(formatEuro(0.005)).toBe("0,01\u00a0€");
  });
  it("given 999.995, rounds up to '1.000,00 €'", () => {
    expect(formatEuro(999.995)).toBe("1.000,00\u00a0€");
  });
  it("given 1.005 (binary 1.00499…), rounds as written to '1,01 €'", () => {
    expect(formatEuro(1.005)).toBe("1,01\u00a0€");
  });
  it("given 1000, shows '1.000,00 €'", () => {
    expect(formatEuro(1000)).toBe("1.000,00\u00a0€");
  });
  it("given 0, shows '0,00 €'", () => {
    expect(formatEuro(0)).toBe("0,00\u00a0€");
  });
});
