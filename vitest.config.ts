import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { playwright } from "@vitest/browser-playwright";
import { defaultClientConditions, defaultServerConditions } from "vite";
import { configDefaults, defineConfig } from "vitest/config";
import { chromiumArgs, chromiumExecutablePath } from "./e2e/chromium-launch.mjs";
import { nodeTests, replacesModules } from "./vitest.node-isolation.ts";

/** Resolve workspace packages to their TypeScript sources, never to a build. */
const sourceCondition = "@tischservice/source";

/** A fresh provider per project: sharing one instance fails with "Cannot define a nested project". */
function chromium() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: {
        executablePath: chromiumExecutablePath,
        args: [...chromiumArgs],
      },
    }),
    instances: [{ browser: "chromium" as const }],
  };
}

const browserResolve = {
  conditions: [sourceCondition, ...defaultClientConditions],
};

const nodeResolve = {
  resolve: { conditions: [sourceCondition, ...defaultServerConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
};
const nodeTest = {
  // API tests run real database work (PGlite in WASM, PostgreSQL) in parallel on 2 cores.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  environment: "node",
};

export default defineConfig({
  test: {
    projects: [
      {
        ...nodeResolve,
        test: {
          ...nodeTest,
          name: "node",
          include: nodeTests,
          exclude: [...configDefaults.exclude, ...replacesModules],
          // One module graph per worker, not per file: importing the API (Hono, drizzle, zod, PGlite) anew
          // for every file cost more than the tests. Each file builds its own app and database.
          isolate: false,
          typecheck: {
            enabled: true,
            include: ["packages/core/src/**/*.test-d.ts"],
            tsconfig: "packages/core/tsconfig.json",
          },
        },
      },
      {
        ...nodeResolve,
        // Files that replace a module (`vi.mock`) get a module graph of their own.
        test: { ...nodeTest, name: "node-isolated", include: replacesModules },
      },
      {
        plugins: [react(), tailwindcss()],
        resolve: browserResolve,
        test: {
          name: "browser",
          // Conditions (expect.element / expect.poll) may wait for a cold module load on 2 busy cores.
          expect: { poll: { timeout: 10_000 } },
          include: ["packages/{ui,booking-widget,dashboard,site}/src/**/*.test.{ts,tsx}"],
          browser: chromium(),
        },
      },
      {
        resolve: { conditions: [...defaultServerConditions] },
        test: {
          name: "e2e",
          environment: "node",
          include: ["packages/*/e2e/**/*.e2e.test.ts"],
          globalSetup: ["e2e/global-setup.ts"],
          // One browser and one server at a time on 2 cores; every file gets its own browser contexts.
          fileParallelism: false,
          // expect.poll waits for conditions across processes (server, browser, service worker): its default
          // of 1 s is a timing assumption a busy 2-core machine breaks (a push reached the worker after 1 s).
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: ".storybook" })],
        resolve: browserResolve,
        test: {
          name: "storybook",
          setupFiles: [".storybook/vitest.setup.ts"],
          expect: { poll: { timeout: 10_000 } },
          browser: chromium(),
        },
      },
    ],
  },
});
