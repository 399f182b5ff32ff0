import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { onTestFinished } from "vitest";
import { page } from "vitest/browser";

/**
 * Renders through whatever `react-dom/client` is: React in the browser project, preact/compat as
 * widget.js ships it in the `widget-lean` project (vitest.build.config.ts). So one component test covers both runtimes (vitest-browser-
 * react would pull React itself in). Returns a locator scoped to the rendered container; unmounted after
 * the test.
 */
let rendered = 0;

export function renderWidget(node: ReactNode) {
  const container = document.createElement("div");
  // A stable handle: `page.elementLocator` would describe the container by its text at this moment, which
  // Preact's synchronous first render fills and later renders change.
  rendered += 1;
  container.dataset.testid = `rendered-widget-${rendered}`;
  document.body.append(container);
  const root = createRoot(container);
  root.render(node);
  onTestFinished(() => {
    root.unmount();
    container.remove();
  });
  return page.getByTestId(`rendered-widget-${rendered}`);
}
