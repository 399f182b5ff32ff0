import { germanStart } from "../texts/de.ts";
import { germanLater } from "../texts/de-later.ts";
import * as english from "../texts/en.ts";
import type { WidgetLocale } from "../texts/locale.ts";
import { startTexts, type WidgetTexts } from "./texts.ts";

/**
 * All texts of a language at once, for tests and stories (widget.js loads the parts when needed:
 * `useStartTexts`, `withLaterTexts`).
 */
export function textsFor(locale: WidgetLocale): WidgetTexts {
  return locale === "en"
    ? { ...startTexts("en", english.start), ...english.later }
    : { ...startTexts("de", germanStart), ...germanLater };
}
