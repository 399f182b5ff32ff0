import type { WidgetLocale } from "../texts/locale.ts";
import { loadEnglish, type StartTexts } from "./texts.ts";

/** Each language in its own words, so that a guest finds theirs whatever the widget speaks now. */
const LANGUAGES: ReadonlyArray<readonly [WidgetLocale, string]> = [
  ["de", "Deutsch"],
  ["en", "English"],
];

export interface LanguageSwitchProps {
  t: StartTexts;
  value: WidgetLocale;
  onChange: (lang: WidgetLocale) => void;
}

/**
 * Deutsch / English in the widget's header: a native select (keyboard and screen readers as the browser
 * gives them), labelled "Sprache" / "Language". English is switched to once its texts are there, so the
 * widget never shows an empty frame in between; if they cannot be loaded it stays German.
 */
export function LanguageSwitch({ t, value, onChange }: LanguageSwitchProps) {
  // Named by aria-label, not by a <label> with useId: Preact's ids for a component mounted after its
  // siblings (this one comes with the later steps) can repeat one already in the widget.
  return (
    <select
      aria-label={t.languageLabel}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value === "en" ? "en" : "de";
        if (next === "de") return onChange(next);
        loadEnglish().then(
          () => onChange(next),
          (error: unknown) => console.error("[Tischservice]", error),
        );
      }}
      className="focus-ring h-9 shrink-0 cursor-pointer rounded-md border border-input bg-card px-2 text-sm"
    >
      {LANGUAGES.map(([lang, name]) => (
        <option key={lang} value={lang} lang={lang}>
          {name}
        </option>
      ))}
    </select>
  );
}
