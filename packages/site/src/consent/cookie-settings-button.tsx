import { siteOwnTexts } from "../texts.ts";
import { openCookieSettings } from "./cookie-settings-request.ts";

/** The footer's "Cookie-Einstellungen" (an island): opens the cookie banner again. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openCookieSettings} className={className}>
      {siteOwnTexts.cookieSettings}
    </button>
  );
}
