import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";

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

/** The newest mail in the outbox whose text contains `needle`, decoded from quoted-printable. */
export function findMail(dataDir: string, needle: string): string | null {
  const dir = join(dataDir, "outbox");
  if (!existsSync(dir)) return null;
  // The files are named by random ids: the time each was written tells which is newest.
  const texts = readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) => join(dir, file))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .map((path) =>
      readFileSync(path, "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    );
  return texts.find((text) => text.includes(needle)) ?? null;
}

/** Polls until `read` gives a value (mail delivery is asynchronous). */
export async function eventually<T>(read: () => T | null, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== null) return value;
    if (Date.now() > until) throw new Error("Zeitüberschreitung beim Warten");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
