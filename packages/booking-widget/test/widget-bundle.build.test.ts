import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseAst } from "vite";
import { describe, expect, it } from "vitest";
import { CEILING_GZIP_BYTES, widgetFiles, widgetSize } from "../scripts/widget-size.mjs";
import { classRenamer, shortClassNames } from "../vite.widget-classes.ts";
import { proveTextKeys, widgetProgram } from "../vite.widget-text-keys.ts";

// widget.js and its chunks as they ship (run by test:build after `pnpm build`, vitest.build.config.ts), and
// the class renaming step on chunks of its own.
const dist = new URL("../dist-widget/", import.meta.url);
const files = widgetFiles(dist);
/** widget.js and every chunk it loads, at start or on demand. */
const code = files.map((file) => readFileSync(new URL(file.path, dist), "utf8")).join("\n");

/** The widget's and ui's widget-safe component sources (no tests, no stories). */
function sources(): string {
  const roots = [new URL("../src/", import.meta.url), new URL("../../ui/src/widget-safe/", import.meta.url)];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  for (const root of roots) walk(root.pathname);
  return files.map((file) => readFileSync(file, "utf8")).join("\n");
}

/** `name` values written as string literals (`name="x"` in JSX, `name: "x"`/`"name": "x"` in objects). */
const literalValues = (text: string, name: string) =>
  new Set(
    [...text.matchAll(new RegExp(`["']?${name}["']?\\s*[=:]\\s*["'\`]([^"'\`]*)["'\`]`, "g"))].map(
      (match) => match[1],
    ),
  );

