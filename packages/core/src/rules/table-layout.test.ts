import { describe, expect, it } from "vitest";
import { tableDisplaySize, tablePositionOrDefault } from "./table-layout.ts";

describe("tableDisplaySize (spec: width ceil(seats/2)*30, height 60)", () => {
  it("draws 2 seats 30 wide, 3 and 4 seats 60 wide, 12 seats 180 wide, all 60 high", () => {
    expect(tableDisplaySize(2)).toEqual({ width: 30, height: 60 });
    expect(tableDisplaySize(3)).toEqual({ width: 60, height: 60 });
    expect(tableDisplaySize(4)).toEqual({ width: 60, height: 60 });
    expect(tableDisplaySize(12)).toEqual({ width: 180, height: 60 });
  });
  it("given 0, a negative or no seat count, draws one seat", () => {
    expect(tableDisplaySize(0).width).toBe(30);
    expect(tableDisplaySize(-4).width).toBe(30);
    expect(tableDisplaySize(undefined).width).toBe(30);
  });
});

describe("tablePositionOrDefault (spec: x 75, y 75, rotation 0)", () => {
  it("given no position, uses the default", () => {
    expect(tablePositionOrDefault(undefined)).toEqual({ x: 75, y: 75, rotation: 0 });
  });
  it("keeps the valid parts, including 0, and fills the rest", () => {
    expect(tablePositionOrDefault({ x: 0, y: Number.NaN, rotation: 90 })).toEqual({
      x: 0,
      y: 75,
      rotation: 90,
    });
  });
});
