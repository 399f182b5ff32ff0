import AxeBuilder from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumExecutablePath } from "./chromium-launch.mjs";

/** Debian's chromium with the flags this machine needs; Playwright cannot download a browser here. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutablePath, args: [...chromiumArgs] });
}

/**
 * Records every Content-Security-Policy violation in the context's pages, also those of a probe that
 * catches its own failure (nothing shows them on the page); `cspViolations` reads them.
 */
export async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

/** The violations the page's current document recorded, as "directive blocked-URI". */
export function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

export interface A11yViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * Waits until the page's finite animations and transitions have ended (endless ones, such as a spinner,
 * are left running): a toast or dialog caught half faded in would fail the contrast check for colours
 * the user never sees once it stands.
 */
async function settledAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Serious and critical axe violations (WCAG 2.2 A and AA) on the page once its animations have settled.
 * Toasts hold still meanwhile, as they do while the window is in the background (Radix pauses their close
 * timers on the window's blur): one that starts fading out during the check would fail the contrast check
 * for colours nobody reads, and whether it does depends only on how fast the machine is.
 */
export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  // Only with a toast on the page: menus and selects close on the window's blur too.
  const held = await page.evaluate(() => {
    if (!document.querySelector('[data-slot="toast"]')) return false;
    window.dispatchEvent(new Event("blur"));
    return true;
  });
  try {
    await settledAnimations(page);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    return seriousOnly(results.violations);
  } finally {
    if (held) await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  }
}

function seriousOnly(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): A11yViolation[] {
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
}