describe("widget.js (the built bundle)", () => {
  it("stays within its gzip ceilings: before the first slots (inline and button), and everything", () => {
    const size = widgetSize(dist);
    expect(size.start.gzip).toBeLessThanOrEqual(CEILING_GZIP_BYTES.start);
    expect(size.button.gzip).toBeLessThanOrEqual(CEILING_GZIP_BYTES.button);
    expect(size.total.gzip).toBeLessThanOrEqual(CEILING_GZIP_BYTES.total);
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

  it("keeps every role and every literal ARIA value the sources wrote, unrenamed", () => {
    const source = sources();
    for (const name of ["role", "aria-live", "aria-atomic", "aria-hidden", "aria-haspopup"]) {
      const written = literalValues(source, name);
      const shipped = literalValues(code, name);
      expect(shipped, name).toEqual(new Set([...written].filter((value) => shipped.has(value))));
      expect(
        [...shipped].every((value) => written.has(value)),
        `${name}: ${[...shipped]}`,
      ).toBe(true);
    }
    expect(literalValues(code, "role")).toContain("group");
    expect(literalValues(code, "aria-live")).toContain("polite");
  });
});

describe("the class renaming step (vite.widget-classes.ts)", () => {
  const css =
    "@layer base{.ts-root{all:initial}}@layer utilities{.grid{display:grid}.gap-2{gap:8px}" +
    ".inline{display:inline}.sr-only{position:absolute}.text-sm{font-size:14px}}";
  const chunk = (stylesheet: string, extra = "") =>
    `var s=${JSON.stringify(stylesheet)};var narrow="grid gap-2";` +
    `h("div",{role:"grid","aria-live":"polite",className:"grid gap-2"});` +
    `h("p",{mode:"inline",className:x?"sr-only":"text-sm"});h("b",{className:cx(narrow,"inline")});${extra}`;

  function run(extra = "", other = "") {
    const transform = shortClassNames().transform as (code: string, id: string) => { code: string };
    const context = {
      parse: (source: string) => parseAst(source),
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    const placeholder = JSON.parse(
      transform
        .call(context, `export default ${JSON.stringify(css)};`, "/w/widget.css?inline")
        .code.slice(15, -1),
    ) as string;
    // Two chunks: the entry with the stylesheet, and a later one (marked, then finished together).
    const renamer = classRenamer(css);
    const marked = [renamer.mark(context, chunk(placeholder, extra)), renamer.mark(context, other)];
    return renamer.finish(context, marked);
  }

  it("renames class lists in className values and constants, never a single word elsewhere", () => {
    const [out = ""] = run();
    // role and mode keep their words, and so do the classes spelt like them (in lists and selectors).
    expect(out).toContain('role:"grid"');
    expect(out).toContain('"aria-live":"polite"');
    expect(out).toContain('mode:"inline"');
    expect(out).toMatch(/className:"grid [a-z]"/);
    expect(out).toMatch(/var narrow="grid [a-z]"/);
    expect(out).toMatch(/cx\(narrow,"inline"\)/);
    expect(out).toMatch(/className:x\?"[a-z]":"[a-z]"/);
    expect(out).toContain(".grid{display:grid}");
    expect(out).toContain(".inline{display:inline}");
    expect(out).not.toContain(".sr-only");
    expect(out).not.toContain("gap-2");
  });

  it("gives every chunk and the stylesheet the same names; a word one chunk keeps stays long in all", () => {
    // The later chunk says `role:"tooltip"`-like words only in its own code: `text-sm` as a mode there.
    const [entry = "", later = ""] = run(
      "",
      `h("em",{className:"sr-only gap-2"});h("i",{className:"text-sm"});h("u",{kind:"text-sm"});`,
    );
    // sr-only has one short name in both chunks and in the stylesheet.
    const short = /className:x\?"([a-z])":"text-sm"/.exec(entry)?.[1];
    expect(short).toMatch(/^[a-z]$/);
    expect(later).toMatch(new RegExp(`className:"${short} [a-z]"`));
    expect(entry).toContain(`.${short}{position:absolute}`);
    // text-sm is a word of the later chunk's own: long in its list there, in the entry and in the stylesheet.
    expect(later).toContain('className:"text-sm"');
    expect(later).toContain('kind:"text-sm"');
    expect(entry).toContain(".text-sm{font-size:14px}");
  });

  it("fails the build on a class-like string it cannot prove to be a class list, never renames it", () => {
    // Two words, both classes, but no className reads it: a text (or a list reaching the DOM unseen).
    expect(() => run("", `h("i",{title:"grid inline"});`)).toThrow(
      /outside any className value.*: grid inline\./,
    );
    // A variable bound twice: which one a className names is not proven, so neither list is renamed.
    expect(() =>
      run(
        `function f(){var wide="grid gap-2";return h("i",{className:wide})}function g(){var wide="inline text-sm";return wide}`,
      ),
    ).toThrow(/outside any className value.*: grid gap-2 \| inline text-sm\./);
  });
});

describe("the text-key step (vite.widget-text-keys.ts)", () => {
  const fixture = (file: string) => new URL(`./fixtures/text-keys/${file}`, import.meta.url).pathname;

  it("renames a text key only where TypeScript proves every use of its name is a text", () => {
    const program = widgetProgram([fixture("use.ts")], new URL("../tsconfig.json", import.meta.url).pathname);
    const proof = proveTextKeys(program, undefined, [["text-keys/catalogue.ts", "Texts"]]);
    expect([...proof.proven]).toEqual(["greeting"]);
    // A response field and another object's key of the same names keep both names everywhere.
    expect(proof.refused.get("heading")).toMatch(/use\.ts:11$/);
    expect(proof.refused.get("closeLabel")).toMatch(/use\.ts:14$/);
  }, 60_000);

  it("renames none of them when a text object is read by its names (Object.keys, a computed key, JSON)", () => {
    const program = widgetProgram(
      [fixture("use.ts"), fixture("escape.ts")],
      new URL("../tsconfig.json", import.meta.url).pathname,
    );
    const proof = proveTextKeys(program, undefined, [["text-keys/catalogue.ts", "Texts"]]);
    expect([...proof.proven]).toEqual([]);
    expect(proof.refused.get("greeting")).toMatch(/escape\.ts:4$/);
  }, 60_000);
});
