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
 *   word in it is a class of that layer and the code proves it becomes a class attribute: it stands in a
 *   `className` value, directly, through conditions, `cx()`, templates, or a variable the value names
 *   (followed only when the name has exactly one binding in the chunk and the reference is in its scope).
 *   A single word anywhere else (`role: "grid"`, `mode: "inline"`, `aria-live: "polite"`) is never
 *   touched, and a class spelt like it keeps its long name in the stylesheet and in every list. Any other
 *   string stays as it is, even if one of its words looks like a class.
 * The build fails when a string of two or more classes stands outside any `className` value (a list that
 *   reaches the DOM some way the build cannot follow: nothing is renamed by its look), when a string is
 *   mostly classes but has a word the stylesheet lacks (a typo, or a file widget.css does not scan), or
 *   when a utility is in no class list (it would be renamed blindly).
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

/** The names a binding pattern (`a`, `{ a, b: c }`, `[d = 1, ...e]`) declares. */
function boundNames(pattern: unknown): string[] {
  const node = pattern as AstNode | null;
  switch (node?.type) {
    case "Identifier":
      return [node.name as string];
    case "ObjectPattern":
      return (node.properties as AstNode[]).flatMap((property) =>
        boundNames(property.type === "RestElement" ? property.argument : property.value),
      );
    case "ArrayPattern":
      return (node.elements as unknown[]).flatMap(boundNames);
    case "AssignmentPattern":
      return boundNames(node.left);
    case "RestElement":
      return boundNames(node.argument);
    default:
      return [];
  }
}

const isFunction = (node: AstNode) =>
  node.type === "FunctionDeclaration" ||
  node.type === "FunctionExpression" ||
  node.type === "ArrowFunctionExpression";

interface Binding {
  /** The declarator's value when the name is bound by `var`/`let`/`const name = value`, else null. */
  init: AstNode | null;
  /** Where the binding is visible: its function (`var`) or block (`let`, `const`). */
  scope: { start: number; end: number };
}

/** Every binding of the program by name: declarators, parameters, function and class names, catch clauses. */
function bindingsOf(program: unknown): Map<string, Binding[]> {
  const bindings = new Map<string, Binding[]>();
  const add = (name: string, binding: Binding) =>
    bindings.set(name, [...(bindings.get(name) ?? []), binding]);
  const span = (node: AstNode) => ({ start: node.start ?? 0, end: node.end ?? 0 });
  const visit = (node: unknown, block: AstNode, fn: AstNode): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, block, fn);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    const record = node as AstNode;
    if (record.type === "VariableDeclaration") {
      const scope = span(record.kind === "var" ? fn : block);
      for (const declarator of record.declarations as AstNode[]) {
        const id = declarator.id as AstNode;
        const init = id.type === "Identifier" ? ((declarator.init as AstNode | null) ?? null) : null;
        for (const name of boundNames(id)) add(name, { init, scope });
      }
    } else if (isFunction(record)) {
      const id = record.id as AstNode | null;
      if (id?.type === "Identifier") add(id.name as string, { init: null, scope: span(fn) });
      for (const name of (record.params as unknown[]).flatMap(boundNames))
        add(name, { init: null, scope: span(record) });
    } else if (record.type === "ClassDeclaration" || record.type === "ClassExpression") {
      const id = record.id as AstNode | null;
      if (id?.type === "Identifier") add(id.name as string, { init: null, scope: span(block) });
    } else if (record.type === "CatchClause") {
      for (const name of boundNames(record.param)) add(name, { init: null, scope: span(record) });
    }
    const nextFn = isFunction(record) ? record : fn;
    const nextBlock =
      record.type === "BlockStatement" || record.type === "StaticBlock" || isFunction(record)
        ? record
        : block;
    for (const value of Object.values(record)) if (typeof value === "object") visit(value, nextBlock, nextFn);
  };
  const root = program as AstNode;
  visit(root, root, root);
  return bindings;
}

/**
 * Every string literal and template-literal piece of a parsed program, with its place in the code and
 * whether it stands in a `className` value: directly, through conditions, `cx(...)`, templates and lists,
 * or through a variable whose value is one (`const navButton = "..."; className: navButton`). A variable
 * is followed only when its name has exactly one binding in the whole program and the reference lies in
 * that binding's scope, so a piece is marked only where the code proves it becomes a class attribute.
 */
