import { defineConfig } from "vitest/config";
import { leanPreactProject } from "../../vitest.lean-project.ts";

/**
 * Renders the widget-safe subset in real Chromium under the runtime widget.js ships: `react`,
 * `react-dom` and the JSX runtime resolve to preact/compat exactly as in the booking widget's build
 * (`preactAlias`, src/preact-runtime/alias.js). Run by `pnpm --filter @tischservice/ui test:lean`
 * (part of `test:build`, so `pnpm test` runs it).
 */
export default defineConfig(leanPreactProject({ name: "lean", include: ["test/**/*.lean.test.tsx"] }));
