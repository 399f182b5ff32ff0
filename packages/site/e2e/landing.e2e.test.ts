import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchChromium, seriousA11yViolations } from "../../../e2e/browser.ts";

const baseURL = inject("baseURL");
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

describe("landing page on the built server", () => {
  it("given a visitor, shows the product and the way to sign in, with no serious accessibility violation", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseURL}/`);
    await expect(page.getByRole("heading", { level: 1 }).first().textContent()).resolves.toContain(
      "Tischservice",
    );
    expect(await seriousA11yViolations(page)).toEqual([]);
    await context.close();
  });

  it("given the server, reports its health and port", async () => {
    const health = await fetch(`${baseURL}/api/health`).then((response) => response.json());
    expect(health).toMatchObject({ ok: true, db: "pglite" });
    const portInfo = await fetch(`${baseURL}/port-info.json`).then((response) => response.json());
    expect(portInfo).toEqual({ port: Number(new URL(baseURL).port) });
  });
});
