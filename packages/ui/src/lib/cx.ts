import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names without tailwind-merge. The widget-safe components use it so that the booking widget
 * does not ship tailwind-merge (about 7 kB gzip). Their variants never conflict with each other; to change
 * a built-in look, use a variant or Tailwind's important modifier (`h-12!`) rather than a conflicting class.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
