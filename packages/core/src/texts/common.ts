/** Words and messages shared by many screens of the dashboard and the site. */
export const commonTexts = {
  cancel: "Abbrechen",
  save: "Speichern",
  delete: "Löschen",
  edit: "Bearbeiten",
  close: "Schließen",
  back: "Zurück",
  confirm: "Bestätigen",
  add: "Hinzufügen",
  all: "Alle",
  yes: "Ja",
  no: "Nein",
  unknownError: "Unbekannter Fehler",
  unexpectedError: "Unerwarteter Fehler",
  genericError: "Ein Fehler ist aufgetreten",
  /** Result message of a failed status update without a network (required in English). */
  networkErrorResult: "Network error",
  /** Fallback of a failed file upload when the server sends no message (required in English). */
  uploadFailed: "Upload failed",
  /** Fallback of a failed file delete when the server sends no message (required in English). */
  deleteFailed: "Delete failed",
  /** Shown to signed-in users on a page their role may not open (required in English). */
  unauthorized: "Unauthorized",
  search: "Suchen",
  loading: "Wird geladen...",
} as const;

function orUnknown(message: string | null | undefined): string {
  const trimmed = message?.trim();
  return trimmed ? trimmed : commonTexts.unknownError;
}

/** 'Fehler: {message}', with 'Unbekannter Fehler' when the server sent no message. */
export function errorWithMessage(message?: string | null): string {
  return `Fehler: ${orUnknown(message)}`;
}

/** 'Fehler beim Speichern: {message}' (rooms, special hours). */
export function saveErrorWithMessage(message?: string | null): string {
  return `Fehler beim Speichern: ${orUnknown(message)}`;
}

/** 'Fehler beim Löschen: {message}' (rooms, sub-users, menu). */
export function deleteErrorWithMessage(message?: string | null): string {
  return `Fehler beim Löschen: ${orUnknown(message)}`;
}

/** 'Fehler beim Aktualisieren: {message}' (reservation status). */
export function updateErrorWithMessage(message?: string | null): string {
  return `Fehler beim Aktualisieren: ${orUnknown(message)}`;
}

/** '1 Person' / 'N Personen'. */
export function guestCountLabel(guests: number): string {
  return guests === 1 ? "1 Person" : `${guests} Personen`;
}
