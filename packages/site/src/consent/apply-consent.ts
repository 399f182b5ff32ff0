import type { CookieConsent } from "@tischservice/ui";

type Category = "analytics" | "marketing";

/**
 * Activates the consent-gated scripts of the page. They are in the HTML as inert
 * `<script type="text/plain" data-consent="analytics" data-src="...">` (nothing is requested); a category
 * the visitor agreed to gets a real script element once. Withdrawn consent stops new loads; the page is
 * reloaded by the caller to unload what already ran.
 */
export function applyConsent(consent: CookieConsent, root: Document = document): string[] {
  const activated: string[] = [];
  const placeholders = root.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-consent]');
  for (const placeholder of placeholders) {
    const category = placeholder.dataset.consent as Category | undefined;
    const src = placeholder.dataset.src;
    if (!category || !src || consent[category] !== true) continue;
    if (placeholder.dataset.activated === "true") continue;
    const script = root.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.consentActive = category;
    placeholder.dataset.activated = "true";
    placeholder.after(script);
    activated.push(src);
  }
  return activated;
}

/** True when a script of this category is already running (its consent cannot be taken back without a reload). */
export function hasActiveScripts(category: Category, root: Document = document): boolean {
  return root.querySelector(`script[data-consent-active="${category}"]`) !== null;
}
