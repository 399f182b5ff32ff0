import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render } from "vitest-browser-react";
import { SiteFooter } from "../layout/site-footer.tsx";
import { consentStorageKey } from "./consent-storage.ts";
import { CookieConsentManager } from "./cookie-consent.tsx";

const stored = () => JSON.parse(localStorage.getItem(consentStorageKey) ?? "null") as unknown;

function addAnalyticsPlaceholder() {
  const placeholder = document.createElement("script");
  placeholder.type = "text/plain";
  placeholder.dataset.consent = "analytics";
  placeholder.dataset.src = "data:text/javascript,window.analyticsLoaded=true";
  document.head.append(placeholder);
  return placeholder;
}

beforeEach(() => {
  localStorage.removeItem(consentStorageKey);
  delete document.documentElement.dataset.cookieConsent;
});
afterEach(() => {
  for (const element of document.querySelectorAll("script[data-consent], script[data-consent-active]")) {
    element.remove();
  }
});

describe("CookieConsentManager", () => {
  it("given no stored choice, shows the banner after the delay, not before", async () => {
    const screen = await render(<CookieConsentManager delayMs={400} />);
    await expect.element(screen.getByRole("button", { name: "Alle akzeptieren" })).not.toBeInTheDocument();
    await expect.element(screen.getByRole("button", { name: "Alle akzeptieren" })).toBeVisible();
  });

  it("given Alle akzeptieren, stores every category and hides the banner", async () => {
    const screen = await render(<CookieConsentManager delayMs={0} />);
    await screen.getByRole("button", { name: "Alle akzeptieren" }).click();
    expect(stored()).toEqual({ essential: true, analytics: true, marketing: true });
    await expect.element(screen.getByRole("button", { name: "Alle akzeptieren" })).not.toBeInTheDocument();
  });

  it("given Nur essenzielle, stores analytics and marketing off", async () => {
    const screen = await render(<CookieConsentManager delayMs={0} />);
    await screen.getByRole("button", { name: "Nur essenzielle" }).click();
    expect(stored()).toEqual({ essential: true, analytics: false, marketing: false });
  });

  it("given Anpassen, starts with essential fixed on, analytics on, marketing off, and saves the choice", async () => {
    const screen = await render(<CookieConsentManager delayMs={0} />);
    await screen.getByRole("button", { name: "Anpassen" }).click();
    await expect.element(screen.getByRole("switch", { name: "Essenziell" })).toBeDisabled();
    await expect.element(screen.getByRole("switch", { name: "Essenziell" })).toBeChecked();
    await expect.element(screen.getByRole("switch", { name: "Analyse" })).toBeChecked();
    await expect.element(screen.getByRole("switch", { name: "Marketing" })).not.toBeChecked();
    await screen.getByRole("switch", { name: "Marketing" }).click();
    await screen.getByRole("button", { name: "Auswahl speichern" }).click();
    expect(stored()).toEqual({ essential: true, analytics: true, marketing: true });
  });

  it("given a stored choice, shows no banner until the footer's Cookie-Einstellungen reopens it", async () => {
    localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ essential: true, analytics: false, marketing: false }),
    );
    const screen = await render(
      <CookieConsentManager delayMs={0}>
        <SiteFooter onLanding />
      </CookieConsentManager>,
    );
    await expect.poll(() => document.documentElement.dataset.cookieConsent).toBe("stored");
    expect(screen.getByRole("button", { name: "Alle akzeptieren" }).query()).toBeNull();
    await screen.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await expect.element(screen.getByRole("button", { name: "Anpassen" })).toHaveFocus();
    await screen.getByRole("button", { name: "Alle akzeptieren" }).click();
    expect(stored()).toEqual({ essential: true, analytics: true, marketing: true });
  });

  it("given a stored choice, Anpassen in the reopened banner starts from it", async () => {
    localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ essential: true, analytics: false, marketing: true }),
    );
    const screen = await render(
      <CookieConsentManager delayMs={0}>
        <SiteFooter onLanding />
      </CookieConsentManager>,
    );
    await screen.getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await screen.getByRole("button", { name: "Anpassen" }).click();
    await expect.element(screen.getByRole("switch", { name: "Analyse" })).not.toBeChecked();
    await expect.element(screen.getByRole("switch", { name: "Marketing" })).toBeChecked();
    await screen.getByRole("switch", { name: "Analyse" }).click();
    await screen.getByRole("button", { name: "Auswahl speichern" }).click();
    expect(stored()).toEqual({ essential: true, analytics: true, marketing: true });
  });

  it("given an analytics script and only essential cookies, never loads it", async () => {
    const placeholder = addAnalyticsPlaceholder();
    const screen = await render(<CookieConsentManager delayMs={0} />);
    await screen.getByRole("button", { name: "Nur essenzielle" }).click();
    expect(document.querySelector("script[data-consent-active]")).toBeNull();
    expect(placeholder.type).toBe("text/plain");
  });

  it("given an analytics script, loads it once analytics is accepted", async () => {
    addAnalyticsPlaceholder();
    const screen = await render(<CookieConsentManager delayMs={0} />);
    await screen.getByRole("button", { name: "Alle akzeptieren" }).click();
    const active = document.querySelector<HTMLScriptElement>('script[data-consent-active="analytics"]');
    expect(active?.src).toBe("data:text/javascript,window.analyticsLoaded=true");
  });

  it("given stored analytics consent, loads the analytics script on the next visit without asking", async () => {
    addAnalyticsPlaceholder();
    localStorage.setItem(
      consentStorageKey,
      JSON.stringify({ essential: true, analytics: true, marketing: false }),
    );
    await render(<CookieConsentManager delayMs={0} />);
    await expect.poll(() => document.querySelector('script[data-consent-active="analytics"]')).not.toBeNull();
  });
});
