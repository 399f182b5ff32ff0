/**
 * Joins the truthy class names. Enough for the subset's `cond && "classes"` lists; ui's `cx` (clsx) also
 * takes objects and arrays, which the widget-safe components never pass (about 0.2 kB gzip in widget.js).
 */
export const cx = (...classes: (string | false | null | undefined)[]): string =>
  classes.filter(Boolean).join(" ");
