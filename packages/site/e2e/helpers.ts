import type { Browser, BrowserContext } from "playwright-core";

export { eventually, outboxMails } from "../../../e2e/outbox.ts";

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
