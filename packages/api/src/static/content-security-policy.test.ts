import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { setupTestContext } from "../test/test-context.ts";
import { storybookCsp } from "./content-security-policy.ts";

const root = await mkdtemp(join(tmpdir(), "ts-csp-"));
afterAll(() => rm(root, { recursive: true, force: true }));
const roots = {
  site: join(root, "site"),
  dashboard: join(root, "dashboard"),
  widgetDir: join(root, "widget"),
};
for (const dir of Object.values(roots)) await mkdir(dir, { recursive: true });
await writeFile(join(roots.site, "index.html"), "<!doctype html><title>Site</title>");
await writeFile(join(roots.dashboard, "index.html"), "<!doctype html><title>Dashboard</title>");
await writeFile(join(roots.widgetDir, "index.html"), "<!doctype html><title>Widget-Demo</title>");
await writeFile(join(roots.widgetDir, "demo.js"), "/* demo */");
await writeFile(join(roots.widgetDir, "widget.js"), "/* widget */");

const ctx = await setupTestContext({ staticRoots: roots });

/** The directives of a policy by name: `{ "script-src": ["'self'"], ... }`. */
function directives(policy: string | null): Record<string, string[]> {
  const entries = (policy ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name = "", ...values]) => [name, values] as const);
  return Object.fromEntries(entries);
}

async function policyOf(path: string) {
  const response = await ctx.app.request(path);
  expect(response.status, path).toBeLessThan(400);
  return directives(response.headers.get("content-security-policy"));
}

describe("Content-Security-Policy of the main origin", () => {
  it("given the site, the dashboard and widget.js, allows only our own script files", async () => {
    for (const path of ["/", "/app/", "/app/reservations", "/widget.js"]) {
      const policy = await policyOf(path);
      expect(policy["script-src"], path).toEqual(["'self'"]);
      expect(policy["default-src"], path).toEqual(["'self'"]);
      expect(policy["object-src"], path).toEqual(["'none'"]);
    }
  });

  it("given the widget's demo page and its files, allows no inline script, no eval and no inline style", async () => {
    for (const path of ["/widget/", "/widget/?restaurant=abc", "/widget/index.html", "/widget/demo.js"]) {
      const policy = await policyOf(path);
      expect(policy["script-src"], path).toEqual(["'self'"]);
      expect(policy["style-src"], path).toEqual(["'self'"]);
      expect(policy["connect-src"], path).toEqual(["'self'"]);
    }
  });

  it("given the API's JSON answers, allows nothing to load and no page to frame them", async () => {
    for (const path of ["/api/health", "/api/restaurants", "/port-info.json", "/api/gibt-es-nicht"]) {
      const response = await ctx.app.request(path);
      expect(response.headers.get("content-type"), path).toContain("application/json");
      expect(directives(response.headers.get("content-security-policy")), path).toEqual({
        "default-src": ["'none'"],
        "frame-ancestors": ["'none'"],
      });
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("given any answer of the main server, never allows eval or inline scripts", async () => {
    for (const path of ["/", "/app/", "/widget/", "/api/health", "/gibt-es-nicht", "/storybook/"]) {
      const policy = (await ctx.app.request(path)).headers.get("content-security-policy") ?? "";
      expect(policy, path).toMatch(/script-src 'self'|default-src 'none'/);
      expect(policy, path).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    }
  });

  it("given Storybook's own policy, keeps its scripts from calling another origin and from posting forms", () => {
    const policy = directives(storybookCsp);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'none'"]);
  });
});
