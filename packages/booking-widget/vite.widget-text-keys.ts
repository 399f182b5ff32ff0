import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";

/**
 * widget.js only: short names for the keys of the widget's text catalogues (`successConfirmedHeading`
 * -> `$a`). Each key stands in the German and the English catalogue and where it is read; a minifier
 * does not rename properties because it cannot know that nothing else reads them. Here the keys are
 * known, and the build proves the renaming complete:
 * - the keys are those of the object literals that hold `floatingButton` or `dialogLabel` (core's
 *   catalogues: the spec's German texts and the project's own are two literals), `availableMark` (the
 *   widget's extra words) and `longDate` (textsFor's result), and of literals whose keys are all such keys
 *   (parts of a catalogue merged by spreading), minus short or generic names;
 * - a name is left alone when an object literal that is no catalogue (nor a part of one) has it as a key
 *   (JSX props such as `required`, options objects) or when the DOM has a property of that name
 *   (TypeScript's lib.dom.d.ts): a member access on an element or event can then never be renamed;
 * - every property key, member access and destructuring of such a name in the chunk is renamed, and the
 *   build fails if one is left as a string anywhere (a computed access the renaming could not see).
 */

/** Every member name declared in TypeScript's DOM typings (`foo:`, `foo?:`, `foo(`), read once. */
let domNames: Set<string> | undefined;
export function domPropertyNames(): Set<string> {
  if (!domNames) {
    const typings = readFileSync(
      createRequire(import.meta.url).resolve("typescript/lib/lib.dom.d.ts"),
      "utf8",
    );
    domNames = new Set(
      [...typings.matchAll(/^\s+(?:readonly\s+)?(\w+)\??[:(]/gm)].map((match) => match[1] ?? ""),
    );
  }
  return domNames;
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

function walk(node: unknown, visit: (node: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!isNode(node)) return;
  visit(node);
  for (const value of Object.values(node)) if (typeof value === "object") walk(value, visit);
}

const identifierName = (node: unknown): string | null =>
  isNode(node) && node.type === "Identifier" ? (node.name as string) : null;

/** Names never renamed: too short to be worth it, or a DOM, browser or API word. */
const keep = new Set(["loading", "submitting", "reasons", "statusText"]);

/** Markers of the catalogue objects whose keys are renamed. */
const markers = ["floatingButton", "dialogLabel", "availableMark", "longDate"];

function shortKey(index: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  return `$${index >= letters.length ? letters[Math.floor(index / letters.length) - 1] : ""}${letters[index % letters.length]}`;
}

export function shortTextKeys(): Plugin {
  return {
    name: "tischservice-short-text-keys",
    renderChunk(code) {
      const program = this.parse(code);
      const keys = new Set<string>();
      const foreign = new Set<string>();
      const objects: string[][] = [];
      walk(program, (node) => {
        if (node.type !== "ObjectExpression") return;
        const names = (node.properties as unknown[]).map((property) =>
          isNode(property) && property.type === "Property" && !property.computed
            ? (identifierName(property.key) ??
              (isNode(property.key) && typeof property.key.value === "string" ? property.key.value : null))
            : null,
        );
        objects.push(names.filter((name): name is string => name !== null));
      });
      for (const names of objects) {
        if (names.some((name) => markers.includes(name))) for (const name of names) keys.add(name);
      }
      // A catalogue may be split in parts (the spec's texts and the project's, merged by spreading): an
      // object whose keys are all catalogue keys is a part; any other object's keys are foreign.
      for (const names of objects) {
        if (names.length > 0 && names.every((name) => keys.has(name))) continue;
        for (const name of names) foreign.add(name);
      }
      const dom = domPropertyNames();
      for (const key of keys) {
        if (key.length < 7 || keep.has(key) || foreign.has(key) || dom.has(key)) keys.delete(key);
      }
      if (keys.size === 0) return null;
      const names = new Map([...keys].sort().map((key, index) => [key, shortKey(index)]));
      const edits: { start: number; end: number; text: string }[] = [];
      const strings: string[] = [];
      walk(program, (node) => {
        if (node.type === "Property" && !node.computed) {
          const name = identifierName(node.key);
          const short = name ? names.get(name) : undefined;
          if (!short || !isNode(node.key)) return;
          // `{ a }` (shorthand, in objects and destructuring) becomes `{ $x: a }`.
          edits.push({
            start: node.key.start,
            end: node.key.end,
            text: node.shorthand ? `${short}:${name}` : short,
          });
        } else if (node.type === "MemberExpression" && !node.computed) {
          const name = identifierName(node.property);
          const short = name ? names.get(name) : undefined;
          if (short && isNode(node.property))
            edits.push({ start: node.property.start, end: node.property.end, text: short });
        } else if (node.type === "Literal" && typeof node.value === "string" && names.has(node.value)) {
          strings.push(node.value);
        } else if (node.type === "TemplateElement") {
          const raw = (node.value as { raw: string }).raw;
          if (names.has(raw.trim())) strings.push(raw);
        }
      });
      if (strings.length > 0)
        this.error(`Text keys used as strings (computed access?): ${strings.join(", ")}`);
      edits.sort((a, b) => b.start - a.start);
      let out = code;
      for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}
