import { describe, expect, it } from "vitest";
import { formatEuroCompact } from "./euro-compact.ts";

describe("formatEuroCompact", () => {
  it("given 999.99, shows the full amount with 2 decimals", () => {
    expect(formatEuroCompact(999.99)).toBe("999,99\u00a0€");
  });
  it("given exactly 1000 (required: k-euro only above 1000), shows '1.000,00 €'", () => {
    expect(formatEuroCompact(1000)).toBe("1.000,00\u00a0€");
  });
  it("given 999.995, rounds to '1.000,00 €' and stays in full", () => {
    expect(formatEuroCompact(999.995)).toBe("1.000,00\u00a0€");
  });
  it("given 1000.01, switches to thousands: '1,0 Tsd. €'", () => {
    expect(formatEuroCompact(1000.01)).toBe("1,0\u00a0Tsd.\u00a0€");
  });
  it("given 1234.56, shows '1,2 Tsd. €'", () => {
    expect(formatEuroCompact(1234.56)).toBe("1,2\u00a0Tsd.\u00a0€");
  });
  it("given 1250, rounds half up to '1,3 Tsd. €'", () => {
    expect(formatEuroCompact(1250)).toBe("1,3\u00a0Tsd.\u00a0€");
  });
  it("given 45678, shows '45,7 Tsd. €'", () => {
    expect(formatEuroCompact(45_678)).toBe("45,7\u00a0Tsd.\u00a0€");
  });
  it("given 999960, which would round to 1.000 Tsd., shows '1,0 Mio. €'", () => {
    expect(formatEuroCompact(999_960)).toBe("1,0\u00a0Mio.\u00a0€");
  });
  it("given 1500000, shows '1,5 Mio. €'", () => {
    expect(formatEuroCompact(1_500_000)).toBe("1,5\u00a0Mio.\u00a0€");
  });
  it("given a negative amount above 1000, keeps the sign", () => {
    expect(formatEuroCompact(-2500)).toBe("-2,5\u00a0Tsd.\u00a0€");
  });
  it("given NaN, shows '0,00 €'", () => {
    expect(formatEuroCompact(Number.NaN)).toBe("0,00\u00a0€");
  });
});
