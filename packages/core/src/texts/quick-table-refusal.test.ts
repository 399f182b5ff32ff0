import { describe, expect, it } from "vitest";
import { quickConfigNoneRemovable } from "./quick-table-refusal.ts";

describe("quickConfigNoneRemovable", () => {
  it("given a seat size, names it and the reason", () => {
    expect(quickConfigNoneRemovable(4)).toBe(
      "Kein weiterer 4er Tisch kann entfernt werden: Die übrigen haben bevorstehende Reservierungen.",
    );
  });
});
