import type { Plugin } from "vite";

/**
 * widget.js only: short class names. Tailwind's class names (`focus-ring inline-flex h-10 ...`) stand
 * twice in the bundle, in the components and in the stylesheet string; renamed to one or two letters they
 * cost about 0.8 kB less after gzip. Safe because the widget's markup lives in its own shadow root with
 * its own stylesheet: nothing outside it refers to these names. `.ts-root` and the base layer keep their
 * names; the npm build, Storybook and the component tests keep Tailwind's.
 *
 * Rules that make the renaming exact rather than textual:
 * - CSS: only class selectors inside `@layer utilities` are renamed (declarations are never touched).
 * - JS: a string literal (or template-literal piece, found by parsing the chunk) is renamed only if every
 *   word in it is a class of that layer; any other string stays as it is, even if one of its words looks
 *   like a class.
 * The build fails when a string is mostly classes but has a word the stylesheet lacks (a typo, or a file
 * widget.css does not scan), or when a utility is in no class list (it would be renamed blindly).
 */

/** Parses `css` into class selectors of the utilities layer, by walking its blocks. */
export function utilityClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const layer = css.indexOf("@layer utilities{");
  if (layer === -1) return classes;
  let depth = 0;
  let prelude = "";
  for (let index = layer + "@layer utilities{".length; index < css.length; index++) {
    const char = css[index];
    if (char === "\\") {
      prelude += char + (css[index + 1] ?? "");
      index++;
    } else if (char === "{") {
      const trimmed = prelude.trim();
      if (!trimmed.startsWith("@")) {
        for (const match of trimmed.matchAll(/\.((?:\\.|[\w-])+)/g)) classes.add(unescapeCss(match[1] ?? ""));
        // Skip the declaration block.
        let inner = 1;
        while (inner > 0 && ++index < css.length) {
          if (css[index] === "{") inner++;
          else if (css[index] === "}") inner--;
        }
      } else {
        depth++;
      }
      prelude = "";
    } else if (char === "}") {
      if (depth === 0) break;
      depth--;
      prelude = "";
    } else {
      prelude += char;
    }
  }
  return classes;
}

const unescapeCss = (name: string) => name.replace(/\\(.)/g, "$1");
const escapeCss = (name: string) => name.replace(/[^\w-]/g, "\\$&");

/** `a`, `b`, ... `z`, `A` ... `Z`, `aa`, `ab`, ...: CSS identifiers that start with a letter. */
function shortName(index: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  let name = "";
  let rest = index;
  do {
    name = letters[rest % letters.length] + name;
    rest = Math.floor(rest / letters.length) - 1;
  } while (rest >= 0);
  return name;
}

/** Renames the utilities' class selectors in `css` by `names`. */
export function renameInCss(css: string, names: ReadonlyMap<string, string>): string {
  const layer = css.indexOf("@layer utilities{");
  if (layer === -1) return css;
  let out = css.slice(0, layer);
  let index = layer;
  let prelude = "";
  const flush = () => {
    out += prelude.replace(/\.((?:\\.|[\w-])+)/g, (whole, escaped: string) => {
      const short = names.get(unescapeCss(escaped));
      return short ? `.${escapeCss(short)}` : whole;
    });
    prelude = "";
  };
  for (; index < css.length; index++) {
    const char = css[index] ?? "";
    if (char === "\\") {
      prelude += char + (css[index + 1] ?? "");
      index++;
    } else if (char === "{") {
      const isAtRule = prelude.trim().startsWith("@");
      flush();
      out += char;
      if (!isAtRule) {
        let inner = 1;
        while (inner > 0 && ++index < css.length) {
          const c = css[index];
          if (c === "{") inner++;
          else if (c === "}") inner--;
          out += c;
        }
      }
    } else if (char === "}") {
      flush();
      out += char;
    } else {
      prelude += char;
    }
  }
  flush();
  return out;
}

interface Piece {
  start: number;
  end: number;
  text: string;
}

/** Every string literal and template-literal piece of a parsed program, with its place in the code. */
function stringPieces(node: unknown, code: string, into: Piece[] = []): Piece[] {
  if (Array.isArray(node)) {
    for (const child of node) stringPieces(child, code, into);
    return into;
  }
  if (typeof node !== "object" || node === null) return into;
  const record = node as Record<string, unknown> & { start?: number; end?: number };
  if (record.type === "Literal" && typeof record.value === "string" && record.start !== undefined) {
    // Without its quotes.
    into.push({
      start: record.start + 1,
      end: (record.end ?? 0) - 1,
      text: code.slice(record.start + 1, (record.end ?? 0) - 1),
    });
  } else if (record.type === "TemplateElement" && record.start !== undefined) {
    // Its span is the raw text between the backticks and `${`/`}`.
    into.push({
      start: record.start,
      end: record.end ?? record.start,
      text: code.slice(record.start, record.end),
    });
  }
  if (record.type === "Literal" || record.type === "TemplateElement") return into;
  for (const value of Object.values(record)) {
    if (typeof value === "object") stringPieces(value, code, into);
  }
  return into;
}

