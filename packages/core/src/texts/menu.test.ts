import { describe, expect, it } from "vitest";
import { menuCategoryHeading, menuCategoryLabel } from "./menu.ts";

describe("menu texts", () => {
  it("given each type, shows Getränke, Vorspeisen, Hauptspeisen, Dessert", () => {
    expect(menuCategoryLabel("drink")).toBe("Getränke");
    expect(menuCategoryLabel("appetizer")).toBe("Vorspeisen");
    expect(menuCategoryLabel("main")).toBe("Hauptspeisen");
    expect(menuCategoryLabel("dessert")).toBe("Dessert");
  });
  it("given a missing or unknown type (the default type is main), shows Hauptspeisen", () => {
    expect(menuCategoryLabel(undefined)).toBe("Hauptspeisen");
    expect(menuCategoryLabel("snack")).toBe("Hauptspeisen");
  });
  it("given a type and 4 items, builds the heading 'Getränke (4)'", () => {
    expect(menuCategoryHeading("drink", 4)).toBe("Getränke (4)");
  });
  it("given an empty category, shows the count 0", () => {
    expect(menuCategoryHeading("dessert", 0)).toBe("Dessert (0)");
  });
});
