// Loaded on demand: only visitors without a stored choice (or who reopen the settings) download the banner.
import { cn } from "@tischservice/ui";

export { CookieBanner } from "@tischservice/ui";

/**
 * The first call of ui's `cn` builds tailwind-merge's class tables: done in an idle task of its own once
 * the chunk has loaded, so that the task that shows the banner (1 s after the start) stays short.
 */
export function prepareCookieBanner(): void {
  cn("hidden", "block");
}
