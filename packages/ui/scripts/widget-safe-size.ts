/**
 * Measures what the widget-safe subset adds to a widget bundle (minified, gzip), built the way widget.js is
 * built: Vite library mode, IIFE, `react` on preact/compat (src/preact-runtime/). Prints the
 * figures and fails when the subset's share exceeds the budget or it pulls in a heavy dependency. Run:
 * `pnpm --filter @tischservice/ui size`.
 */
import { gzipSync } from "node:zlib";
import { build, defaultClientConditions, type Plugin } from "vite";
import { preactAlias } from "../src/preact-runtime/alias.js";

/** Budget for the subset's share of the widget bundle, in bytes after gzip. */
const BUDGET_GZIP_BYTES = 2.5 * 1024;

// JSX as the widget's compiled code has it: \`jsx(type, { ...props, children })\` from the JSX runtime.
const baseline = `
import { useState } from "react";
import { jsx as h } from "react/jsx-runtime";
import { createRoot } from "react-dom/client";
function App() {
  const [n, setN] = useState(0);
  return h("button", { type: "button", onClick: () => setN(n + 1), children: String(n) });
}
createRoot(document.body).render(h(App, {}));
`;

const withSubset = `
import { useState } from "react";
import { jsx as h } from "react/jsx-runtime";
import { createRoot } from "react-dom/client";
import { GuestPicker, Notice, PlainButton, SlotGrid, TextField } from "${new URL("../src/widget-safe.ts", import.meta.url).pathname}";
const t = {
  guestsLabel: "Personen", largerGroupLabel: "Größere Gruppe?", largerGroupPlaceholder: "z.B. 21",
  noSlots: "Keine Zeiten verfügbar", slotUnavailable: "Ausgebucht", availableMark: "✓ Verfügbar",
  unavailableMark: "✗ Ausgebucht", statusText: (status) => status,
};
function App() {
  const [n, setN] = useState(0);
  return h("div", { children: [
    h(TextField, { label: "Name", required: true }),
    h(GuestPicker, { t, value: n, onChange: setN }),
    h(SlotGrid, { t, labelledBy: "x", value: null, slots: [{ time: "18:00", available: true, status: "" }], onSelect: () => setN(n + 1) }),
    h(Notice, { tone: "error", children: "Fehler" }),
    h(PlainButton, { onClick: () => setN(n + 1), children: String(n) }),
  ] });
}
createRoot(document.body).render(h(App, {}));
`;

function virtualEntry(code: string): Plugin {
  return {
    name: "virtual-entry",
    resolveId: (id) => (id === "virtual:entry" ? "\0virtual:entry" : null),
    load: (id) => (id === "\0virtual:entry" ? code : null),
  };
}

async function gzipSize(code: string): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    configFile: false,
    logLevel: "silent",
    plugins: [virtualEntry(code)],
    resolve: {
      alias: preactAlias,
      conditions: ["@tischservice/source", ...defaultClientConditions],
      dedupe: ["preact"],
    },
    define: { "process.env.NODE_ENV": '"production"' },
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: "virtual:entry", output: { format: "iife", name: "widget" } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ("output" in o ? o.output : [])).find((file) => file.type === "chunk");
  if (chunk?.type !== "chunk") throw new Error("no chunk built");
  const heavy = Object.keys(chunk.modules).filter((id) =>
    /radix-ui|@radix-ui|tailwind-merge|class-variance-authority|lucide-react|clsx/.test(id),
  );
  if (heavy.length > 0)
    throw new Error(`The widget-safe subset pulls in a heavy dependency: ${heavy.join(", ")}`);
  if (process.env.SIZE_DETAILS) {
    const rows = Object.entries(chunk.modules)
      .map(
        ([id, m]) =>
          [m.renderedLength, id.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, "")] as const,
      )
      .sort((a, b) => b[0] - a[0])
      .slice(0, 25);
    for (const [length, id] of rows) console.log(String(length).padStart(7), id);
  }
  return { raw: Buffer.byteLength(chunk.code), gzip: gzipSync(chunk.code, { level: 9 }).byteLength };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const base = await gzipSize(baseline);
const full = await gzipSize(withSubset);
const share = full.gzip - base.gzip;
console.log(`Minimal widget without ui:       ${kb(base.raw)} min, ${kb(base.gzip)} gzip`);
console.log(`Minimal widget with widget-safe: ${kb(full.raw)} min, ${kb(full.gzip)} gzip`);
console.log(
  `Share of the widget-safe subset: ${kb(full.raw - base.raw)} min, ${kb(share)} gzip (budget ${kb(BUDGET_GZIP_BYTES)})`,
);
if (share > BUDGET_GZIP_BYTES) {
  console.error("The widget-safe subset is over its size budget.");
  process.exit(1);
}
