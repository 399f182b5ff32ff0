import { describe, expect, it } from "vitest";
import { failingValidationCases, validationCases } from "./validation-cases.ts";

describe("validation cases (the same run against the production build in test:build)", () => {
  it("given the source schemas, every case gives its expected result", () => {
    expect(validationCases.length).toBeGreaterThan(5);
    expect(failingValidationCases()).toEqual([]);
  });
});
