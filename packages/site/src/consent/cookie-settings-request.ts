import { createContext, useContext } from "react";

/** Opens the cookie banner again (the footer's "Cookie-Einstellungen"). */
export const CookieSettingsContext = createContext<() => void>(() => {});

export function useOpenCookieSettings(): () => void {
  return useContext(CookieSettingsContext);
}
