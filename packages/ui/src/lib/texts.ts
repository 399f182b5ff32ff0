import { authTexts, commonTexts } from "@tischservice/core/texts";

/**
 * Interface words of the primitives. Where core's catalogue has the word it comes from there; the rest
 * (marked) are ui's own defaults that the catalogue does not hold. Every component lets the app override
 * them through props.
 */
export const uiTexts = {
  close: commonTexts.close,
  cancel: commonTexts.cancel,
  loading: commonTexts.loading,
  showPassword: authTexts.showPassword,
  hidePassword: authTexts.hidePassword,
  /** ui's own: not in core's catalogue. */
  decrement: "Verringern",
  /** ui's own: not in core's catalogue. */
  increment: "Erhöhen",
  /** ui's own: not in core's catalogue. */
  selectPlaceholder: "Bitte wählen",
  /** ui's own: not in core's catalogue. */
  dragHandle: "Zum Schließen nach unten ziehen",
  /** ui's own: not in core's catalogue. */
  notifications: "Benachrichtigungen",
  /** ui's own: the time field's placeholder (hours and minutes). */
  timePlaceholder: "hh:mm",
  /** ui's own: the time field's description for screen readers. */
  timeFormatHint: "Uhrzeit im 24-Stunden-Format, zum Beispiel 18:30",
} as const;
