import { describe, expect, it } from "vitest";
import { listPageSearch } from "./list-pages.ts";

describe("listPageSearch", () => {
  it("given nothing, still asks for a page of the default size (never the whole list)", () => {
    expect(listPageSearch({})).toBe("?limit=20");
  });

  it("given a search and a cursor, sends both, the search trimmed; a blank search is none", () => {
    expect(listPageSearch({ q: "  Köln ", cursor: "abc", limit: 6 })).toBe("?limit=6&q=K%C3%B6ln&cursor=abc");
    expect(listPageSearch({ q: "   ", cursor: null })).toBe("?limit=20");
  });
});
