/**
 * The widget's texts only its dialog needs (a floating button's or `Tischservice.open()`'s): widget.js loads
 * them with the dialog, not with an inline widget. `de` and `en` must both provide each key.
 */
export interface WidgetDialogTextCatalogue {
  readonly dialogLabel: string;
  readonly close: string;
}

/** The dialog's German texts. */
export const widgetDialogTextsDe: WidgetDialogTextCatalogue = {
  dialogLabel: "Tischreservierung",
  close: "Schließen",
};