export function stringPieces(program: unknown, code: string): Piece[] {
  const bindings = bindingsOf(program);
  const pieces = new Map<number, Piece>();
  const followed = new Set<AstNode>();
  const add = (start: number, end: number, inClass: boolean) => {
    const known = pieces.get(start);
    pieces.set(start, {
      start,
      end,
      text: code.slice(start, end),
      inClass: inClass || (known?.inClass ?? false),
    });
  };
  const visit = (node: unknown, inClass: boolean): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, inClass);
      return;
    }
    if (typeof node !== "object" || node === null) return;
    const record = node as AstNode;
    if (record.type === "Literal" && typeof record.value === "string" && record.start !== undefined) {
      // Without its quotes.
      add(record.start + 1, (record.end ?? 0) - 1, inClass);
      return;
    }
    if (record.type === "TemplateElement" && record.start !== undefined) {
      // Its span is the raw text between the backticks and `${`/`}`.
      add(record.start, record.end ?? record.start, inClass);
      return;
    }
    if (record.type === "Literal") return;
    if (inClass && record.type === "Identifier") {
      const [binding, ...others] = bindings.get(record.name as string) ?? [];
      const at = record.start ?? 0;
      if (binding?.init && others.length === 0 && binding.scope.start <= at && at < binding.scope.end) {
        if (!followed.has(binding.init)) {
          followed.add(binding.init);
          visit(binding.init, true);
        }
      }
      return;
    }
    if (record.type === "Property" && !record.computed && isClassKey(record.key)) {
      visit(record.value, true);
      return;
    }
    // In a class value only the parts that become the attribute keep the flag (not a condition's test).
    const classParts = inClass ? classValueParts(record) : [];
    for (const [key, value] of Object.entries(record)) {
      if (typeof value !== "object" || value === null) continue;
      if (Array.isArray(value)) {
        for (const child of value) visit(child, inClass && classParts.includes(child));
      } else {
        visit(value, inClass && key !== "test" && classParts.includes(value));
      }
    }
  };
  visit(program, false);
  return [...pieces.values()].sort((a, b) => a.start - b.start);
}

/**
 * Which pieces are class lists, and which classes must keep their names. A piece is a class list when
 * every word in it is a class of the stylesheet and it stands in a `className` value (see stringPieces).
 * A single class word anywhere else (`role: "grid"`, `mode: "inline"`) is never renamed, and its class
 * keeps its name everywhere, so that it still matches its selector wherever it is used. Nothing else is
 * guessed:
 * `unproven`: pieces of two or more words, all classes, outside any `className` value (a class list that
 *   reaches the DOM some way the build cannot follow, or a text that happens to look like one);
 * `partial`: pieces that are mostly classes but have a word the stylesheet lacks.
 * The plugin fails the build on either, so no string is ever renamed by its look.
 */
export function classPieces(
  pieces: Piece[],
  classes: ReadonlySet<string>,
): { lists: Piece[]; keep: Set<string>; unproven: string[]; partial: string[] } {
  const lists: Piece[] = [];
  const keep = new Set<string>();
  const unproven: string[] = [];
  const partial: string[] = [];
  for (const piece of pieces) {
    const words = piece.text.trim().split(/\s+/).filter(Boolean);
    const known = words.filter((word) => classes.has(word));
    if (known.length === 0) continue;
    if (known.length === words.length) {
      if (piece.inClass) lists.push(piece);
      else if (words.length === 1) keep.add(words[0] ?? "");
      else unproven.push(piece.text);
    }
    // A sentence or a selector with a class-like word stays as it is; one that is mostly classes means a
    // class the stylesheet lacks (a typo, or a file the stylesheet does not scan).
    else if (known.length * 2 > words.length) partial.push(piece.text);
  }
  return { lists, keep, unproven, partial };
}

/** The stylesheet's internal custom properties. */
const customProperty = /--t[sw]-[\w-]+/g;

/** A placeholder for the stylesheet string until the chunk is known. */
const CSS_PLACEHOLDER = "__TISCHSERVICE_WIDGET_CSS__";

/** What the step needs from the build: a parser and a way to fail. */
export interface RenameContext {
  parse: (code: string) => unknown;
  error: (message: string) => never;
}

/** The short names of the stylesheet's internal custom properties: the stylesheet alone decides them. */
function propertyNamesOf(css: string): Map<string, string> {
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
  return new Map(
    [...properties].sort((a, b) => b[1] - a[1]).map(([name], index) => [name, `--${shortName(index)}`]),
  );
}

/**
 * The step for the widget's chunks, which must agree on every name. Two passes, because the proofs need
 * the readable code and the names need all chunks:
 * - `mark` (each chunk as rendered, before minifying): proves the class lists in this chunk's scopes,
 *   counts their words, notes the words it keeps (`role: "grid"`) and puts a placeholder in place of each
 *   list (`__TSC7__`; a minifier leaves string contents alone); the custom properties get their names
 *   (the stylesheet alone decides them);
 * - `finish` (each chunk as minified): names the classes by how often all chunks use them (the most used
 *   get one letter; a word any chunk keeps keeps its long name in every chunk and in the stylesheet), puts
 *   the renamed lists in place of the placeholders and the renamed stylesheet in place of its placeholder.
 */
