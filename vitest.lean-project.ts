import { playwright } from "@vitest/browser-playwright";
import { defaultClientConditions } from "vite";
import type { TestProjectInlineConfiguration } from "vitest/config";
import { chromiumExecutablePath } from "./e2e/chromium-launch.mjs";
import { preactAlias } from "./packages/ui/src/preact-runtime/alias.js";

type ProjectTest = NonNullable<TestProjectInlineConfiguration["test"]>;

/**
 * A browser test project (real Chromium) under the runtime widget.js ships: `react`, `react-dom` and the
 * JSX runtime resolve to preact/compat through ui's `preactAlias`, exactly as in the booking widget's build
 * (vite.widget.config.ts). Used by ui's `test:lean` (vitest.lean.config.ts) and the booking widget's
 * `test:shipped` (vitest.build.config.ts); `test` names the project and its files.
 */
export function leanPreactProject(test: Omit<ProjectTest, "browser">): TestProjectInlineConfiguration {
  return {
    resolve: {
      alias: preactAlias,
      conditions: ["@tischservice/source", ...defaultClientConditions],
      dedupe: ["preact"],
    },
    oxc: { jsx: { runtime: "automatic", importSource: "react" } },
    optimizeDeps: {
      // Keep React itself out of the browser: only preact/compat may answer `react`.
      exclude: ["react", "react-dom"],
      include: ["preact", "preact/hooks", "preact/compat", "preact/compat/client", "preact/jsx-runtime"],
    },
    test: {
      ...test,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: chromiumExecutablePath,
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
  };
}
