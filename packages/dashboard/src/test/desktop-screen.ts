import { afterEach, beforeEach, vi } from "vitest";
import { page } from "vitest/browser";

/**
 * Runs each test of the calling file on a 1280×900 desktop screen and restores the globals a test stubbed
 * (fetch, EventSource, the clock's helpers) after it. Call it once at the top of the file.
 */
export function onDesktopScreen(): void {
  beforeEach(async () => {
    await page.viewport(1280, 900);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
