// `pnpm check`: fails when a package's source has an import circle (static, dynamic or type-only). A circle
// makes the order modules run in depend on which one a caller imports first, and it hides which layer a
// file belongs to; move the shared type or helper down into a module both sides import instead.
import madge from "madge";

const packages = ["api", "booking-widget", "core", "dashboard", "site", "ui"];

let circles = 0;
for (const name of packages) {
  const graph = await madge(`packages/${name}/src`, {
    fileExtensions: ["ts", "tsx"],
    tsConfig: `packages/${name}/tsconfig.json`,
  });
  for (const circle of graph.circular()) {
    circles += 1;
    console.error(`Importkreis in packages/${name}/src: ${[...circle, circle[0]].join(" → ")}`);
  }
}

if (circles > 0) {
  console.error(`${circles} Importkreis(e) gefunden.`);
  process.exit(1);
}
console.log(`Keine Importkreise in ${packages.length} Paketen.`);