/** The class-only pieces of `code` (every word a class of `classes`), and pieces that are mostly classes. */
function classPieces(pieces: Piece[], classes: ReadonlySet<string>): { lists: Piece[]; partial: string[] } {
  const lists: Piece[] = [];
  const partial: string[] = [];
  for (const piece of pieces) {
    const words = piece.text.trim().split(/\s+/).filter(Boolean);
    const known = words.filter((word) => classes.has(word));
    if (known.length === 0) continue;
    if (known.length === words.length) lists.push(piece);
    // A sentence or a selector with a class-like word stays as it is; one that is mostly classes means a
    // class the stylesheet lacks (a typo, or a file the stylesheet does not scan).
    else if (known.length * 2 > words.length) partial.push(piece.text);
  }
  return { lists, partial };
}

/** The stylesheet's internal custom properties. */
const customProperty = /--t[sw]-[\w-]+/g;

/** A placeholder for the stylesheet string until the chunk is known. */
const CSS_PLACEHOLDER = "__TISCHSERVICE_WIDGET_CSS__";

/**
 * The plugin. The stylesheet module exports a placeholder; once the chunk is rendered, the classes get
 * names by how often the code uses them (the most used get one letter), the code's class lists and the
 * stylesheet are renamed, and the stylesheet replaces the placeholder. The stylesheet's internal custom
 * properties get short names the same way (the code sets two of them by name, see theme.ts).
 */
export function shortClassNames(): Plugin {
  let css: string | null = null;
  return {
    name: "tischservice-short-class-names",
    enforce: "post",
    transform(code, id) {
      if (!id.includes("widget.css") || !id.includes("inline")) return null;
      const match = /^export default ("(?:[^"\\]|\\.)*");?\s*$/.exec(code);
      if (!match?.[1]) this.error(`Unexpected shape of the inlined widget.css module: ${code.slice(0, 80)}`);
      css = JSON.parse(match[1]) as string;
      return { code: `export default ${JSON.stringify(CSS_PLACEHOLDER)};`, map: null };
    },
    renderChunk(code) {
      if (css === null) return null;
      const classes = utilityClasses(css);
      if (classes.has("ts-root")) this.error("ts-root must not be a utility");
      const pieces = stringPieces(this.parse(code), code);
      const { lists, partial } = classPieces(pieces, classes);
      if (partial.length > 0) {
        this.error(`Class lists with names the widget's CSS does not have: ${partial.join(" | ")}`);
      }
      const uses = new Map([...classes].map((name) => [name, 0]));
      for (const piece of lists) {
        for (const word of piece.text.trim().split(/\s+/)) uses.set(word, (uses.get(word) ?? 0) + 1);
      }
      const unused = [...uses].filter(([, count]) => count === 0).map(([name]) => name);
      if (unused.length > 0) {
        this.error(
          `Utilities no class list uses: ${unused.join(" ")}. A word in the scanned code that is no class ` +
            "goes into widget.css's `@source not inline(...)`.",
        );
      }
      const names = new Map(
        [...uses].sort((a, b) => b[1] - a[1]).map(([name], index) => [name, shortName(index)]),
      );
      // The stylesheet's own custom properties (`--ts-*`, `--tw-*`; not the public `--tischservice-*`), in
      // the stylesheet and in the code that sets them (theme.ts), by how often they occur. Only those the
      // base layer sets on `*` or `.ts-root` (the root of all widget markup): a value inherited from the
      // host page can never reach a short name. Others (used with a fallback) keep Tailwind's name.
      const base = css.slice(0, css.indexOf("@layer utilities{"));
      const declared = new Set([...base.matchAll(/(--t[sw]-[\w-]+):/g)].map((match) => match[1]));
      const properties = new Map<string, number>();
      for (const [property] of css.matchAll(customProperty)) {
        if (declared.has(property)) properties.set(property, (properties.get(property) ?? 0) + 1);
      }
      const propertyNames = new Map(
        [...properties].sort((a, b) => b[1] - a[1]).map(([name], index) => [name, `--${shortName(index)}`]),
      );
      const propertyPieces = pieces.filter(
        (piece) => /--t[sw]-/.test(piece.text) && piece.text !== CSS_PLACEHOLDER,
      );
      for (const piece of propertyPieces) {
        if (!propertyNames.has(piece.text))
          this.error(`Unknown widget custom property in the code: ${piece.text}`);
      }
      const placeholder = pieces.find((piece) => piece.text === CSS_PLACEHOLDER);
      if (!placeholder) this.error("The widget's stylesheet is not in the chunk.");
      const edits = [
        // The literal with its quotes or backticks.
        {
          start: placeholder.start - 1,
          end: placeholder.end + 1,
          text: JSON.stringify(
            renameInCss(css, names).replace(customProperty, (name) => propertyNames.get(name) ?? name),
          ),
        },
        ...propertyPieces.map((piece) => ({ ...piece, text: propertyNames.get(piece.text) ?? piece.text })),
        ...lists.map((piece) => ({
          start: piece.start,
          end: piece.end,
          text: piece.text.replace(/\S+/g, (word) => names.get(word) ?? word),
        })),
      ].sort((a, b) => b.start - a.start);
      let out = code;
      for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}
