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
