import { describe, expect, it } from "vitest";
import { renameInCss, utilityClasses } from "../vite.widget-classes.ts";

// The build step that shortens widget.js's class names (vite.widget-classes.ts); the built bundle itself
// is tested in widget-bundle.test.ts and the end-to-end tests.
const css =
  "@layer base{*{margin:0}.ts-root{all:initial;--ts-a:1}}" +
  "@layer utilities{.grid{display:grid}.ms-0\\.5{margin-inline-start:2px}.opacity-40{opacity:.4}" +
  ".hover\\:bg-accent:hover{background:red}@media (width>=640px){.sm\\:p-5{padding:20px}}" +
  ".\\[\\&_h2\\]\\:pe-12 h2{padding:1px}}";

describe("the widget's short class names", () => {
  it("given the stylesheet, finds the utilities' classes only: not the base layer, not numbers in values", () => {
    expect([...utilityClasses(css)].sort()).toEqual(
      ["[&_h2]:pe-12", "grid", "hover:bg-accent", "ms-0.5", "opacity-40", "sm:p-5"].sort(),
    );
  });

  it("given names, renames selectors (escaped ones too) and leaves declarations and the base layer alone", () => {
    const names = new Map([
      ["grid", "a"],
      ["ms-0.5", "b"],
      ["opacity-40", "c"],
      ["hover:bg-accent", "d"],
      ["sm:p-5", "e"],
      ["[&_h2]:pe-12", "f"],
    ]);
    expect(renameInCss(css, names)).toBe(
      "@layer base{*{margin:0}.ts-root{all:initial;--ts-a:1}}" +
        "@layer utilities{.a{display:grid}.b{margin-inline-start:2px}.c{opacity:.4}" +
        ".d:hover{background:red}@media (width>=640px){.e{padding:20px}}.f h2{padding:1px}}",
    );
  });
});
