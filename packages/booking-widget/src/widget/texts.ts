import { useEffect, useMemo, useState } from "react";
import { germanStart } from "../texts/de.ts";
import type { WidgetLocale } from "../texts/locale.ts";
import type { LaterWords, StartWords } from "../texts/words.ts";

export type { LaterWords, StartWords };

/** The start screen's texts of one widget language, with its date formatting. */
export interface StartTexts extends StartWords {
  locale: WidgetLocale;
  /** 'Donnerstag, 24. Dezember 2026' / 'Thursday, 24 December 2026'. */
  longDate: (date: string) => string;
  /** 'Dezember 2026' / 'December 2026'. */
  monthTitle: (year: number, month: number) => string;
  statusText: (status: string) => string;
}

/** Every text of one widget language: the start screen's and the later steps' (`withLaterTexts`). */
export interface WidgetTexts extends StartTexts, LaterWords {}

type English = typeof import("../texts/en.ts");
let english: English | null = null;
let englishLoad: Promise<English> | null = null;

/**
 * The English texts (start and later steps): in widget.js a chunk of their own, fetched only for an English
 * widget, as soon as it renders (together with its first slots request). A failed load can be tried again.
 */
export function loadEnglish(): Promise<English> {
  englishLoad ??= import("../texts/en.ts").then(
    (loaded) => {
      english = loaded;
      return loaded;
    },
    (error: unknown) => {
      englishLoad = null;
      throw error;
    },
  );
  return englishLoad;
}

/** The English texts if loaded (`loadEnglish`). */
export function loadedEnglish(): English | null {
  return english;
}

const utcNoon = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 12));

function intlDate(locale: WidgetLocale, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(locale === "de" ? "de-DE" : "en-GB", { ...options, timeZone: "UTC" });
}

/** The start texts of `locale` from its words. */
export function startTexts(locale: WidgetLocale, words: StartWords): StartTexts {
  const long = intlDate(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  const month = intlDate(locale, { month: "long", year: "numeric" });
  return {
    ...words,
    locale,
    // 'Donnerstag, 24. Dezember 2026' like core's formatLongDate, without its time-zone library.
    longDate: (date) => {
      const [y = 1970, m = 1, d = 1] = date.split("-").map(Number);
      return long.format(utcNoon(y, m, d));
    },
    monthTitle: (year, monthNumber) => month.format(utcNoon(year, monthNumber, 1)),
    statusText: (status) => words.reasons[status] ?? status,
  };
}

/**
 * The start texts of `locale`; for English `null` until its chunk is there (loaded at once), German if
 * that chunk cannot be loaded.
 */
export function useStartTexts(locale: WidgetLocale): StartTexts | null {
  const [loaded, setLoaded] = useState(english);
  const [failed, setFailed] = useState(false);
  const wanted = locale === "en" && !failed;
  // Loaded meanwhile (by another widget, or before the guest switched to English): used at once, so that a
  // switch shows no empty frame, which would drop what the steps hold.
  const words = loaded ?? english;
  useEffect(() => {
    if (!wanted || words) return;
    let current = true;
    loadEnglish().then(
      (next) => current && setLoaded(next),
      (error: unknown) => {
        console.error("[Tischservice]", error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, words]);
  return useMemo(
    () => (!wanted ? startTexts("de", germanStart) : words ? startTexts("en", words.start) : null),
    [wanted, words],
  );
}

/** The connection error of `locale` (the English one once loaded): the last resort of a failed render. */
export function networkErrorText(locale: WidgetLocale): string {
  return (locale === "en" && english?.start.networkError) || germanStart.networkError;
}
