import { type WidgetDialogTextCatalogue, widgetDialogTextsDe } from "./widget-dialog.ts";
import { widgetDialogTextsEn, widgetLaterTextsEn, widgetStartTextsEn } from "./widget-en.ts";
import { type WidgetLaterTextCatalogue, widgetLaterTextsDe } from "./widget-later.ts";
import type { WidgetLocale } from "./widget-locale.ts";
import { type WidgetStartTextCatalogue, widgetStartTextsDe } from "./widget-start.ts";

export * from "./widget-dialog.ts";
export * from "./widget-en.ts";
export * from "./widget-later.ts";
export * from "./widget-locale.ts";
export * from "./widget-start.ts";

/**
 * Every text of the booking widget; `de` and `en` must both provide each key. Split by when widget.js needs
 * them (widget-start.ts, widget-dialog.ts, widget-later.ts) and by language (widget-en.ts), so that it loads each part
 * only when needed.
 */
export interface WidgetTextCatalogue
  extends WidgetStartTextCatalogue,
    WidgetDialogTextCatalogue,
    WidgetLaterTextCatalogue {}

/** Widget texts in German and English: the start and the later parts together. */
export const widgetTexts: Readonly<Record<WidgetLocale, WidgetTextCatalogue>> = {
  de: { ...widgetStartTextsDe, ...widgetDialogTextsDe, ...widgetLaterTextsDe },
  en: { ...widgetStartTextsEn, ...widgetDialogTextsEn, ...widgetLaterTextsEn },
};
