import ts from "typescript";
import type { Plugin } from "vite";

/**
 * widget.js only: short names for the keys of the widget's texts (`successConfirmedHeading` -> `$a`)
 * and of its internal props. Each text key stands in the German and the English catalogue and where it
 * is read; a minifier does not rename properties because it cannot know that nothing else reads them.
 * Here TypeScript proves it, name by name, so the renaming follows the types and never a spelling:
 * - the candidates are the members of the interfaces listed in `TEXT_INTERFACES` (core's catalogue, the
 *   widget's extra words and merged texts, the text props of ui's slot grid and guest picker, which
 *   receive the same objects, and the widget's internal props and values);
 * - a candidate is renamed only if every place in the type-checked sources where that name stands as a
 *   property (a member access, an object literal's key, a destructuring, a JSX attribute, a class member)
 *   is a member of one of those interfaces (a literal counts when its contextual type is one of them);
 *   a single other use (`dialog.close()`, a response field, a prop of the same name) keeps the name
 *   everywhere;
 * - a value of such an interface may only flow into another one (or a type parameter): read by a
 *   computed key or `for...in`, or handed to `Object.keys`, `JSON.stringify`, an `any` or another type,
 *   it could expose its names as strings, and then no name at all is renamed;
 * - it is also kept when a module TypeScript does not check (Preact's JavaScript) has it as a property,
 *   or when the chunk holds it as a string (`state: "loading"`, or a computed access);
 * - every TypeScript module in the bundle must be part of the checked program, else the build fails.
 * Every property of such a name in every chunk is then renamed, consistently, as TypeScript saw all of them
 * (after rendering and minifying, all chunks at once: they pass texts and props to each other).
 */

/**
 * The interfaces whose members get short names, `[file path suffix, interface name]`: the texts, and the
 * props and values that stay inside widget.js (never its public API: `window.Tischservice`, the options a
 * page passes, the event's detail, what goes to the API). Listing one only makes its members candidates;
 * the proof decides.
 */
export const TEXT_INTERFACES: readonly (readonly [string, string])[] = [
  ["core/src/texts/widget-start.ts", "WidgetStartTextCatalogue"],
  ["core/src/texts/widget-later.ts", "WidgetLaterTextCatalogue"],
  ["core/src/texts/widget-dialog.ts", "WidgetDialogTextCatalogue"],
  ["booking-widget/src/widget/texts.ts", "StartExtraTexts"],
  ["booking-widget/src/widget/texts.ts", "LaterExtraTexts"],
  ["booking-widget/src/widget/texts.ts", "StartTexts"],
  ["ui/src/widget-safe/slot-grid.tsx", "SlotGridTexts"],
  ["ui/src/widget-safe/guest-picker.tsx", "GuestPickerTexts"],
  // Internal props and values.
  ["booking-widget/src/widget/booking-app.tsx", "BookingAppProps"],
  ["booking-widget/src/widget/pick-step.tsx", "PickStepProps"],
  ["booking-widget/src/widget/later-flow.tsx", "LaterFlowProps"],
  ["booking-widget/src/widget/details-step.tsx", "DetailsStepProps"],
  ["booking-widget/src/widget/summary-step.tsx", "SummaryStepProps"],
  ["booking-widget/src/widget/summary-step.tsx", "BookingSummary"],
  ["booking-widget/src/widget/success-step.tsx", "SuccessStepProps"],
  ["booking-widget/src/widget/date-picker.tsx", "DatePickerProps"],
  ["booking-widget/src/widget/dialog-widget.tsx", "DialogWidgetProps"],
  ["booking-widget/src/widget/api.ts", "SlotsAnswer"],
  ["booking-widget/src/widget/api.ts", "Schedule"],
  ["booking-widget/src/widget/api.ts", "RestaurantInfo"],
  ["booking-widget/src/widget/options.ts", "WidgetOptions"],
  ["booking-widget/src/widget/ics.ts", "CalendarEntry"],
  ["ui/src/widget-safe/slot-grid.tsx", "SlotGridProps"],
  ["ui/src/widget-safe/guest-picker.tsx", "GuestPickerProps"],
];

export interface TextKeyProof {
  /** Names proven to be used only as texts' keys in the checked sources. */
  proven: Set<string>;
  /** Candidates kept, each with the first place that is not a text key. */
  refused: Map<string, string>;
  /** The checked source files (absolute paths). */
  files: Set<string>;
}

function compilerOptions(tsconfig: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    tsconfig,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      },
    },
  );
  if (!parsed) throw new Error(`Cannot read ${tsconfig}`);
  // The types of the sources' own imports are enough (no global test or tool typings).
  return { ...parsed.options, types: [], lib: ["lib.es2023.d.ts"], noEmit: true };
}

const propertyName = (name: ts.Node | undefined): string | null =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name))
    ? name.text
    : null;

