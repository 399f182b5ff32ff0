import { playwright } from "@vitest/browser-playwright";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";
import { preactAlias } from "./preact-alias.ts";

/**
 * Renders the widget-safe subset under Preact in real Chromium: `react`, `react-dom` and the JSX runtime
 * resolve to Preact exactly as in the booking widget's build. Run by `pnpm --filter @tischservice/ui test:preact`
 * (part of `test:build`, so `pnpm test` runs it).
 */
export default defineConfig({
  resolve: {
    alias: preactAlias,
    conditions: ["@tischservice/source", ...defaultClientConditions],
    dedupe: ["preact"],
  },
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  optimizeDeps: {
    // Pre-bundled dependencies must see the aliases too; keep React itself out of the browser.
    exclude: ["react", "react-dom"],
    include: [
      "preact",
      "preact/compat",
      "preact/hooks",
      "preact/jsx-runtime",
      "lucide-react",
      "clsx",
      "tailwind-merge",
      "class-variance-authority",
    ],
  },
  test: {
    name: "preact",
    include: ["test/**/*.preact.test.tsx"],
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
