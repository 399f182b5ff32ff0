/**
 * Measures what the widget-safe subset adds to a Preact widget bundle (minified, gzip), built the way the
 * booking widget builds: Vite library mode, IIFE, React aliased to preact/compat. Prints the figures and
 * fails when the subset's share exceeds the budget. Run: `pnpm --filter @tischservice/ui size`.
 */
import { gzipSync } from "node:zlib";
import { build, defaultClientConditions, type Plugin } from "vite";
import { preactAlias } from "../preact-alias.ts";

/** Budget for the subset's share of the widget bundle, in bytes after gzip. */
const BUDGET_GZIP_BYTES = 8 * 1024;

const baseline = `
import { createElement as h, useState } from "react";
import { render } from "react-dom";
function App() {
  const [n, setN] = useState(0);
  return h("button", { type: "button", onClick: () => setN(n + 1) }, String(n));
}
render(h(App), document.body);
`;

const withSubset = `
import { createElement as h, useState } from "react";
import { render } from "react-dom";
import { Banner, Button, FormField, GuestCountPicker, Input, Spinner, StatusBadge, TimeSlotGrid } from "${new URL("../src/widget-safe.ts", import.meta.url).pathname}";
function App() {
  const [n, setN] = useState(0);
  return h("div", null,
    h(FormField, { label: "Name", required: true }, h(Input)),
    h(GuestCountPicker, { onValueChange: setN }),
    h(TimeSlotGrid, { slots: [{ time: "18:00", available: true }], onSelect: () => setN(n + 1) }),
    h(Banner, { tone: "error" }, "Fehler"),
    h(Spinner),
    h(StatusBadge, { status: "confirmed" }),
    h(Button, { type: "button", onClick: () => setN(n + 1) }, String(n)),
  );
}
render(h(App), document.body);
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
    resolve: { alias: preactAlias, conditions: ["@tischservice/source", ...defaultClientConditions] },
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
  const heavy = Object.keys(chunk.modules).filter((id) => /radix-ui|@radix-ui|tailwind-merge/.test(id));
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
console.log(`Preact widget without ui:        ${kb(base.raw)} min, ${kb(base.gzip)} gzip`);
console.log(`Preact widget with widget-safe:  ${kb(full.raw)} min, ${kb(full.gzip)} gzip`);
console.log(
  `Share of the widget-safe subset: ${kb(full.raw - base.raw)} min, ${kb(share)} gzip (budget ${kb(BUDGET_GZIP_BYTES)})`,
);
if (share > BUDGET_GZIP_BYTES) {
  console.error("The widget-safe subset is over its size budget.");
  process.exit(1);
}
