import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import { defaultClientConditions, defineConfig } from "vite";
import dts from "vite-plugin-dts";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies), "preact"];
const isExternal = (id: string) =>
  externals.some((name) => id === name || id.startsWith(`${name}/`)) || /^react(-dom)?($|\/)/.test(id);

/** The npm build (ESM + types). The script-tag bundle has a config of its own. */
export default defineConfig({
  plugins: [
    // widget.css is compiled into a string (`?inline`) that each shadow root adopts.
    tailwindcss(),
    dts({
      tsconfigPath: "./tsconfig.json",
      include: ["src"],
      exclude: ["src/**/*.test.ts", "src/**/*.test.tsx", "src/**/*.stories.tsx", "src/test/**"],
      beforeWriteFile: (filePath, content) => ({
        filePath,
        content: content.replace(/(from\s+["']\.{1,2}\/[^"']+)\.tsx?(["'])/g, "$1.js$2"),
      }),
    }),
  ],
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  resolve: { conditions: ["@tischservice/source", ...defaultClientConditions] },
  build: {
    lib: { entry: { index: "src/index.ts" }, formats: ["es"] },
    sourcemap: true,
    rollupOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: "src" },
    },
  },
});
