import { describe, expect, it } from "vitest";
import {
  isListPageRequest,
  LIST_PAGE_MAX,
  LIST_PAGE_SIZE,
  LIST_SEARCH_MAX_LENGTH,
  listPageLimit,
  listSearchWords,
} from "./list-pages.ts";

describe("list pages", () => {
  it("holds 20 entries by default, at most 50, and searches up to 100 characters", () => {
    expect(LIST_PAGE_SIZE).toBe(20);
    expect(LIST_PAGE_MAX).toBe(50);
    expect(LIST_SEARCH_MAX_LENGTH).toBe(100);
    expect(LIST_PAGE_SIZE).toBeLessThanOrEqual(LIST_PAGE_MAX);
  });

  it("given no parameter, asks for the whole list; given any one, for a page", () => {
    expect(isListPageRequest({})).toBe(false);
    expect(isListPageRequest({ limit: 6 })).toBe(true);
    expect(isListPageRequest({ q: "" })).toBe(true);
    expect(isListPageRequest({ cursor: "abc" })).toBe(true);
  });

  it("given no limit, pages by the default; given one, by it", () => {
    expect(listPageLimit({ q: "rom" })).toBe(LIST_PAGE_SIZE);
    expect(listPageLimit({ limit: 6 })).toBe(6);
  });

  it("given a search, compares its words in lower case; a blank one is none", () => {
    expect(listSearchWords("  Trattoria   DEMO ")).toEqual(["trattoria", "demo"]);
    expect(listSearchWords("Straße")).toEqual(["straße"]);
    expect(listSearchWords("   ")).toEqual([]);
    expect(listSearchWords(undefined)).toEqual([]);
  });
});
