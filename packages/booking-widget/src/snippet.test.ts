import { describe, expect, it } from "vitest";
import { createSnippet } from "./snippet.ts";

describe("createSnippet", () => {
  it("given only the required options, renders the inline one-liner", () => {
    expect(createSnippet({ origin: "https://example.test/", restaurantId: "r1" })).toBe(
      '<script src="https://example.test/widget.js" data-restaurant="r1" async></script>',
    );
  });

  it("given button mode, English and a colour, adds exactly those attributes", () => {
    expect(
      createSnippet({
        origin: "https://example.test",
        restaurantId: "r1",
        mode: "button",
        lang: "en",
        color: "#c8a04a",
      }),
    ).toBe(
      '<script src="https://example.test/widget.js" data-restaurant="r1" data-mode="button" data-lang="en" data-color="#c8a04a" async></script>',
    );
  });

  it("given an id with quotes, escapes it so the tag cannot be broken out of", () => {
    expect(createSnippet({ origin: "https://example.test", restaurantId: '"><img>' })).toContain(
      'data-restaurant="&quot;&gt;&lt;img&gt;"',
    );
  });
});
