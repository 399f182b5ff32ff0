import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchChromium } from "../../../e2e/browser.ts";

/**
 * The preamble of a journey file: launches Chromium before the file's tests and closes it after them.
 * Returns the browser as a getter, since it exists only once the hook has run.
 */
export function chromiumPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser)
      throw new Error("Chromium läuft noch nicht: erst im Test oder in einem späteren Hook benutzen.");
    return browser;
  };
}
