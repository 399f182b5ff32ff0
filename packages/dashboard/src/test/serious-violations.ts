import axe from "axe-core";

/**
 * Waits until the page's running animations with an end are over (a dialog fading and zooming in, a toast
 * sliding in): axe reads colours as they are at that moment, so half faded in they fail the contrast check.
 * Endless ones (spinners, skeletons' pulse) never finish and are left alone.
 */
async function finiteAnimationsOver(): Promise<void> {
  const finite = document
    .getAnimations()
    .filter((animation) =>
      Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY),
    );
  // A cancelled animation rejects `finished`; it is over all the same.
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * Serious and critical axe violations (WCAG 2.2 A and AA) inside `container` (default: the whole page),
 * checked once the page's finite animations are over.
 */
export async function seriousViolations(container: Element = document.body): Promise<string[]> {
  await finiteAnimationsOver();
  const results = await axe.run(container, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
  });
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}
