import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext } from "playwright-core";

/** The mails in the server's outbox, decoded from quoted-printable. */
export function outboxMails(dataDir: string): string[] {
  const dir = join(dataDir, "outbox");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .map((file) =>
      readFileSync(join(dir, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    );
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

/** A desktop context whose visitor already made a cookie choice (no banner in the way). */
export async function contextWithConsent(
  browser: Browser,
  options: { width?: number } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
  });
  await context.addInitScript(() => {
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ essential: true, analytics: false, marketing: false }),
    );
  });
  return context;
}

/** `YYYY-MM-DD` in Berlin, `days` from today. */
export function berlinDate(days: number): string {
  const instant = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(instant);
}
