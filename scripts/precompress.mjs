// Precompressed copies of a build's text files: beside each one a `.br` (brotli, best quality) and a `.gz`
// (gzip, level 9), which the API sends as they are to browsers that accept them (`serveStatic` with
// `precompressed`), so no request pays for compressing a file and each is compressed as well as it can be.
// The build's own files are never changed. Used by the Vite builds of the site, the dashboard and the
// widget (`precompress()`, after Vite has written everything, the public folder included) and by the
// site's prerender step for the pages it rewrites afterwards (`precompressFiles`).
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: pages, scripts, styles, JSON and the web manifest, SVG, XML, text. */
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".mjs",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".xml",
  ".txt",
]);
/** Below this size a compressed copy saves less than its header costs. */
const MIN_BYTES = 1024;

/**
 * Writes `file.br` and `file.gz` beside `file`; a copy that would not be smaller (or a file too small to
 * bother) gets none, and an older copy of it is removed, so a copy never answers for a file it is not of.
 */
export async function precompressFile(file) {
  const source = await readFile(file);
  const [br, gz] =
    source.byteLength < MIN_BYTES
      ? [null, null]
      : await Promise.all([
          brotli(source, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
            },
          }),
          gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
        ]);
  await Promise.all(
    [
      [`${file}.br`, br],
      [`${file}.gz`, gz],
    ].map(([copy, bytes]) =>
      bytes && bytes.byteLength < source.byteLength ? writeFile(copy, bytes) : rm(copy, { force: true }),
    ),
  );
}

/** `precompressFile` for each of `files` that is worth compressing. */
export async function precompressFiles(files) {
  await Promise.all(files.filter((file) => COMPRESSIBLE.has(extname(file))).map(precompressFile));
}

/** Every file below `dir`, but those in folders starting with a dot (such as Vite's `.vite`). */
async function filesBelow(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter(
      (entry) => entry.isFile() && !/(^|[\\/])\./.test(join(entry.parentPath, entry.name).slice(dir.length)),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Precompresses every compressible file below `dir`. */
export async function precompressDir(dir) {
  await precompressFiles(await filesBelow(dir));
}

/**
 * The Vite plugin: once a (non-SSR) build has written its output folder, precompresses its files.
 * @returns {import("vite").Plugin}
 */
export function precompress() {
  let outDir = "";
  let ssr = false;
  return {
    name: "tischservice:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (!ssr) await precompressDir(outDir);
    },
  };
}