/** The type-checked program of the widget, rooted at its entry module (and its runtime layer's files). */
export function widgetProgram(roots: readonly string[], tsconfig: string): ts.Program {
  return ts.createProgram(roots, compilerOptions(tsconfig));
}

/**
 * Proves, in `program`, which members of the text interfaces are used only as text keys in the source
 * files `bundled` (absolute paths; every non-declaration file of the program when not given).
 */
export function proveTextKeys(
  program: ts.Program,
  bundled?: ReadonlySet<string>,
  interfaces: readonly (readonly [string, string])[] = TEXT_INTERFACES,
): TextKeyProof {
  const checker = program.getTypeChecker();
  const all = program.getSourceFiles().filter((file) => !file.isDeclarationFile);
  const sources = bundled ? all.filter((file) => bundled.has(file.fileName)) : all;
  const declarations: ts.InterfaceDeclaration[] = [];
  for (const file of sources) {
    for (const [suffix, name] of interfaces) {
      if (!file.fileName.endsWith(suffix)) continue;
      for (const statement of file.statements) {
        if (ts.isInterfaceDeclaration(statement) && statement.name.text === name)
          declarations.push(statement);
      }
    }
  }
  if (declarations.length !== interfaces.length) {
    const found = declarations.map((declaration) => declaration.name.text);
    throw new Error(
      `Text interfaces not found: ${interfaces.filter(([, name]) => !found.includes(name)).join(" ")}`,
    );
  }
  const candidates = new Set(
    declarations.flatMap((declaration) =>
      declaration.members.map((member) => propertyName(member.name) ?? ""),
    ),
  );
  candidates.delete("");
  const isText = (symbol: ts.Symbol | undefined): boolean =>
    !!symbol?.declarations?.length &&
    symbol.declarations.every((declaration) =>
      declarations.some(
        (owner) =>
          owner.getSourceFile() === declaration.getSourceFile() &&
          declaration.pos >= owner.pos &&
          declaration.end <= owner.end,
      ),
    );
  const refused = new Map<string, string>();
  const check = (name: string | null, node: ts.Node, symbol: () => ts.Symbol | undefined) => {
    if (!name || !candidates.has(name) || refused.has(name) || isText(symbol())) return;
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    refused.set(name, `${file.fileName.replace(/^.*\/packages\//, "")}:${line + 1}`);
  };
  const propertyOf = (type: ts.Type | undefined, name: string) =>
    type ? checker.getPropertyOfType(checker.getApparentType(type), name) : undefined;
  // Of a union (`T | null`), the members of each part.
  const textMembers = (type: ts.Type): ts.Symbol[] =>
    type.isUnion()
      ? type.types.flatMap(textMembers)
      : checker.getPropertiesOfType(checker.getApparentType(type)).filter((member) => isText(member));
  // A value with text members may flow only where a text type is expected again (a text interface, or a
  // type parameter, which passes it on as it is). Handed to `Object.keys`, `JSON.stringify`, an `any` or
  // another type, or read by a computed key or `for...in`, its names would be read as strings: as the
  // value may stand for a wider text object (its other members hidden by the narrower type), no name is
  // renamed then.
  const refuseAll = (node: ts.Node) => {
    for (const name of candidates) check(name, node, () => undefined);
  };
  const flows = (expression: ts.Expression) => {
    if (textMembers(checker.getTypeAtLocation(expression)).length === 0) return;
    const target = checker.getContextualType(expression);
    if (target && (target.flags & ts.TypeFlags.TypeParameter || textMembers(target).length > 0)) return;
    refuseAll(expression);
  };
  const visit = (node: ts.Node): void => {
    const parent = node.parent as ts.Node | undefined;
    if (
      parent &&
      ts.isExpression(node) &&
      ((ts.isCallLikeExpression(parent) &&
        parent.kind !== ts.SyntaxKind.Decorator &&
        node !== (parent as ts.CallExpression).expression) ||
        ts.isSpreadElement(parent) ||
        ts.isSpreadAssignment(parent) ||
        (ts.isPropertyAssignment(parent) && parent.initializer === node) ||
        ts.isReturnStatement(parent) ||
        (ts.isVariableDeclaration(parent) && parent.type !== undefined && parent.initializer === node) ||
        ts.isJsxExpression(parent) ||
        (ts.isArrowFunction(parent) && parent.body === node) ||
        (ts.isBinaryExpression(parent) &&
          parent.right === node &&
          parent.operatorToken.kind === ts.SyntaxKind.EqualsToken) ||
        (ts.isForInStatement(parent) && parent.expression === node))
    ) {
      if (ts.isForInStatement(parent)) {
        for (const member of textMembers(checker.getTypeAtLocation(node)))
          check(member.name, node, () => undefined);
      } else {
        flows(node);
      }
    }
    if (ts.isElementAccessExpression(node) && !ts.isStringLiteralLike(node.argumentExpression)) {
      // `t[key]`: any of its names may be read.
      if (textMembers(checker.getTypeAtLocation(node.expression)).length > 0) refuseAll(node);
    }
    if (ts.isPropertyAccessExpression(node)) {
      check(propertyName(node.name), node.name, () => checker.getSymbolAtLocation(node.name));
    } else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) {
      // `t["close"]`: a computed access is never renamed.
      check(node.argumentExpression.text, node, () => undefined);
    } else if (ts.isObjectLiteralExpression(node)) {
      const contextual = checker.getContextualType(node);
      for (const property of node.properties) {
        const name = propertyName(property.name);
        if (name) check(name, property, () => propertyOf(contextual, name));
      }
    } else if (ts.isObjectBindingPattern(node)) {
      const type = checker.getTypeAtLocation(node);
      for (const element of node.elements) {
        const name = propertyName(element.propertyName ?? element.name);
        if (name) check(name, element, () => propertyOf(type, name));
      }
    } else if (ts.isJsxAttribute(node)) {
      // The component's (or element's) props type, as the attributes' contextual type.
      const name = propertyName(node.name);
      if (name) check(name, node, () => propertyOf(checker.getContextualType(node.parent), name));
    } else if (ts.isClassElement(node) && node.name) {
      check(propertyName(node.name), node, () => undefined);
    }
    if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isImportDeclaration(node))
      return;
    ts.forEachChild(node, visit);
  };
  for (const file of sources) visit(file);
  return {
    proven: new Set([...candidates].filter((name) => !refused.has(name))),
    refused,
    files: new Set(all.map((file) => file.fileName)),
  };
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

