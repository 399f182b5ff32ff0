/** Sub-user management (Unterbenutzer; docs/requirements.md#sub-users). */
export const subUsersTexts = {
  title: "Unterbenutzer",
  empty: "Noch keine Unterbenutzer",
  roleBadge: "Unterbenutzer",
  deleteButton: "Löschen",
  createSuccess: "Unterbenutzer erfolgreich erstellt!",
  createFailed: "Fehler beim Erstellen des Unterbenutzers",
  deleteSuccess: "Unterbenutzer erfolgreich gelöscht!",
  deleteFailed: "Fehler beim Löschen des Unterbenutzers",
  deleteConfirmWithoutName: "Möchten Sie den Unterbenutzer wirklich löschen?",
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

/**
 * What a sub-user may open. The product requirements disagree on statistics; the server denies them and
 * enforces the sub-user menu (docs/requirements.md#sub-users), so the dialog and the card both show this list.
 */
export const subUserAllowedAreas = [
  "Dashboard",
  "Reservierungen",
  "Kalender",
  "Bestellungen",
  "Tischkarte",
  "Menü",
] as const;

/** What a sub-user may not open (redirected to home). */
export const subUserDeniedAreas = [
  "Tische",
  "Einstellungen",
  "Raumdesigner",
  "Statistiken",
  "Unterbenutzer",
] as const;

/** Delete confirm: 'Möchten Sie den Unterbenutzer "{name}" wirklich löschen?' (without a name: no quotes). */
export function subUserDeleteConfirm(name?: string | null): string {
  const trimmed = name?.trim();
  return trimmed
    ? `Möchten Sie den Unterbenutzer "${trimmed}" wirklich löschen?`
    : subUsersTexts.deleteConfirmWithoutName;
}

/** Success with the login name: 'Unterbenutzer erfolgreich erstellt! Anmeldename: anna@trattoria'. */
export function subUserCreateSuccess(loginUsername?: string | null): string {
  const trimmed = loginUsername?.trim();
  return trimmed ? `${subUsersTexts.createSuccess} Anmeldename: ${trimmed}` : subUsersTexts.createSuccess;
}

/** 'Fehler beim Erstellen: {message}'; without a message the generic create failure. */
export function subUserCreateError(message?: string | null): string {
  const trimmed = message?.trim();
  return trimmed ? `Fehler beim Erstellen: ${trimmed}` : subUsersTexts.createFailed;
}

/** 'Fehler beim Löschen: {message}'; without a message the generic delete failure. */
export function subUserDeleteError(message?: string | null): string {
  const trimmed = message?.trim();
  return trimmed ? `Fehler beim Löschen: ${trimmed}` : subUsersTexts.deleteFailed;
}

/**
 * Header count: 'Noch keine Unterbenutzer' (the required empty text) / '1 Unterbenutzer erstellt' /
 * 'N Unterbenutzer erstellt' (the counts' wording is ours).
 */
export function subUserCountLabel(count: number): string {
  return count === 0 ? subUsersTexts.empty : `${count} Unterbenutzer erstellt`;
}

/** Card line with an already formatted de-DE date: 'Erstellt am 24.12.2026'. */
export function subUserCreatedOn(formattedDate: string): string {
  return `Erstellt am ${formattedDate}`;
}
/** Delete button's accessible name: 'Unterbenutzer Anna löschen'. */
export function subUserDeleteAriaLabel(name: string): string {
  return `Unterbenutzer ${name.trim()} löschen`;
}
