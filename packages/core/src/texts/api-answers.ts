// The API's answers by area. Texts the dashboard also
// shows come from its catalogue where the wording is the same (e.g. `tablesTexts.deleteSuccess`).

/** Sign-in, sign-out and the password routes. */
const auth = {
  signedIn: "Anmeldung erfolgreich.",
  signedOut: "Sie wurden abgemeldet.",
  forgotPassword:
    "Falls ein Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen Link zum Zurücksetzen gesendet. Er ist 1 Stunde gültig.",
  resetLinkValid: "Der Reset-Link ist gültig.",
  passwordReset: "Ihr Passwort wurde erfolgreich zurückgesetzt. Sie können sich jetzt anmelden.",
  ownPasswordOnly: "Sie können nur Ihr eigenes Passwort ändern.",
  /** What the audit log keeps for a failed sign-in that names no account and looks like no login. */
  unrecognisedIdentifier: "(keine gültige Anmeldung)",
} as const;

/** Reservations: staff lists, status changes and the guest's link. */
const reservations = {
  notFound: "Reservierung nicht gefunden.",
  guestLinkInvalid: "Reservierung nicht gefunden oder der Link ist ungültig.",
  tooLateToCancel:
    "Diese Reservierung hat bereits begonnen und kann nicht mehr online storniert werden. Bitte wenden Sie sich an das Restaurant.",
  statusSaved: "Status gespeichert.",
  /** 'Der Status kann nicht von „Storniert“ zu „Bestätigt“ geändert werden.' (labels given). */
  transitionNotAllowed: (fromLabel: string, toLabel: string) =>
    `Der Status kann nicht von „${fromLabel}“ zu „${toLabel}“ geändert werden.`,
  /** '12 Reservierungen' (the list's message). */
  listed: (count: number) => `${count} Reservierungen`,
  /** '3 vergangene Reservierungen bestätigt' (pending ones before today, confirmed while listing). */
} as const;

/** Tables. */
const tables = {
  notFound: "Tisch nicht gefunden.",
  foreignRoom: "Dieser Raum gehört nicht zu diesem Restaurant.",
  hasUpcomingReservations:
    "Dieser Tisch hat noch bevorstehende Reservierungen und kann nicht gelöscht werden.",
  created: "Tisch erfolgreich angelegt.",
  positionSaved: "Position gespeichert.",
  numberSaved: "Tischnummer gespeichert.",
} as const;

/** Rooms of the room designer. */
const rooms = {
  notFound: "Raum nicht gefunden.",
} as const;

/** Orders and their payment. */
const orders = {
  notFound: "Bestellung nicht gefunden.",
  itemNotFound: "Dieser Artikel ist nicht in der Bestellung.",
  deliveredLocked: "Gelieferte Artikel können nicht mehr geändert werden.",
  unknownMenuItem: "Ein Artikel ist nicht (mehr) auf der Speisekarte dieses Restaurants.",
  foreignTable: "Dieser Tisch gehört nicht zu diesem Restaurant.",
  saved: "Bestellung gespeichert.",
  idempotencyKeyReused: "Dieser Idempotency-Key gehört zu einer anderen Zahlung.",
  tipNotBelowTotal: "Das Trinkgeld muss kleiner als der Endbetrag sein.",
} as const;

/** Sub-users. */
const subUsers = {
  usernameTaken: "Dieser Benutzername ist bereits vergeben. Bitte wählen Sie einen anderen.",
} as const;

/** Restaurants and their configuration. */
const restaurants = {
  saved: "Restaurant gespeichert.",
  configSaved: "Einstellungen gespeichert.",
  fieldConflict: "Dieses Feld wurde inzwischen an anderer Stelle geändert. Es wurde nichts gespeichert.",
  createOwnOnly: "Nur der Inhaber selbst oder ein Administrator kann dieses Restaurant anlegen.",
  createGastroOnly: "Restaurants können nur für Gastronomiebetriebe angelegt werden.",
  alreadyExists: "Für diesen Benutzer existiert bereits ein Restaurant.",
} as const;

/** The menu. */
const menu = {
  notFound: "Menüeintrag nicht gefunden.",
  saved: "Menüeintrag gespeichert.",
  updated: "Menüeintrag aktualisiert.",
  deleted: "Menüeintrag gelöscht.",
} as const;

/** Special opening hours. */
const specialHours = {
  notFound: "Besondere Öffnungszeit nicht gefunden.",
  saved: "Besondere Öffnungszeit gespeichert.",
  updated: "Besondere Öffnungszeit aktualisiert.",
  deleted: "Besondere Öffnungszeit gelöscht.",
  /** '3 besondere Zeiten gefunden.' */
  listed: (count: number) => `${count} besondere Zeiten gefunden.`,
} as const;

/** Image uploads. */
const uploads = {
  notMultipart: "Bitte senden Sie die Datei als multipart/form-data.",
  noFile: "Bitte wählen Sie eine Bilddatei aus.",
  imageUploaded: "Bild erfolgreich hochgeladen.",
  imageNotFound: "Bild nicht gefunden.",
} as const;

/** Push devices, the live stream and test notifications. */
const push = {
  restaurantsOnly: "Push-Benachrichtigungen gibt es nur für Restaurants und ihr Personal.",
  invalidSubscription: "Ungültiges Push-Abonnement.",
  deviceRegistered: "Gerät registriert.",
  streamConnected: "Verbunden",
  testNotificationSent: "Testbenachrichtigung gesendet.",
} as const;

/** Why the admin's backup leaves each secret out (written into the backup file). */
const backup = {
  passwordHashes:
    "Passwort-Hashes verlassen den Server nie; nach einer Wiederherstellung setzen Benutzer ihr Passwort über 'Passwort vergessen' neu.",
  sessions: "Sitzungen sind Anmeldenachweise und nach einer Wiederherstellung ohnehin ungültig.",
  resetTokens: "Reset-Links sind Anmeldenachweise (1 Stunde gültig).",
  guestLinks: "Gäste-Links zum Ansehen und Stornieren sind Zugangsnachweise.",
  pushSubscriptions: "Die Schlüssel der Push-Abonnements gehören den Geräten; Geräte registrieren sich neu.",
  vapidKey: "Der private VAPID-Schlüssel des Servers wird nicht exportiert.",
  outbox: "Die Mail-Warteschlange enthält fertige Mails mit gültigen Reset-Links.",
} as const;

/** Static files the server hands out. */
const statics = {
  widgetNotBuilt: "Das Buchungs-Widget ist noch nicht gebaut.",
} as const;

/** The API's answers that are neither general refusals (`apiErrorTexts`) nor a dashboard text. */
export const apiAnswerTexts = {
  auth,
  reservations,
  tables,
  rooms,
  orders,
  subUsers,
  restaurants,
  menu,
  specialHours,
  uploads,
  push,
  backup,
  statics,
} as const;
