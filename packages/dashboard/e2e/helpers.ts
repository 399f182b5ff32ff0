import type { Page } from "playwright-core";

export { eventually, findMail } from "../../../e2e/outbox.ts";

export const owner = { email: "inhaber@trattoria.example", password: "Gastro#2026" };
export const subUser = { email: "service@trattoriademo", password: "Service#2026" };
export const admin = { email: "admin@tischservice.example", password: "Admin#2026" };

/** Signs in through the form on /app/login. */
export async function signIn(
  page: Page,
  baseURL: string,
  account: { email: string; password: string },
  rememberMe = false,
) {
  await page.goto(`${baseURL}/app/login`);
  await page.getByLabel("E-Mail oder Benutzername").fill(account.email);
  await page.getByLabel(/^Passwort\*?$/).fill(account.password);
  if (rememberMe) await page.getByRole("checkbox", { name: "Angemeldet bleiben" }).check();
  await page.getByRole("button", { name: "Anmelden" }).click();
}

/** `YYYY-MM-DD` in Berlin, `days` after today. */
export function berlinDate(days: number): string {
  const instant = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(instant);
}

/** A call to the API from the page, with its session cookie: the status and the parsed JSON answer. */
export function api<T>(
  page: Page,
  path: string,
  method = "GET",
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ([path, method, body]) => {
      const response = await fetch(path as string, {
        method: method as string,
        headers: { "Content-Type": "application/json" },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, json: await response.json() };
    },
    [path, method, body] as const,
  ) as Promise<{ status: number; json: T }>;
}

/** 'HH:MM' now in Berlin. */
export function berlinTimeNow(): string {
  return new Intl.DateTimeFormat("de-DE", {
    timeZone: "Europe/Berlin",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date());
}
