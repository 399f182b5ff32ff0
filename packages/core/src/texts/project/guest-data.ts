// A guest's data (DSGVO Art. 15 and 17): export and erasure. The project's own texts; the spec names none.

/** The API's answers and the dashboard's "Datenschutz" screen. */
export const guestDataTexts = {
  /** What an erased guest's reservations show instead of the name. */
  anonymisedName: "Anonymisiert",
  identifierRequired: "Bitte geben Sie genau eine E-Mail-Adresse oder eine Telefonnummer an.",
  nothingStored: "Zu dieser Angabe sind keine Daten gespeichert.",
  /** '3 Reservierungen und 5 E-Mails gefunden.' */
  found: (reservations: number, mails: number) =>
    `${reservations} ${reservations === 1 ? "Reservierung" : "Reservierungen"} und ${mails} ${mails === 1 ? "E-Mail" : "E-Mails"} gefunden.`,
  /** 'Die Daten wurden gelöscht: 3 Reservierungen anonymisiert, 5 E-Mails gelöscht.' */
  erased: (reservations: number, mails: number) =>
    `Die Daten wurden gelöscht: ${reservations} ${reservations === 1 ? "Reservierung" : "Reservierungen"} anonymisiert, ${mails} ${mails === 1 ? "E-Mail" : "E-Mails"} gelöscht.`,
  /** Added to `erased` when a customer account was unlinked (restaurant) or deleted (admin). */
  accountUnlinked:
    "Das Kundenkonto bleibt bestehen, ist aber nicht mehr mit diesen Reservierungen verbunden.",
  accountDeleted: "Das Kundenkonto wurde gelöscht.",
  /** The admin may not erase an address that belongs to staff (owner, sub-user, admin). */
  staffAccount:
    "Diese Adresse gehört zu einem Konto eines Restaurants oder der Verwaltung. Löschen Sie das Konto unter „Benutzer“.",
} as const;
