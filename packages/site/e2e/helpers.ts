import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../../../e2e/browser.ts";

export { eventually, outboxMails } from "../../../e2e/outbox.ts";

/** One Chromium for a test file's tests: launched before the first, closed after the last. */
export function chromiumPerFile(): { readonly browser: Browser } {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchChromium();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return {
    get browser() {
      if (!launched) throw new Error("Chromium is launched in beforeAll, before the first test");
      return launched;
    },
  };
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
