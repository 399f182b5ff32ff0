import { describe, expect, it } from "vitest";
import { welcomeLine } from "./shell.ts";

describe("welcomeLine", () => {
  it("given a name, greets by the trimmed name", () => {
    expect(welcomeLine(" Maria ")).toBe("Willkommen, Maria");
  });
  it("given a blank name, greets without a name", () => {
    expect(welcomeLine("  ")).toBe("Willkommen");
  });
});
