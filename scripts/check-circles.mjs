// `pnpm check`: fails when a package's source has an import circle (static, dynamic or type-only). A circle
// makes the order modules run in depend on which one a caller imports first, and it hides which layer a
// file belongs to; move the shared type or helper down into a module both sides import instead.
// It also keeps the API's `src/lib/` a floor: its leaf helpers import only each other, so that anything in
// the API may use them without a circle and they never drag the app's assembly along.
import { dirname, posix } from "node:path";
import madge from "madge";

const packages = ["api", "booking-widget", "core", "dashboard", "site", "ui"];

/** The folders whose files may import nothing from the rest of their package's `src`. */
const leafFolders = { api: ["lib/"] };

let circles = 0;
let layerBreaches = 0;
for (const name of packages) {
  const graph = await madge(`packages/${name}/src`, {
    fileExtensions: ["ts", "tsx"],
    tsConfig: `packages/${name}/tsconfig.json`,
  });
  for (const circle of graph.circular()) {
    circles += 1;
    console.error(`Importkreis in packages/${name}/src: ${[...circle, circle[0]].join(" → ")}`);
  }
  const dependencies = graph.obj();
  for (const folder of leafFolders[name] ?? []) {
    for (const [file, imports] of Object.entries(dependencies)) {
      if (!file.startsWith(folder)) continue;
      for (const imported of imports) {
        if (imported.startsWith(folder)) continue;
        layerBreaches += 1;
        const specifier = posix.relative(dirname(file), imported);
        console.error(
          `packages/${name}/src/${file} importiert "${specifier}" (packages/${name}/src/${imported}): ` +
            `Dateien in packages/${name}/src/${folder} dürfen nur aus ${folder} importieren.`,
        );
      }
    }
  }
}

if (circles > 0) console.error(`${circles} Importkreis(e) gefunden.`);
if (layerBreaches > 0)
  console.error(
    `${layerBreaches} Import(e) aus einem Blattordner hinaus gefunden; verschiebe die Datei eine Schicht höher.`,
  );
if (circles > 0 || layerBreaches > 0) process.exit(1);
console.log(
  `Keine Importkreise in ${packages.length} Paketen; packages/api/src/lib/ importiert nur aus sich selbst.`,
);
