// The project's own texts of sub-users.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `subUsersTexts` (merged there). */
export const subUsersTexts = {
  create: "Unterbenutzer erstellen",
  emptyHint: "Legen Sie Zugänge für Ihr Team an.",
  dialogTitle: "Unterbenutzer erstellen",
  usernameLabel: "Benutzername",
  passwordLabel: "Passwort",
  confirmPasswordLabel: "Passwort bestätigen",
  submit: "Erstellen",
  submitting: "Wird erstellt...",
  permissionsAllowedHeading: "Zugriff auf:",
  permissionsDeniedHeading: "Kein Zugriff auf:",
  usernameHint: "Nur Buchstaben, Zahlen und Unterstriche.",
  cancel: "Abbrechen",
  permissionsHeading: "Berechtigungen",
  loadFailed: "Die Unterbenutzer konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  loginNameLabel: "Anmeldename",
} as const;

/** Card line with an already formatted de-DE date: 'Erstellt am 24.12.2026'. */
export function subUserCreatedOn(formattedDate: string): string {
  return `Erstellt am ${formattedDate}`;
}
/** Delete button's accessible name: 'Unterbenutzer Anna löschen'. */
export function subUserDeleteAriaLabel(name: string): string {
  return `Unterbenutzer ${name.trim()} löschen`;
}
