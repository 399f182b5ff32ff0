import { describe, expect, it } from "vitest";
import { isSimpleEmail } from "./email-pattern.ts";

describe("isSimpleEmail", () => {
  it("given something@something.tld, with spaces around, accepts it", () => {
    expect(isSimpleEmail(" anna@example.test ")).toBe(true);
  });

  it("given no @, no dot after it, or a space inside, refuses it", () => {
    expect(isSimpleEmail("anna.example.test")).toBe(false);
    expect(isSimpleEmail("anna@example")).toBe(false);
    expect(isSimpleEmail("an na@example.test")).toBe(false);
    expect(isSimpleEmail("")).toBe(false);
  });
});
