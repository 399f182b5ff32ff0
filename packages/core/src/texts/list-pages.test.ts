import { describe, expect, it } from "vitest";
import { listPageTexts } from "./list-pages.ts";

describe("list page texts", () => {
  it("given a page of a long list, says how many of how many are shown, with German digit grouping", () => {
    expect(listPageTexts.shownOf(20, 2000)).toBe("20 von 2.000");
    expect(listPageTexts.shownOf(0, 0)).toBe("0 von 0");
  });

  it("given the limits, names them in the refusals", () => {
    expect(listPageTexts.invalidLimit(50)).toBe("Pro Seite sind 1 bis 50 Einträge möglich.");
    expect(listPageTexts.searchTooLong(100)).toBe("Der Suchbegriff darf höchstens 100 Zeichen lang sein.");
  });
});
