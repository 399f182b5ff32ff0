import { describe, expect, it } from "vitest";
import { chooseTable, isAddingClick } from "./table-selection.ts";

describe("chooseTable", () => {
  it("given a plain click, chooses only the clicked table", () => {
    expect(chooseTable(["a", "b"], "c", false)).toEqual(["c"]);
  });

  it("given an adding click on a new table, adds it at the end", () => {
    expect(chooseTable(["a"], "b", true)).toEqual(["a", "b"]);
  });

  it("given an adding click on a chosen table, takes it out", () => {
    expect(chooseTable(["a", "b", "c"], "b", true)).toEqual(["a", "c"]);
  });
});

describe("isAddingClick", () => {
  it("given Shift, Ctrl or Cmd, adds; given none, does not", () => {
    const none = { shiftKey: false, ctrlKey: false, metaKey: false };
    expect(isAddingClick(none)).toBe(false);
    expect(isAddingClick({ ...none, shiftKey: true })).toBe(true);
    expect(isAddingClick({ ...none, ctrlKey: true })).toBe(true);
    expect(isAddingClick({ ...none, metaKey: true })).toBe(true);
  });
});
