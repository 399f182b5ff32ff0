import { playwright } from "@vitest/browser-playwright";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";
import { leanPreactAlias } from "./src/widget-safe/runtime/alias.js";

/**
 * Renders the widget-safe subset in real Chromium under the runtime widget.js ships: `react`,
 * `react-dom/client` and the JSX runtime resolve to the lean Preact layer exactly as in the booking
 * widget's build (src/widget-safe/runtime/alias.js). Run by `pnpm --filter @tischservice/ui test:lean`
 * (part of `test:build`, so `pnpm test` runs it).
 */
export default defineConfig({
  resolve: {
    alias: leanPreactAlias,
    conditions: ["@tischservice/source", ...defaultClientConditions],
    dedupe: ["preact"],
  },
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  optimizeDeps: {
    // Keep React itself out of the browser: only the lean layer may answer `react`.
    exclude: ["react", "react-dom"],
    include: ["preact", "preact/hooks", "preact/jsx-runtime"],
  },
  test: {
    name: "lean",
    include: ["test/**/*.lean.test.tsx"],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--headless",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
          ],
        },
      }),
      instances: [{ browser: "chromium" }],
    },
  },
});
