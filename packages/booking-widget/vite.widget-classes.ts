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
 *   word in it is a class of that layer and it stands in a `className` value (through conditions, `cx()`
 *   and templates) or holds two or more classes (a list kept in a constant). A single word anywhere else
 *   (`role: "grid"`, `mode: "inline"`, `aria-live: "polite"`) is never touched, and a class spelt like it
 *   keeps its long name in the stylesheet and in every list. Any other string stays as it is, even if one
 *   of its words looks like a class.
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
  /** Inside a `className` value (directly, or through a condition, `cx(...)`, a template or a list). */
  inClass: boolean;
}

type AstNode = Record<string, unknown> & { type?: string; start?: number; end?: number };

const isClassKey = (key: unknown): boolean => {
  const node = key as AstNode | null;
  return (
    (node?.type === "Identifier" && node.name === "className") ||
    (node?.type === "Literal" && node.value === "className")
  );
};

/** The parts of an expression whose strings end up in the class attribute when it is a `className` value. */
function classValueParts(node: AstNode): unknown[] {
  switch (node.type) {
    case "ConditionalExpression":
      return [node.consequent, node.alternate];
    case "LogicalExpression":
    case "BinaryExpression":
      return [node.left, node.right];
    case "CallExpression":
      // `cx(...)`: every argument may be a class list.
      return node.arguments as unknown[];
    case "ArrayExpression":
      return node.elements as unknown[];
    case "TemplateLiteral":
      return [...(node.quasis as unknown[]), ...(node.expressions as unknown[])];
    case "SequenceExpression":
      return [(node.expressions as unknown[]).at(-1)];
    case "ParenthesizedExpression":
      return [node.expression];
    default:
      return [];
  }
}

/**
 * Every string literal and template-literal piece of a parsed program, with its place in the code and
 * whether it stands in a `className` value.
 */
export function stringPieces(node: unknown, code: string, into: Piece[] = [], inClass = false): Piece[] {
  if (Array.isArray(node)) {
    for (const child of node) stringPieces(child, code, into, inClass);
    return into;
  }
  if (typeof node !== "object" || node === null) return into;
  const record = node as AstNode;
  if (record.type === "Literal" && typeof record.value === "string" && record.start !== undefined) {
    // Without its quotes.
    into.push({
      start: record.start + 1,
      end: (record.end ?? 0) - 1,
      text: code.slice(record.start + 1, (record.end ?? 0) - 1),
      inClass,
    });
    return into;
  }
  if (record.type === "TemplateElement" && record.start !== undefined) {
    // Its span is the raw text between the backticks and `${`/`}`.
    into.push({
      start: record.start,
      end: record.end ?? record.start,
      text: code.slice(record.start, record.end),
      inClass,
    });
    return into;
  }
  if (record.type === "Literal") return into;
  if (record.type === "Property" && !record.computed && isClassKey(record.key)) {
    stringPieces(record.value, code, into, true);
    return into;
  }
  // In a class value only the parts that become the attribute keep the flag (not a condition's test).
  const classParts = inClass ? classValueParts(record) : [];
  for (const [key, value] of Object.entries(record)) {
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      for (const child of value) stringPieces(child, code, into, inClass && classParts.includes(child));
    } else {
      stringPieces(value, code, into, inClass && key !== "test" && classParts.includes(value));
    }
  }
  return into;
}

/**
 * Which pieces are class lists, and which classes must keep their names. A piece is a class list when
 * every word in it is a class of the stylesheet and it stands in a `className` value, or it has two or
 * more words (a list kept in a constant, `const navButton = "focus-ring grid ..."`). A single word
 * outside a `className` value (`role: "grid"`, `mode: "inline"`) is never renamed, and its class keeps
 * its name everywhere, so that a class reached through a variable still matches its selector.
 * `partial`: pieces that are mostly classes but have a word the stylesheet lacks.
 */
export function classPieces(
  pieces: Piece[],
  classes: ReadonlySet<string>,
): { lists: Piece[]; keep: Set<string>; partial: string[] } {
  const lists: Piece[] = [];
  const keep = new Set<string>();
  const partial: string[] = [];
  for (const piece of pieces) {
    const words = piece.text.trim().split(/\s+/).filter(Boolean);
    const known = words.filter((word) => classes.has(word));
    if (known.length === 0) continue;
    if (known.length === words.length) {
      if (piece.inClass || words.length > 1) lists.push(piece);
      else keep.add(words[0] ?? "");
    }
    // A sentence or a selector with a class-like word stays as it is; one that is mostly classes means a
    // class the stylesheet lacks (a typo, or a file the stylesheet does not scan).
    else if (known.length * 2 > words.length) partial.push(piece.text);
  }
  return { lists, keep, partial };
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
      const { lists, keep, partial } = classPieces(pieces, classes);
      if (partial.length > 0) {
        this.error(`Class lists with names the widget's CSS does not have: ${partial.join(" | ")}`);
      }
      const uses = new Map([...classes].map((name) => [name, 0]));
      for (const piece of lists) {
        for (const word of piece.text.trim().split(/\s+/)) uses.set(word, (uses.get(word) ?? 0) + 1);
      }
      for (const name of keep) uses.set(name, (uses.get(name) ?? 0) + 1);
      const unused = [...uses].filter(([, count]) => count === 0).map(([name]) => name);
      if (unused.length > 0) {
        this.error(
          `Utilities no class list uses: ${unused.join(" ")}. A word in the scanned code that is no class ` +
            "goes into widget.css's `@source not inline(...)`.",
        );
      }
      const names = new Map(
        [...uses]
          .filter(([name]) => !keep.has(name))
          .sort((a, b) => b[1] - a[1])
          .map(([name], index) => [name, shortName(index)]),
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
