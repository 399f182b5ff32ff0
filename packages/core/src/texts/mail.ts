// The API's mails. The sign-up mails are in
// `signupMailTexts`; every mail greets with its `greeting`.

/** The mail layout: signature and the plain link under the button. */
const layout = {
  signature: ["Freundliche Grüße", "Ihr Tischservice-Team"],
  buttonFallback: "Falls der Knopf nicht funktioniert, öffnen Sie diesen Link:",
} as const;

/** 'Label: value' lines of the mails' summaries; `none` stands for a missing value. */
const lines = {
  restaurant: (name: string) => `Restaurant: ${name}`,
  address: (address: string) => `Adresse: ${address}`,
  name: (name: string) => `Name: ${name}`,
  email: (email: string) => `E-Mail: ${email}`,
  phone: (phone: string) => `Telefon: ${phone}`,
  none: "–",
} as const;

/** The link to reset a forgotten password. */
const passwordReset = {
  subject: "Ihr Link zum Zurücksetzen des Passworts",
  intro:
    "Sie haben angefordert, das Passwort Ihres Tischservice-Kontos zurückzusetzen. Der Link ist eine Stunde lang gültig und kann nur einmal verwendet werden. Ein neuer Link macht ältere ungültig.",
  ignore:
    "Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach; Ihr Passwort bleibt unverändert.",
  action: "Neues Passwort festlegen",
} as const;

/** A demo request: to sales and the confirmation to the requester. */
const demoRequest = {
  salesSubject: (restaurantName: string) =>
    `Neue Demo-Anfrage${restaurantName ? ` – ${restaurantName}` : ""}`,
  salesIntro: "Es ist eine neue Demo-Anfrage eingegangen.",
  salesMessage: (message: string) => `Nachricht:\n${message}`,
  salesReplyPromise: "Bitte melden Sie sich innerhalb von 24 Stunden.",
  confirmationSubject: "Ihre Demo-Anfrage bei Tischservice",
  confirmationThanks:
    "vielen Dank für Ihr Interesse an Tischservice! Wir haben Ihre Demo-Anfrage erhalten und melden uns innerhalb von 24 Stunden bei Ihnen, um einen Termin zu vereinbaren.",
  confirmationDuration: (minutes: number) =>
    `Die Demo dauert etwa ${minutes} Minuten. Wir zeigen Ihnen Online-Reservierungen, die Tischplanung und die Auswertungen – ganz unverbindlich.`,
} as const;

/** The welcome of a new sub-user. */
const subUserWelcome = {
  subject: "Ihr Zugang als Unterbenutzer",
  body: (restaurantName: string, loginUsername: string) =>
    `Für ${restaurantName} wurde der Unterbenutzer ${loginUsername} angelegt.`,
} as const;

/** Reservation mails to the guest and to the restaurant. */
const reservation = {
  /** 'Freitag, 12.06.2026 um 19:00 Uhr'. */
  when: (dayName: string, date: string, time: string) => `${dayName}, ${date} um ${time} Uhr`,
  whenLine: (when: string) => `Datum und Uhrzeit: ${when}`,
  referenceLine: (reference: string) => `Reservierungsnummer: ${reference}`,
  guestsLine: (guests: string) => `Personen: ${guests}`,
  specialRequestsLine: (requests: string) => `Besondere Wünsche: ${requests}`,
  tableLine: (table: string) => `Tisch: ${table}`,
  confirmedSubject: (restaurantName: string) => `Ihre Reservierung bei ${restaurantName} ist bestätigt`,
  requestedSubject: (restaurantName: string) => `Ihre Reservierungsanfrage bei ${restaurantName}`,
  cancelledSubject: (restaurantName: string) => `Ihre Reservierung bei ${restaurantName} wurde storniert`,
  bookedConfirmed: "vielen Dank für Ihre Reservierung! Ihr Tisch ist für Sie reserviert.",
  bookedPending:
    "vielen Dank für Ihre Anfrage! Das Restaurant prüft sie und bestätigt sie Ihnen in Kürze per E-Mail.",
  manageHint:
    "Über den folgenden Link können Sie Ihre Reservierung ansehen und bei Bedarf ändern oder stornieren.",
  manageAction: "Reservierung ansehen",
  noticeSubject: (customerName: string, date: string, time: string) =>
    `Neue Reservierung: ${customerName}, ${date} ${time}`,
  noticeConfirmed: "Es ist eine neue Reservierung eingegangen (automatisch bestätigt).",
  noticePending:
    "Es ist eine neue Reservierungsanfrage eingegangen. Bitte bestätigen oder lehnen Sie sie im Dashboard ab.",
  noticeAction: "Dashboard öffnen",
  statusConfirmed: "gute Nachrichten: Das Restaurant hat Ihre Reservierung bestätigt.",
  statusCancelledByGuest: "Ihre Reservierung wurde wie gewünscht storniert.",
  statusCancelledByRestaurant:
    "leider hat das Restaurant Ihre Reservierung storniert. Bitte wählen Sie gern eine andere Zeit.",
  changedSubject: (restaurantName: string) => `Ihre Reservierung bei ${restaurantName} wurde geändert`,
  changedMessage: "das Restaurant hat Ihre Reservierung geändert. Es gelten jetzt diese Angaben:",
  changedCalendarHint: "Den geänderten Termin für Ihren Kalender finden Sie im Anhang.",
} as const;

/** Every mail the API sends besides the sign-up mails. */
export const mailTexts = { layout, lines, passwordReset, demoRequest, subUserWelcome, reservation } as const;
