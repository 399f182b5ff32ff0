/**
 * "Cookie-Einstellungen" (the footer's button) asks the cookie consent manager to open the banner again.
 * Both are islands of their own (separate React roots), so they meet here instead of in a React context.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Opens the cookie banner again. */
export function openCookieSettings(): void {
  for (const listener of listeners) listener();
}

/** Called by the consent manager; returns the function that stops listening. */
export function onCookieSettingsRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
