import { describe, expect, it } from "vitest";
import { isSingleLineName } from "./single-line-name.ts";

describe("isSingleLineName", () => {
  it.each([
    ["a plain name", "Max Mustermann"],
    ["umlauts, accents and an apostrophe", "Jürgen O'Brien-Ça"],
    ["a restaurant name with digits and symbols", "Café & Bar 17 „Zur Post“"],
    ["a non-breaking space", "Max\u00a0Mustermann"],
    ["an emoji", "Pizzeria 🍕"],
    ["the empty string", ""],
  ])("given %s, accepts it", (_case, name) => {
    expect(isSingleLineName(name)).toBe(true);
  });

  it.each([
    ["a line feed", "Max\nMustermann"],
    ["a carriage return", "Max\rMustermann"],
    ["CR LF", "Max\r\nBcc: alle@example.com"],
    ["a tab", "Max\tMustermann"],
    ["NUL", "Max\u0000"],
    ["escape (C0)", "\u001b[31mMax"],
    ["DEL", "Max\u007f"],
    ["a C1 control (NEL)", "Max\u0085Mustermann"],
    ["the line separator U+2028", "Max\u2028Mustermann"],
    ["the paragraph separator U+2029", "Max\u2029Mustermann"],
  ])("given %s, refuses it", (_case, name) => {
    expect(isSingleLineName(name)).toBe(false);
  });
});
