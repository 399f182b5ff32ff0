// Validation messages, owned by the schemas' validations. Texts the product requirements word are kept
// word for word (docs/requirements.md#answer-shapes); where they give none, the text is ours.

/** Every fixed validation message, by meaning. */
export const validationTexts = {
  // generic (zod issues without a message of their own)
  invalidInput: "Ungültige Eingabe.",
  required: "Dieses Feld ist erforderlich.",
  invalidDate: "Bitte geben Sie ein gültiges Datum im Format JJJJ-MM-TT an.",
  invalidTime: "Bitte geben Sie eine gültige Uhrzeit im Format HH:MM an.",
  invalidId: "Ungültige ID.",
  invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  guestsOutOfRange: "Die Personenzahl muss zwischen 1 und 30 liegen.",
  invalidTimeZone: "Unbekannte Zeitzone.",
  invalidReservationStatus: "Ungültiger Reservierungsstatus.",
  invalidRole: "Ungültige Rolle. Erlaubt sind Gastro und Admin.",
  emptyUpdate: "Bitte geben Sie mindestens ein Feld an.",
  /** Every name (people, restaurants, sub-users, guests): names go into mails, so they stay on one line. */
  nameSingleLine: "Bitte geben Sie den Namen ohne Zeilenumbrüche und Steuerzeichen ein.",

  // demo form
  demoRequiredFields: "Bitte füllen Sie alle Pflichtfelder aus.",

  // login, new user, forgot and reset password
  loginRequired: "Bitte geben Sie E-Mail oder Benutzername und Passwort ein.",
  newUserRequiredFields: "Bitte füllen Sie alle Pflichtfelder aus.",
  forgotPasswordEmailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
  bookingEmailRequired: "Bitte geben Sie Ihre E-Mail-Adresse ein.",
  resetTokenMissing: "Kein Reset-Token gefunden. Bitte fordern Sie einen neuen Reset-Link an.",
  resetPasswordsMismatch: "Die Passwörter stimmen nicht überein.",
  passwordTooShort: "Das Passwort muss mindestens 6 Zeichen lang sein.",

  // password change
  passwordChangeAllFieldsRequired: "Bitte füllen Sie alle Felder aus.",
  newPasswordsMismatch:
    "Die neuen Passwörter stimmen nicht überein. Bitte geben Sie das neue Passwort zweimal gleich ein.",
  newPasswordTooShort: "Das neue Passwort muss mindestens 6 Zeichen lang sein.",
  newPasswordSameAsCurrent: "Das neue Passwort muss sich vom aktuellen Passwort unterscheiden.",
  passwordTooLong: "Maximal 100 Zeichen sind erlaubt",
  passwordTooWeak: "Dieses Passwort ist zu schwach. Bitte wählen Sie ein sichereres Passwort.",
  currentPasswordIncorrect: "Das aktuelle Passwort ist nicht korrekt. Bitte versuchen Sie es erneut.",
  userNotFound: "Benutzer nicht gefunden. Bitte melden Sie sich erneut an.",

  // sub-user creation
  subUserRequiredFields: "Bitte füllen Sie alle Felder aus.",
  subUserUsernameInvalid: "Der Benutzername darf nur Buchstaben, Zahlen und Unterstriche enthalten.",
  subUserPasswordTooShort: "Passwort muss mindestens 6 Zeichen lang sein",
  subUserPasswordsMismatch: "Passwörter stimmen nicht überein",

  // special hours
  specialHourTitleRequired: "Bitte geben Sie einen Titel ein.",
  specialHourDatesRequired: "Bitte geben Sie ein Start- und ein Enddatum an.",
  specialHourEndBeforeStart: "Das Enddatum darf nicht vor dem Startdatum liegen.",

  // opening hours
  openingTimesRequired: "Bitte geben Sie für geöffnete Tage Öffnungs- und Schließzeit an.",
  lunchBreakTimesRequired: "Bitte geben Sie Beginn und Ende der Mittagspause an.",

  // menu, orders, payment
  menuItemInvalid: "Bitte füllen Sie alle Felder korrekt aus",
  orderNoItems: "❌ Bitte Artikel auswählen",
  orderCustomerNameRequired: "❌ Bitte Kundennamen eingeben",
  orderTableRequired: "Bitte wählen Sie einen Tisch aus.",
  quantityNegative: "Menge kann nicht negativ sein",
  quantityAtLeastOne: "Die Menge muss mindestens 1 sein.",
  paymentFinalAmountInvalid: "Der Endbetrag muss größer als 0 sein.",
  paymentTipNegative: "Das Trinkgeld darf nicht negativ sein.",
  paymentMethodInvalid: "Bitte wählen Sie Bar oder Karte als Zahlungsart.",

  // tables, rooms, direct booking
  tableNumberInvalid: "Bitte geben Sie eine gültige Tischnummer ein",
  tableSeatsInvalid: "Bitte geben Sie eine gültige Anzahl Sitzplätze ein.",
  roomInvalid: "Bitte zeichnen Sie einen Raum (mindestens 3 Punkte) und geben Sie einen Namen ein.",
  bookingNameRequired: "Bitte geben Sie einen Namen für die Reservierung ein.",

  // image upload
  uploadTypeInvalid: "Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!",
  uploadTooLarge: "Die Datei ist zu groß. Maximale Größe: 10MB",
} as const;

/** Validation messages that carry a value. */
export const validationTextTemplates = {
  unknownFields: (keys: readonly string[]) =>
    keys.length === 1 ? `Unbekanntes Feld: ${keys[0]}` : `Unbekannte Felder: ${keys.join(", ")}`,
  maxLength: (max: number) => `Maximal ${max} Zeichen sind erlaubt`,
  minLength: (min: number) => `Mindestens ${min} Zeichen sind erforderlich.`,
  maxItems: (max: number) => `Maximal ${max} Einträge sind erlaubt.`,
  tooSmall: (min: number) => `Der Wert muss mindestens ${min} sein.`,
  tooBig: (max: number) => `Der Wert darf höchstens ${max} sein.`,
  invalidOption: (options: readonly string[]) => `Ungültiger Wert. Erlaubt: ${options.join(", ")}.`,
  /** `limit` of the next free times (a whole number from 1 to `max`). */
  freeTimesLimit: (max: number) => `Die Anzahl der Termine muss eine ganze Zahl von 1 bis ${max} sein.`,
} as const;
