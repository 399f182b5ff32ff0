import { describe, expect, it } from "vitest";
import { tableNumberProblem } from "./table-number.ts";

const tables = [
  { _id: "t1", tableNumber: "1" },
  { _id: "t2", tableNumber: 2 },
];

describe("tableNumberProblem (non-empty after trimming, unique per restaurant)", () => {
  it("given blanks only, is blank", () => {
    expect(tableNumberProblem("   ", "t1", tables)).toBe("blank");
  });
  it("given the number of another table, is taken (numbers compare as text)", () => {
    expect(tableNumberProblem(" 2 ", "t1", tables)).toBe("taken");
  });
  it("given the table's own number or a new one, is fine", () => {
    expect(tableNumberProblem("1", "t1", tables)).toBeNull();
    expect(tableNumberProblem("A7", "t1", tables)).toBeNull();
  });
});
