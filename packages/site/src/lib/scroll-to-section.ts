/**
 * Scrolls to a section of the landing page like its anchor link does (smoothly unless the visitor asked
 * for reduced motion) and records it in the address bar.
 */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
  element.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  history.replaceState(null, "", `#${id}`);
}
