import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUDGET_GZIP_BYTES, widgetFiles, widgetSize } from "../scripts/widget-size.mjs";

// widget.js and its chunks as they ship (run by test:build after `pnpm build`, vitest.build.config.ts).
const dist = new URL("../dist-widget/", import.meta.url);
if (!existsSync(new URL("widget.js", dist)))
  throw new Error(
    "dist-widget/widget.js is missing: these tests read the built widget. Build it first " +
      "(pnpm --filter @tischservice/booking-widget build; test:build builds before it runs them).",
  );
const files = widgetFiles(dist);
/** widget.js and every chunk it loads, at start or on demand. */
const code = files.map((file) => readFileSync(new URL(file.path, dist), "utf8")).join("\n");

describe("widget.js (the built bundle)", () => {
  it("stays within its gzip budgets: before the first slots (inline and button), and everything", () => {
    const size = widgetSize(dist);
    expect(size.start.gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES.start);
    expect(size.button.gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES.button);
    expect(size.total.gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES.total);
  });

  it("is a classic script that loads an entry chunk at start and the later steps on demand, from its own origin", () => {
    const loader = readFileSync(new URL("widget.js", dist), "utf8");
    // No import or export statement: a classic script (the snippet restaurants paste stays as it is).
    expect(loader).not.toMatch(/^\s*(import|export)\b|[;}]\s*(import|export)\s*[{*"'`]/m);
    // async: a bad base URL (widget.js pasted into an inline script) rejects instead of throwing into the page.
    expect(loader).toContain("let u=async p=>import(new URL(p,s.src))");
    expect(loader).toMatch(/u\("widget\/chunks\/[\w-]+\/widget\.js"\)\.then\(m=>m\.start\(s\)\)/);
    // A button's tag fetches the dialog's chunk next to the entry; an inline widget never loads it.
    expect(loader).toMatch(/s\.dataset\.mode=="button"&&u\("widget\/chunks\/[\w-]+\/dialog-widget\.js"\)/);
    expect(files.filter((file) => file.button && !file.start).map((file) => file.path)).toEqual([
      expect.stringMatching(/dialog-widget\.js$/),
    ]);
    expect(files.filter((file) => file.start).map((file) => file.path)).toHaveLength(2);
    expect(files.filter((file) => !file.start).length).toBeGreaterThan(0);
    // Every chunk is in one folder (named by their hash) and imports only its siblings.
    const folders = new Set(files.slice(1).map((file) => file.path.slice(0, file.path.lastIndexOf("/"))));
    expect(folders.size).toBe(1);
    expect(code).not.toMatch(/\bimport\(\s*["'`](?!\.\/)[^"'`]*["'`]\s*\)|\bfrom\s*["'`](?!\.\/)/);
  });

  it("contains no eval and no Function constructor (strict CSP)", () => {
    expect(code).not.toMatch(/\beval\(|new Function\(|Function\(`/);
  });

  it("names no third-party host: only XML namespaces and Tailwind's license banner", () => {
    const hosts = new Set(
      [...code.matchAll(/\b(?:https?:)?\/\/([a-z0-9.-]+\.[a-z]{2,})/gi)].map((m) => m[1]),
    );
    expect([...hosts].filter((host) => host !== "www.w3.org" && host !== "tailwindcss.com")).toEqual([]);
  });
});