export function classRenamer(css: string) {
  const classes = utilityClasses(css);
  const propertyNames = propertyNamesOf(css);
  const uses = new Map([...classes].map((name) => [name, 0]));
  const keep = new Set<string>();
  const lists: string[] = [];
  let names: Map<string, string> | null = null;
  return {
    mark(context: RenameContext, code: string): string {
      if (classes.has("ts-root")) context.error("ts-root must not be a utility");
      const pieces = stringPieces(context.parse(code), code);
      const found = classPieces(pieces, classes);
      if (found.unproven.length > 0) {
        context.error(
          `Class lists outside any className value (or a text spelt like one): ${found.unproven.join(" | ")}. ` +
            "Pass the list through className, directly or through a variable declared once.",
        );
      }
      if (found.partial.length > 0) {
        context.error(`Class lists with names the widget's CSS does not have: ${found.partial.join(" | ")}`);
      }
      for (const piece of found.lists) {
        for (const word of piece.text.trim().split(/\s+/)) uses.set(word, (uses.get(word) ?? 0) + 1);
      }
      for (const name of found.keep) {
        keep.add(name);
        uses.set(name, (uses.get(name) ?? 0) + 1);
      }
      const propertyPieces = pieces.filter(
        (piece) => /--t[sw]-/.test(piece.text) && piece.text !== CSS_PLACEHOLDER,
      );
      for (const piece of propertyPieces) {
        if (!propertyNames.has(piece.text))
          context.error(`Unknown widget custom property in the code: ${piece.text}`);
      }
      const edits = [
        ...propertyPieces.map((piece) => ({ ...piece, text: propertyNames.get(piece.text) ?? piece.text })),
        ...found.lists.map((piece) => {
          lists.push(piece.text);
          return { start: piece.start, end: piece.end, text: `__TSC${lists.length - 1}__` };
        }),
      ].sort((a, b) => b.start - a.start);
      let out = code;
      for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return out;
    },
    finish(context: RenameContext, codes: readonly string[]): string[] {
      if (!names) {
        const unused = [...uses].filter(([, count]) => count === 0).map(([name]) => name);
        if (unused.length > 0) {
          context.error(
            `Utilities no class list uses: ${unused.join(" ")}. A word in the scanned code that is no class ` +
              "goes into widget.css's `@source not inline(...)`.",
          );
        }
        names = new Map(
          [...uses]
            .filter(([name]) => !keep.has(name))
            .sort((a, b) => b[1] - a[1])
            .map(([name], index) => [name, shortName(index)]),
        );
      }
      const short = names;
      const stylesheet = JSON.stringify(
        renameInCss(css, short).replace(customProperty, (name) => propertyNames.get(name) ?? name),
      );
      const placeholder = new RegExp(`(["'\`])${CSS_PLACEHOLDER}\\1`, "g");
      const withSheet = codes.filter((code) => placeholder.test(code)).length;
      if (withSheet !== 1) context.error("The widget's stylesheet is not in exactly one chunk.");
      const seen = new Set<number>();
      const out = codes.map((code) =>
        code
          .replace(placeholder, () => stylesheet)
          .replace(/__TSC(\d+)__/g, (_, index: string) => {
            const list = lists[Number(index)];
            if (list === undefined) return context.error(`Unknown class list placeholder ${index}`);
            seen.add(Number(index));
            return list.replace(/\S+/g, (word) => short.get(word) ?? word);
          }),
      );
      // A list the minifier dropped is fine (dead code); one it duplicated was replaced everywhere.
      return out;
    },
  };
}

/**
 * The plugin: the stylesheet module exports a placeholder; `classRenamer` marks each chunk as rendered
 * (before the minifier) and renames all of them once they are minified.
 */
export function shortClassNames(): Plugin {
  let renamer: ReturnType<typeof classRenamer> | null = null;
  const contextOf = (plugin: { parse: (code: string) => unknown; error: (message: string) => never }) => ({
    parse: (code: string) => plugin.parse(code),
    error: (message: string) => plugin.error(message),
  });
  return {
    name: "tischservice-short-class-names",
    enforce: "post",
    buildStart() {
      renamer = null;
    },
    transform(code, id) {
      if (!id.includes("widget.css") || !id.includes("inline")) return null;
      const match = /^export default ("(?:[^"\\]|\\.)*");?\s*$/.exec(code);
      if (!match?.[1]) this.error(`Unexpected shape of the inlined widget.css module: ${code.slice(0, 80)}`);
      renamer = classRenamer(JSON.parse(match[1]) as string);
      return { code: `export default ${JSON.stringify(CSS_PLACEHOLDER)};`, map: null };
    },
    renderChunk(code) {
      if (!renamer) return null;
      return { code: renamer.mark(contextOf(this), code), map: null };
    },
    generateBundle(_options, bundle) {
      if (!renamer) return;
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const renamed = renamer.finish(
        contextOf(this),
        chunks.map((chunk) => chunk.code),
      );
      chunks.forEach((chunk, index) => {
        chunk.code = renamed[index] ?? chunk.code;
      });
    },
  };
}
