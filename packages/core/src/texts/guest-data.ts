// A guest's data (DSGVO Art. 15 and 17): export and erasure.

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
  /** Added to `found` and `erased` when the guest sent large groups' enquiries. */
  enquiriesFound: (count: number) =>
    `Dazu ${count === 1 ? "eine Gruppenanfrage" : `${count} Gruppenanfragen`}.`,
  enquiriesErased: (count: number) =>
    `${count === 1 ? "Eine Gruppenanfrage wurde" : `${count} Gruppenanfragen wurden`} anonymisiert.`,
  /** Added to `found` and `erased` when the guest was on a waitlist. */
  waitlistFound: (count: number) =>
    `Dazu ${count === 1 ? "ein Eintrag" : `${count} Einträge`} auf der Warteliste.`,
  waitlistErased: (count: number) =>
    `${count === 1 ? "Ein Eintrag auf der Warteliste wurde" : `${count} Einträge auf der Warteliste wurden`} anonymisiert.`,
  /** Added to `erased` when a customer account was unlinked (restaurant) or deleted (admin). */
  accountUnlinked:
    "Das Kundenkonto bleibt bestehen, ist aber nicht mehr mit diesen Reservierungen verbunden.",
  accountDeleted: "Das Kundenkonto wurde gelöscht.",
  /** The admin may not erase an address that belongs to staff (owner, sub-user, admin). */
  /** The guest asked through their link: the export goes to the reservation's address, never to the screen. */
  exportMailed:
    "Wir haben Ihnen Ihre gespeicherten Daten an die E-Mail-Adresse dieser Reservierung gesendet.",
  eraseNotYet: "Ihre Daten können nach Ihrem Besuch oder nach einer Stornierung gelöscht werden.",
  upcomingReservation:
    "Sie haben bei diesem Restaurant noch eine bevorstehende Reservierung. Bitte stornieren Sie sie zuerst oder wenden Sie sich an das Restaurant.",
  /** Who erased, in the audit log, when the guest did it through their link. */
  guestActor: "Gast (Link aus der E-Mail)",
  /** ... and when a customer deleted their own account (their address is not kept). */
  customerActor: "Kunde (eigenes Konto gelöscht)",
  /** Only customer accounts have this self-service; staff accounts are managed in the dashboard. */
  customersOnly: "Nur Kundenkonten können hier ihre Daten herunterladen oder ihr Konto löschen.",
  /** The customer's own account deletion: what happened. */
  ownAccountDeleted: (reservations: number) =>
    `Ihr Konto wurde gelöscht. ${reservations} ${reservations === 1 ? "Reservierung wurde" : "Reservierungen wurden"} anonymisiert.`,
  /** The export mail. */
  exportMailSubject: (restaurantName: string) => `Ihre gespeicherten Daten bei ${restaurantName}`,
  exportMailText: (restaurantName: string, reservations: number) =>
    `Sie haben Auskunft über Ihre bei ${restaurantName} gespeicherten Daten angefordert (Art. 15 DSGVO). Im Anhang finden Sie alle Daten als JSON-Datei: ${reservations} ${reservations === 1 ? "Reservierung" : "Reservierungen"} mit Verlauf und die E-Mails an Sie.`,
  exportMailIgnore: "Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.",
  staffAccount:
    "Diese Adresse gehört zu einem Konto eines Restaurants oder der Verwaltung. Löschen Sie das Konto unter „Benutzer“.",
} as const;

/** The owner's "Datenschutz" card in the settings: find a guest, export, erase. */
export const guestPrivacyTexts = {
  cardTitle: "Datenschutz",
  intro:
    "Auskunft und Löschung nach DSGVO: Suchen Sie einen Gast über seine E-Mail-Adresse oder Telefonnummer.",
  /** The admin's platform-wide variant (System page): by address only, every restaurant, the account too. */
  platformIntro:
    "Auskunft und Löschung nach DSGVO für alle Restaurants: Suchen Sie eine E-Mail-Adresse. Ein Kundenkonto mit dieser Adresse wird mit gelöscht.",
  platformSearchLabel: "E-Mail-Adresse",
  /** 'Kundenkonto: Gina Gast (gast@beispiel.de)' */
  accountLine: (name: string, email: string) => `Kundenkonto: ${name} (${email})`,
  searchLabel: "E-Mail-Adresse oder Telefonnummer",
  searchPlaceholder: "gast@beispiel.de oder 030 1234567",
  search: "Suchen",
  searching: "Wird gesucht...",
  reservationsHeading: "Reservierungen",
  enquiriesHeading: "Gruppenanfragen",
  /** '2 E-Mails an den Gast' */
  mailsCount: (count: number) => `${count} ${count === 1 ? "E-Mail" : "E-Mails"} an den Gast`,
  /** '4 Gäste' in a reservation's line. */
  guests: (count: number) => `${count} ${count === 1 ? "Gast" : "Gäste"}`,
  download: "Export herunterladen",
  erase: "Daten löschen",
  eraseConfirmTitle: "Daten dieses Gastes löschen?",
  eraseConfirmText:
    "Name, E-Mail-Adresse, Telefonnummer und Wünsche werden aus allen Reservierungen entfernt und die E-Mails an den Gast gelöscht. Die Buchungen bleiben anonym in Ihrer Statistik. Das kann nicht rückgängig gemacht werden.",
  eraseConfirm: "Endgültig löschen",
  eraseCancel: "Abbrechen",
  erasing: "Wird gelöscht...",
  failed: "Die Anfrage ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  /** The guest's own section on the page behind their mail's link. */
  ownHeading: "Ihre Daten",
  ownHint:
    "Sie können alle Daten anfordern, die dieses Restaurant über Sie gespeichert hat: Wir senden sie an die E-Mail-Adresse dieser Reservierung.",
  ownDownload: "Meine Daten herunterladen",
  ownDownloading: "Wird angefordert...",
  ownErase: "Meine Daten löschen",
  ownEraseHint:
    "Nach Ihrem Besuch oder nach einer Stornierung können Sie Ihre Daten bei diesem Restaurant löschen.",
  ownEraseConfirmTitle: "Ihre Daten löschen?",
  ownEraseConfirmText:
    "Ihr Name, Ihre E-Mail-Adresse, Telefonnummer und Wünsche werden bei diesem Restaurant gelöscht, ebenso die E-Mails an Sie. Danach funktioniert dieser Link nicht mehr.",
  /** The customer's own section in the customer view. */
  accountHeading: "Ihr Konto und Ihre Daten",
  accountHint:
    "Laden Sie alles herunter, was Tischservice über Sie gespeichert hat, oder löschen Sie Ihr Konto. Ihre Reservierungen bleiben dann ohne Ihren Namen bei den Restaurants.",
  accountFetch: "Meine Daten herunterladen",
  accountFetching: "Wird zusammengestellt...",
  accountDelete: "Konto löschen",
  accountDeleteTitle: "Konto endgültig löschen?",
  accountDeleteText:
    "Ihr Konto, Ihr Name, Ihre E-Mail-Adresse, Telefonnummer und Wünsche werden in allen Restaurants gelöscht. Das kann nicht rückgängig gemacht werden.",
  accountDeletePassword: "Ihr Passwort zur Bestätigung",
  accountDeleting: "Wird gelöscht...",
  /** File name of the download: 'gastdaten-2026-11-24.json'. */
  fileName: (isoDate: string) => `gastdaten-${isoDate}.json`,
} as const;
