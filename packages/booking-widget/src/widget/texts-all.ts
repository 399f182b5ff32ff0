import type { WidgetLocale } from "@tischservice/core/texts";
import { germanStart, startTexts, type WidgetTexts } from "./texts.ts";
import * as english from "./texts-en.ts";
import { germanLater } from "./texts-later.ts";

/**
 * All texts of a language at once, for tests and stories (widget.js loads the parts when needed:
 * `useStartTexts`, `withLaterTexts`).
 */
export function textsFor(locale: WidgetLocale): WidgetTexts {
  return locale === "en"
    ? { ...startTexts("en", english.start), ...english.later }
    : { ...startTexts("de", germanStart), ...germanLater };
}
