import type { Browser, BrowserContext, Page } from "playwright-core";
import { admin, signIn } from "./helpers.ts";

export interface Account {
  email: string;
  password: string;
  name: string;
}

/**
 * A new owner (role Gastro) created by the demo admin through the API, so that tests which change
 * settings, passwords or sub-users never touch the demo accounts other e2e files rely on.
 */
export async function createFreshOwner(browser: Browser, baseURL: string, label: string): Promise<Account> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, baseURL, admin);
  await page.waitForURL(/\/app\/admin/);
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = {
    name: `E2E ${label} ${stamp}`,
    email: `e2e.${label}.${stamp}@example.com`,
    password: "Start#2026",
  };
  const status = await page.evaluate(
    (body) =>
      fetch("/api/users/register", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...body, role: "Gastro" }),
      }).then((response) => response.status),
    account,
  );
  await context.close();
  if (status !== 201) throw new Error(`Benutzer konnte nicht angelegt werden (HTTP ${status})`);
  return account;
}

/** A desktop context signed in as `account`. */
export async function signedIn(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, baseURL, account);
  return { context, page };
}

/** Creates the signed-in owner's restaurant through the API ("Restaurant jetzt erstellen"). */
export async function createRestaurantFor(page: Page, account: Account, restaurantName: string) {
  const status = await page.evaluate(
    async ({ name, email }) => {
      const me = (await fetch("/api/users/me").then((r) => r.json())) as { user: { _id: string } };
      const response = await fetch("/api/debug/create-restaurant", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ userId: me.user._id, name, email }),
      });
      return response.status;
    },
    { name: restaurantName, email: account.email },
  );
  if (status !== 201) throw new Error(`Restaurant konnte nicht angelegt werden (HTTP ${status})`);
}
