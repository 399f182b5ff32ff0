import { type ReactNode, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/** Hydrates the prerendered page; in the dev server (empty root) it renders from scratch. */
export function hydrate(app: ReactNode): void {
  const root = document.getElementById("root");
  if (!root) throw new Error("#root fehlt");
  const tree = <StrictMode>{app}</StrictMode>;
  if (root.firstElementChild) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
}
