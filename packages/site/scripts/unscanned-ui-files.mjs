// The ui components that src/styles.css keeps out of Tailwind's sources (`@source not` lists of them), and
// which of them the built site uses anyway: a page that renders one (its `data-slot`, which ui names
// after the component's file) or a script that bundles one (its source map) would miss its classes.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const stylesheet = new URL("../src/styles.css", import.meta.url).pathname;

/** `components/select.tsx`, … for every `@source not "../../ui/src/<folder>/{a,b}.tsx"` in styles.css. */
export function unscannedUiFiles() {
  const css = readFileSync(stylesheet, "utf8");
  const files = [];
  for (const [, folder, names] of css.matchAll(
    /@source not "\.\.\/\.\.\/ui\/src\/([\w-]+)\/\{([\w,-]+)\}\.tsx"/g,
  )) {
    for (const name of names.split(",")) files.push({ name, path: `${folder}/${name}.tsx` });
  }
  return files;
}

/** The unscanned ui files that a built page renders or a built script bundles, as readable lines. */
export function unscannedUiFilesInUse(dist, pageFiles) {
  const files = unscannedUiFiles();
  const found = [];
  for (const file of pageFiles) {
    const slots = new Set(
      [...readFileSync(join(dist, file), "utf8").matchAll(/data-slot="([\w-]+)"/g)].map((m) => m[1]),
    );
    for (const { name, path } of files) {
      if ([...slots].some((slot) => slot === name || slot.startsWith(`${name}-`)))
        found.push(`${file} zeigt ui/src/${path}`);
    }
  }
  for (const map of readdirSync(join(dist, "assets")).filter((name) => name.endsWith(".js.map"))) {
    const { sources } = JSON.parse(readFileSync(join(dist, "assets", map), "utf8"));
    for (const { path } of files) {
      if (sources.some((source) => source.endsWith(`ui/src/${path}`)))
        found.push(`${map} enthält ui/src/${path}`);
    }
  }
  return found;
}
