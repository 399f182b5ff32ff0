import { COOKIE_BANNER_DELAY_MS } from "@tischservice/core/rules";
import type { CookieConsent as Consent } from "@tischservice/ui";
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { whenIdle } from "../lib/when-idle.ts";
import { applyConsent, hasActiveScripts } from "./apply-consent.ts";
import { readConsent, writeConsent } from "./consent-storage.ts";
import { onCookieSettingsRequest } from "./cookie-settings-request.ts";

const loadBannerChunk = () => import("./cookie-banner-chunk.ts");
const CookieBanner = lazy(() => loadBannerChunk().then((module) => ({ default: module.CookieBanner })));

/** Loads the banner's chunk at once and prepares it in an idle task, before the banner is due. */
function prepareBanner() {
  loadBannerChunk().then(
    (module) => whenIdle(module.prepareCookieBanner),
    () => {}, // Left unprepared: the banner's own lazy load meets the same failure.
  );
}

export interface CookieConsentProps {
  children?: ReactNode;
  /** Delay before the banner appears; defaults to what is left of 1 s since the page started loading. */
  delayMs?: number;
}

function remainingDelay(): number {
  return Math.max(0, COOKIE_BANNER_DELAY_MS - Math.round(performance.now()));
}

function focusFirstButton(node: HTMLElement | null) {
  node?.querySelector("button")?.focus();
}

/**
 * Reads the stored cookie choice after hydration, shows the banner when there is none, stores the new
 * choice and loads the consent-gated scripts. `openCookieSettings()` (the footer's button) reopens the
 * banner.
 */
export function CookieConsentManager({ children, delayMs }: CookieConsentProps) {
  // undefined: not read yet (prerendering and the first render in the browser show no banner).
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  const [reopened, setReopened] = useState(0);
  const [initialDelay, setInitialDelay] = useState(0);

  // Reads the stored choice once; also called at once when the settings are reopened before that.
  const readStored = useRef<() => void>(() => {});

  useEffect(() => {
    let read = false;
    readStored.current = () => {
      if (read) return;
      read = true;
      const stored = readConsent();
      setInitialDelay(delayMs ?? remainingDelay());
      setConsent(stored);
      if (stored) applyConsent(stored);
      else prepareBanner();
      // Says that the stored choice has been read: "stored" (applied, no banner) or "none" (the banner comes).
      document.documentElement.dataset.cookieConsent = stored ? "stored" : "none";
    };
    // The first access to localStorage opens the site's storage: in a task of its own, when the browser is
    // idle, not in the task that runs the islands' effects (the banner waits 1 s anyway).
    const cancel = whenIdle(() => readStored.current());
    return () => {
      cancel();
      read = true;
    };
  }, [delayMs]);

  const save = useCallback((choice: Consent) => {
    const withdrawn =
      (!choice.analytics && hasActiveScripts("analytics")) ||
      (!choice.marketing && hasActiveScripts("marketing"));
    writeConsent(choice);
    setConsent(choice);
    setReopened(0);
    if (withdrawn) {
      // Scripts that already ran cannot be unloaded; a fresh page view starts without them.
      window.location.reload();
      return;
    }
    applyConsent(choice);
  }, []);

  useEffect(
    () =>
      onCookieSettingsRequest(() => {
        readStored.current();
        setReopened((count) => count + 1);
      }),
    [],
  );
  const showBanner = consent === null || reopened > 0;

  return (
    <>
      {children}
      {showBanner ? (
        <Suspense fallback={null}>
          <CookieBanner
            key={reopened}
            consent={null}
            initialConsent={consent}
            onSave={save}
            delayMs={reopened > 0 ? 0 : initialDelay}
            privacyHref="/datenschutz"
            ref={reopened > 0 ? focusFirstButton : undefined}
          />
        </Suspense>
      ) : null}
    </>
  );
}
