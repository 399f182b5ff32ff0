// The project's own German texts of the widget's dialog (not in the spec), used in widget-dialog.ts.
import type { WidgetDialogTextCatalogue } from "../widget-dialog.ts";

/** The dialog's German texts. */
export const widgetDialogTextsDe: WidgetDialogTextCatalogue = {
  dialogLabel: "Tischreservierung",
  close: "Schließen",
};
