// What each module contributes to widget.js's chunks: builds them in memory with source maps (the same
// config, so the same runtime, aliases and minifier), attributes every byte of each minified chunk to the
// module it came from, and reports per module its minified bytes and its marginal gzip cost (the gzip size
// of its whole chunk minus that of the chunk without the module's bytes), for the entry chunk (loaded
// before the first slots) and the chunks loaded on demand. The loader step is left out here: it re-emits
// the chunks as plain files, without their source maps. Printed by `pnpm bench`;
// `node scripts/widget-modules.mjs [count]` prints it alone.
import { gzipSync } from "node:zlib";
import { build } from "vite";

const gzip = (text) => gzipSync(text, { level: 9 }).byteLength;
const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Decodes a source map's `mappings` into [line][segment] = [column, sourceIndex | undefined]. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(";")) {
    const segments = [];
    let column = 0;
    for (const text of line.split(",")) {
      if (!text) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of text) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : undefined]);
    }
    lines.push(segments);
  }
  return lines;
}

const shortId = (id) =>
  id
    .replace(/^.*\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, "")
    .replace(/^.*\/node_modules\//, "")
    .replace(/^.*\/packages\//, "")
    .replace(/^(\.\.\/)+/, "");

/** Builds widget.js's chunks in memory and returns each chunk's rows, largest marginal gzip cost first. */
export async function widgetModules() {
  let chunks = [];
  await build({
    configFile: new URL("../vite.widget.config.ts", import.meta.url).pathname,
    root: new URL("..", import.meta.url).pathname,
    logLevel: "silent",
    build: { write: false, sourcemap: true, emptyOutDir: false },
    plugins: [
      {
        name: "tischservice-widget-modules",
        configResolved(config) {
          // The resolved list is read-only in its type; this measurement build drops the loader step.
          const plugins = /** @type {import("vite").Plugin[]} */ (config.plugins);
          plugins.splice(
            0,
            plugins.length,
            ...plugins.filter((plugin) => plugin.name !== "tischservice-widget-loader"),
          );
        },
        generateBundle(_options, bundle) {
          chunks = Object.values(bundle)
            .filter((file) => file.type === "chunk")
            .sort((a, b) => Number(b.isEntry) - Number(a.isEntry));
        },
      },
    ],
  });
  if (!chunks[0]?.isEntry || chunks.some((chunk) => !chunk.map))
    throw new Error("widget.js's entry chunk or a source map is missing from the build.");
  return chunks.map((chunk) => ({ name: chunk.fileName, start: chunk.isEntry, ...chunkModules(chunk) }));
}

/** One chunk's rows. */
function chunkModules({ code, map }) {
  const owner = new Array(code.length).fill(-1);
  const lineStarts = [0];
  for (let index = 0; index < code.length; index++) if (code[index] === "\n") lineStarts.push(index + 1);
  decodeMappings(map.mappings).forEach((segments, line) => {
    const start = lineStarts[line] ?? code.length;
    const end = (lineStarts[line + 1] ?? code.length + 1) - 1;
    segments.forEach(([column, source], index) => {
      const to = index + 1 < segments.length ? start + segments[index + 1][0] : end;
      if (source !== undefined) owner.fill(source, start + column, Math.min(to, end));
    });
  });
  // The stylesheet string comes from a transform without a source map: its bytes count for widget.css.
  const sources = [...map.sources];
  const cssStart = code.indexOf("/*! tailwindcss");
  if (cssStart !== -1) {
    const quote = code[cssStart - 1] ?? "";
    sources.push("booking-widget/src/widget/widget.css");
    owner.fill(sources.length - 1, cssStart - 1, code.indexOf(quote, cssStart) + 1);
  }
  const total = gzip(code);
  const rows = sources.map((source, index) => {
    let bytes = 0;
    let rest = "";
    for (let at = 0; at < code.length; at++) {
      if (owner[at] === index) bytes++;
      else rest += code[at];
    }
    return { module: shortId(source), bytes, gzip: total - gzip(rest) };
  });
  const unattributed = owner.filter((source) => source === -1).length;
  rows.push({ module: "(bundle glue, unmapped)", bytes: unattributed, gzip: null });
  return {
    raw: code.length,
    gzip: total,
    rows: rows.filter((row) => row.bytes > 0).sort((a, b) => (b.gzip ?? -1) - (a.gzip ?? -1)),
  };
}

export function printWidgetModules(chunks, count = 15) {
  for (const { name, start, raw, gzip: total, rows } of chunks) {
    console.log(
      `${name} (${start ? "entry, before the first slots" : "on demand"}) by module (${raw} B min, ${total} B gzip; gzip = what leaving it out would save):`,
    );
    for (const row of rows.slice(0, count)) {
      console.log(
        `${String(row.gzip ?? "-").padStart(7)} B gzip ${String(row.bytes).padStart(7)} B min  ${row.module}`,
      );
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printWidgetModules(await widgetModules(), Number(process.argv[2] ?? 15));
}
