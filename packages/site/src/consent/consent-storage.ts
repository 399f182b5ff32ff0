import type { CookieConsent } from "@tischservice/ui";

/** Local-storage key of the visitor's cookie choice (the required choices: essential, analytics, marketing). */
export const consentStorageKey = "cookieConsent";

/**
 * The stored choice, or null when there is none (or it cannot be read). Essential is always on; anything
 * but a stored `true` counts as no consent, as core's `cookieConsentSchema` reads it.
 */
export function readConsent(storage: Storage | undefined = globalThis.localStorage): CookieConsent | null {
  try {
    const raw = storage?.getItem(consentStorageKey);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const record = value as Record<string, unknown>;
    return { essential: true, analytics: record.analytics === true, marketing: record.marketing === true };
  } catch {
    return null;
  }
}

/** Stores the choice; a full or blocked storage keeps it for this page view only. */
export function writeConsent(consent: CookieConsent, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(consentStorageKey, JSON.stringify(consent));
  } catch {
    // Private mode or a full storage: the choice still applies to this page view.
  }
}
