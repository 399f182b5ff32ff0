/**
 * Interface words of the components that the spec does not spell out (close buttons, toggles, screen-reader
 * labels). Every text the spec names comes from `@tischservice/core/texts`; these are ui's own defaults and
 * every component lets the app override them through props.
 */
export const uiTexts = {
  close: "Schließen",
  loading: "Wird geladen...",
  showPassword: "Passwort anzeigen",
  hidePassword: "Passwort verbergen",
  decrement: "Verringern",
  increment: "Erhöhen",
  selectPlaceholder: "Bitte wählen",
  required: "Pflichtfeld",
  dragHandle: "Zum Schließen nach unten ziehen",
  expand: "Ausklappen",
  collapse: "Einklappen",
  notifications: "Benachrichtigungen",
} as const;
