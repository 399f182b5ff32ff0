import { COOKIE_BANNER_DELAY_MS } from "@tischservice/core/rules";
import { cookieBannerTexts } from "@tischservice/core/texts";
import { type ComponentProps, useEffect, useId, useState } from "react";
import { Button } from "../components/button.tsx";
import { Switch } from "../components/switch.tsx";
import { cn } from "../lib/cn.ts";

export interface CookieConsent {
  essential: true;
  analytics: boolean;
  marketing: boolean;
}

export interface CookieBannerProps extends Omit<ComponentProps<"section">, "onChange"> {
  /** The stored choice; with one the banner stays hidden. */
  consent: CookieConsent | null;
  /**
   * The choice to start "Anpassen" from, e.g. the stored one when the visitor reopens the settings to
   * change it (pass `consent={null}` then, so the banner shows). Without it: analytics on, marketing off.
   */
  initialConsent?: CookieConsent | null;
  onSave: (consent: CookieConsent) => void;
  /** Delay before it appears (1 s; docs/requirements.md#timings). */
  delayMs?: number;
  privacyHref?: string;
}

function Choice({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange?: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <div className="grid gap-0.5">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
    </div>
  );
}

/**
 * The cookie banner: appears 1 s after load when no choice is stored. Alle akzeptieren, Nur essenzielle,
 * or Anpassen (essential fixed on, analytics on, marketing off by default, or as in `initialConsent`) and
 * save.
 */
export function CookieBanner({
  consent,
  initialConsent = null,
  onSave,
  delayMs = COOKIE_BANNER_DELAY_MS,
  privacyHref,
  className,
  ...props
}: CookieBannerProps) {
  const [visible, setVisible] = useState(false);
  const [customising, setCustomising] = useState(false);
  const [analytics, setAnalytics] = useState(initialConsent?.analytics ?? true);
  const [marketing, setMarketing] = useState(initialConsent?.marketing ?? false);
  const titleId = useId();
  useEffect(() => {
    if (consent) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [consent, delayMs]);
  if (!visible) return null;
  const save = (choice: CookieConsent) => {
    setVisible(false);
    onSave(choice);
  };
  return (
    <section
      data-slot="cookie-banner"
      aria-labelledby={titleId}
      className={cn(
        "fixed inset-x-3 bottom-3 z-40 mx-auto grid max-w-2xl animate-fade-in gap-3 rounded-xl border border-border bg-popover p-5 text-popover-foreground shadow-lg",
        className,
      )}
      {...props}
    >
      <h2 id={titleId} className="text-base font-semibold">
        {cookieBannerTexts.title}
      </h2>
      <p className="text-sm text-muted-foreground">
        {cookieBannerTexts.text}{" "}
        {privacyHref ? (
          <a
            href={privacyHref}
            className="focus-ring rounded-sm text-primary-strong underline underline-offset-2"
          >
            {cookieBannerTexts.privacyLink}
          </a>
        ) : null}
      </p>
      {customising ? (
        <div className="divide-y divide-border">
          <Choice
            label={cookieBannerTexts.essentialLabel}
            hint={cookieBannerTexts.essentialHint}
            checked
            disabled
          />
          <Choice label={cookieBannerTexts.analyticsLabel} checked={analytics} onChange={setAnalytics} />
          <Choice label={cookieBannerTexts.marketingLabel} checked={marketing} onChange={setMarketing} />
        </div>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {customising ? (
          <Button onClick={() => save({ essential: true, analytics, marketing })}>
            {cookieBannerTexts.saveChoice}
          </Button>
        ) : (
          <>
            <Button variant="ghost" onClick={() => setCustomising(true)}>
              {cookieBannerTexts.customise}
            </Button>
            <Button
              variant="outline"
              onClick={() => save({ essential: true, analytics: false, marketing: false })}
            >
              {cookieBannerTexts.essentialOnly}
            </Button>
            <Button onClick={() => save({ essential: true, analytics: true, marketing: true })}>
              {cookieBannerTexts.acceptAll}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
