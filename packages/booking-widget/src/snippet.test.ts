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

  it("given the slug, adds a German link to the booking page for visitors without JavaScript", () => {
    expect(createSnippet({ origin: "https://example.test/", restaurantId: "r1", slug: "laluna" })).toBe(
      '<script src="https://example.test/widget.js" data-restaurant="r1" async></script>' +
        '<noscript><a href="https://example.test/r/laluna">Tisch reservieren</a></noscript>',
    );
  });

  it("given the slug and English, words the fallback link in English", () => {
    expect(
      createSnippet({ origin: "https://example.test", restaurantId: "r1", lang: "en", slug: "laluna" }),
    ).toContain('<noscript><a href="https://example.test/r/laluna">Reserve a table</a></noscript>');
  });
});
