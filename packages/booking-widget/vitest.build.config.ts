import { defaultServerConditions } from "vite";
import { defineConfig } from "vitest/config";
import { leanPreactProject } from "../../vitest.lean-project.ts";

/**
 * What ships, tested after `pnpm build` (run by `test:build`, so `pnpm test` and CI run it):
 * - `widget-lean`: the widget's component tests in real Chromium under the runtime widget.js uses:
 *   `react`, `react-dom` and the JSX runtime resolve to preact/compat through ui's `preactAlias` exactly
 *   as in vite.widget.config.ts (the root `browser` project runs the same tests under React), and the built
 *   widget.js loaded into a page from another origin with its chunks (test/*.lean.test.ts: only here, as
 *   `pnpm test` runs the root projects before anything is built; a missing build fails them with a message).
 * - `widget-build`: the built widget.js and its chunks read as text in Node: size budgets, no eval, no
 *   third-party hosts.
 */
export default defineConfig({
  test: {
    projects: [
      leanPreactProject({
        name: "widget-lean",
        include: [
          "test/**/*.lean.test.{ts,tsx}",
          "src/widget/booking-app.test.tsx",
          "src/widget/date-picker.test.tsx",
          "src/widget/language-switch.test.tsx",
          "src/widget/other-days.test.tsx",
        ],
        // Serves the built widget.js and its chunks from another origin (test/serve-widget.ts).
        globalSetup: ["test/serve-widget.ts"],
        // Conditions may wait for a cold module load on 2 busy cores.
        expect: { poll: { timeout: 10_000 } },
        testTimeout: 60_000,
      }),
      {
        resolve: { conditions: ["@tischservice/source", ...defaultServerConditions] },
        test: {
          name: "widget-build",
          environment: "node",
          include: ["test/**/*.build.test.ts"],
        },
      },
    ],
  },
});
