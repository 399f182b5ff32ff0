import { type ReactNode, StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/**
 * Hydrates the prerendered page; in the dev server (empty root) it renders from scratch. The hydration
 * runs as a transition, which React splits into short slices: the prerendered page stays responsive
 * while it becomes interactive (no long task blocking input, Lighthouse "Total Blocking Time").
 */
export function hydrate(app: ReactNode): void {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root fehlt");
  const tree = <StrictMode>{app}</StrictMode>;
  if (root.firstElementChild) {
    startTransition(() => {
      hydrateRoot(root, tree);
    });
  } else createRoot(root).render(tree);
}
