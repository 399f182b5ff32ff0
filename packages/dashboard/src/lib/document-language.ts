import type { BookingLanguage } from "@tischservice/core";
import { useEffect } from "react";

/**
 * Sets `<html lang>` to the guest's language while a page behind a guest's mail link shows their booking,
 * entry or enquiry (screen readers and the browser's translation read it), and puts the dashboard's German
 * back when the page is left.
 */
export function useDocumentLanguage(language: BookingLanguage | null) {
  useEffect(() => {
    if (!language) return;
    const root = document.documentElement;
    const before = root.lang;
    root.lang = language;
    return () => {
      root.lang = before;
    };
  }, [language]);
}
