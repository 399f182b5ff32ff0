import { configure } from "storybook/test";

/**
 * Story tests check behaviour, not motion. A dialog fades in from opacity 0 over 150 ms; on a busy machine a
 * play function can reach `toBeVisible()` before the first frame and see opacity 0. With every animation
 * and transition at zero length, what is rendered is at once what the user sees when it has settled, and
 * Radix still gets its animationend events (a zero-length animation fires them too).
 */
const settled = document.createElement("style");
settled.dataset.testStyle = "no-motion";
settled.textContent = `*, ::before, ::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
}`;
document.head.append(settled);

/**
 * A play function's `findBy…` and `waitFor` wait for a condition, not for a moment: Testing Library's
 * default of 1 s is a timing assumption a busy 2-core machine breaks. Ten seconds, as `expect.poll` in the
 * browser project; a story that passes never waits longer than its condition takes.
 */
configure({ asyncUtilTimeout: 10_000 });