/** Property names of a parsed JavaScript module: keys, member accesses, class members. */
function propertyNamesOf(program: unknown): Set<string> {
  const names = new Set<string>();
  walk(program, (node) => {
    const key =
      node.type === "Property" || node.type === "MethodDefinition" || node.type === "PropertyDefinition"
        ? node.key
        : node.type === "MemberExpression"
          ? node.property
          : null;
    const name = identifierName(key) ?? (isNode(key) && typeof key.value === "string" ? key.value : null);
    if (name) names.add(name);
  });
  return names;
}

function shortKey(index: number): string {
  const letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
  return `$${index >= letters.length ? letters[Math.floor(index / letters.length) - 1] : ""}${letters[index % letters.length]}`;
}

/**
 * The plugin: `roots` are the widget's entry module and any TypeScript module an alias brings in (the
 * lean runtime layer), `tsconfig` the configuration to check them with.
 */
export function shortTextKeys(roots: readonly string[], tsconfig: string): Plugin {
  let program: ts.Program | null = null;
  const typed = new Set<string>();
  const untyped = new Set<string>();
  return {
    name: "tischservice-short-text-keys",
    buildStart() {
      program = widgetProgram(roots, tsconfig);
      typed.clear();
      untyped.clear();
    },
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      if (id.startsWith("\0") || id.includes("?") || !/\.[cm]?[jt]sx?$/.test(file)) return null;
      if (/\.tsx?$/.test(file)) {
        if (!program?.getSourceFile(file))
          this.error(`${file} is in widget.js but not in the type-checked program.`);
        typed.add(file);
        return null;
      }
      for (const name of propertyNamesOf(this.parse(code))) untyped.add(name);
      return null;
    },
    generateBundle(_options, bundle) {
      if (!program) return;
      // widget.js is a few chunks that pass texts and props to each other: one proof and one set of names
      // for all of them. Only the modules that put code into a chunk (a barrel's other files are left out
      // by tree shaking).
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const rendered = new Set(
        chunks.flatMap((chunk) =>
          Object.entries(chunk.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id]) => id.split("?")[0] ?? id),
        ),
      );
      const proof = proveTextKeys(program, new Set([...typed].filter((file) => rendered.has(file))));
      const parsed = chunks.map((chunk) => this.parse(chunk.code));
      const strings = new Set<string>();
      for (const program of parsed) {
        walk(program, (node) => {
          if (node.type === "Literal" && typeof node.value === "string") strings.add(node.value);
          else if (node.type === "TemplateElement") strings.add((node.value as { raw: string }).raw.trim());
        });
      }
      const keys = [...proof.proven].filter((name) => !untyped.has(name) && !strings.has(name)).sort();
      if (keys.length === 0) return;
      const names = new Map(keys.map((key, index) => [key, shortKey(index)]));
      chunks.forEach((chunk, index) => {
        const edits: { start: number; end: number; text: string }[] = [];
        walk(parsed[index], (node) => {
          if ((node.type === "Property" || node.type === "MethodDefinition") && !node.computed) {
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
          }
        });
        edits.sort((a, b) => b.start - a.start);
        let out = chunk.code;
        for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
        chunk.code = out;
      });
    },
  };
}
