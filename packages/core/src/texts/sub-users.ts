/** Sub-user management (Unterbenutzer; dashboard spec sections 2.9, 6 and 8). */
export const subUsersTexts = {
  title: "Unterbenutzer",
  create: "Unterbenutzer erstellen", // not in the spec
  empty: "Noch keine Unterbenutzer",
  emptyHint: "Legen Sie Zugänge für Ihr Team an.", // not in the spec
  roleBadge: "Unterbenutzer",
  deleteButton: "Löschen",
  dialogTitle: "Unterbenutzer erstellen", // not in the spec
  usernameLabel: "Benutzername", // not in the spec
  passwordLabel: "Passwort", // not in the spec
  confirmPasswordLabel: "Passwort bestätigen", // not in the spec
  submit: "Erstellen", // not in the spec
  submitting: "Wird erstellt...", // not in the spec
  permissionsAllowedHeading: "Zugriff auf:", // not in the spec
  permissionsDeniedHeading: "Kein Zugriff auf:", // not in the spec
  createSuccess: "Unterbenutzer erfolgreich erstellt!",
  createFailed: "Fehler beim Erstellen des Unterbenutzers",
  deleteSuccess: "Unterbenutzer erfolgreich gelöscht!",
  deleteFailed: "Fehler beim Löschen des Unterbenutzers",
  deleteConfirmWithoutName: "Möchten Sie den Unterbenutzer wirklich löschen?",
  usernameHint: "Nur Buchstaben, Zahlen und Unterstriche.", // not in the spec
  cancel: "Abbrechen", // not in the spec
  permissionsHeading: "Berechtigungen", // not in the spec
  loadFailed: "Die Unterbenutzer konnten nicht geladen werden.", // not in the spec
  retry: "Erneut versuchen", // not in the spec
  loginNameLabel: "Anmeldename", // not in the spec
} as const;

/**
 * What a sub-user may open. The spec's two readings disagree (2.9); the server enforces the tabs of
 * section 6, so the dialog and the card both show this one list.
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

/** Header count: 'Noch keine Unterbenutzer' / '1 Unterbenutzer erstellt' / 'N Unterbenutzer erstellt'. */
export function subUserCountLabel(count: number): string {
  return count === 0 ? subUsersTexts.empty : `${count} Unterbenutzer erstellt`; // not in the spec
}

/** Login-name preview in the create dialog: 'Anmeldename: anna@trattoria'. // not in the spec */
export function subUserLoginNamePreview(loginName: string): string {
  return `Anmeldename: ${loginName}`;
}

/** Card line with an already formatted de-DE date: 'Erstellt am 24.12.2026'. // not in the spec */
export function subUserCreatedOn(formattedDate: string): string {
  return `Erstellt am ${formattedDate}`;
}

/** Delete button's accessible name: 'Unterbenutzer Anna löschen'. // not in the spec */
export function subUserDeleteAriaLabel(name: string): string {
  return `Unterbenutzer ${name.trim()} löschen`;
}
