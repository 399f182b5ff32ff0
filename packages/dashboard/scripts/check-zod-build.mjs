// `test:build`: the dashboard's production build swaps zod's JSON Schema generator for a stub (see
// vite.config.ts). This builds `src/lib/zod-build/validation-cases.ts` with that same config (plugins,
// resolve conditions, minified) and runs its cases against the result, the same cases its test runs
// against the source. It also checks that the shipped build does contain the stub.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";

const root = new URL("../", import.meta.url).pathname;
const outDir = mkdtempSync(join(tmpdir(), "dashboard-zod-build-"));
const failures = [];
try {
  await build({
    root,
    configFile: join(root, "vite.config.ts"),
    logLevel: "error",
    build: {
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      sourcemap: false,
      minify: true,
      lib: { entry: join(root, "src/lib/zod-build/validation-cases.ts"), formats: ["es"], fileName: "cases" },
    },
  });
  // The config's `vendor` group puts zod (and the stub it imports) in a chunk of its own.
  const bundle = readdirSync(outDir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join(outDir, file), "utf8"))
    .join("\n");
  if (!bundle.includes("JSON Schema wird im Dashboard nicht erzeugt"))
    failures.push("Der Testbuild enthält den zod-Stub nicht: das Plugin hat nicht gegriffen.");
  const { failingValidationCases, validationCases } = await import(
    pathToFileURL(join(outDir, "cases.js")).href
  );
  for (const { name, actual, expected } of failingValidationCases())
    failures.push(`${name}: ${JSON.stringify(actual)} statt ${JSON.stringify(expected)}`);
  console.log(
    `Dashboard: ${validationCases.length} Validierungsfälle gegen den Produktionsbuild von zod geprüft`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

const assets = join(root, "dist", "assets");
const shipped = readdirSync(assets).filter((file) => file.endsWith(".js"));
if (
  !shipped.some((file) =>
    readFileSync(join(assets, file), "utf8").includes("JSON Schema wird im Dashboard nicht erzeugt"),
  )
)
  failures.push("Der ausgelieferte Build enthält den zod-Stub nicht (vite.config.ts geändert?).");

if (failures.length > 0) {
  console.error(`zod im Produktionsbuild weicht ab:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
