import type { WidgetOptions } from "./options.ts";

/**
 * Applies `data-color` and `data-radius` to the widget's root inside the shadow tree, through the CSSOM
 * (which a strict CSP allows). widget.css derives a readable text colour from the primary colour.
 */
export function applyTheme(
  root: HTMLElement,
  { color, radius }: Pick<WidgetOptions, "color" | "radius">,
): void {
  const style = root.style;
  if (color) style.setProperty("--ts-primary", color);
  else style.removeProperty("--ts-primary");
  if (radius) style.setProperty("--ts-radius", radius);
  else style.removeProperty("--ts-radius");
}
