// The widget's languages: a module of its own, so that reading a page's language needs no texts.

/** A widget language. */
export type WidgetLocale = "de" | "en";

/** The widget language for a `lang` attribute or browser language: English for 'en…', else German. */
export function widgetLocaleFor(language: string | null | undefined): WidgetLocale {
  return language?.trim().toLowerCase().startsWith("en") ? "en" : "de";
}
