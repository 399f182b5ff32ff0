import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import dts from "vite-plugin-dts";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  plugins: [
    react(),
    dts({
      tsconfigPath: "./tsconfig.json",
      include: ["src"],
      exclude: ["src/**/*.test.tsx", "src/**/*.stories.tsx", "src/test/**"],
      // Sources import with .ts/.tsx extensions; published declarations point at the emitted .js files.
      beforeWriteFile: (filePath, content) => ({
        filePath,
        content: content.replace(/(from\s+["']\.{1,2}\/[^"']+)\.tsx?(["'])/g, "$1.js$2"),
      }),
    }),
  ],
  resolve: { conditions: ["@tischservice/source", ...defaultClientConditions] },
  build: {
    lib: {
      entry: { index: "src/index.ts", "widget-safe": "src/widget-safe.ts" },
      formats: ["es"],
    },
    sourcemap: true,
    rollupOptions: {
      external: (id) =>
        externals.some((name) => id === name || id.startsWith(`${name}/`)) || /^react(-dom)?($|\/)/.test(id),
      output: { preserveModules: true, preserveModulesRoot: "src" },
    },
  },
});
