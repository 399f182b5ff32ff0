/** Sign-up, e-mail verification and onboarding (ours; the product requirements have no sign-up). */
export const signupTexts = {
  requiredFields: "Bitte füllen Sie alle Pflichtfelder aus.",
  acceptTermsRequired: "Bitte stimmen Sie den AGB und der Datenschutzerklärung zu.",
  signupSent:
    "Fast geschafft! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link darin. Er ist 24 Stunden gültig.",
  resendSent:
    "Falls ein unbestätigtes Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen neuen Link gesendet. Er ist 24 Stunden gültig.",
  verified: "Ihre E-Mail-Adresse ist bestätigt. Willkommen bei Tischservice!",
  verifiedOtherSession:
    "Die E-Mail-Adresse ist bestätigt. Sie sind weiter mit Ihrem bisherigen Konto angemeldet; melden Sie sich ab, um das bestätigte Konto zu nutzen.",
  verifyPasswordRequired:
    "Dieser Link wurde erneut angefordert. Bitte legen Sie ein Passwort fest, um Ihre E-Mail-Adresse zu bestätigen.",
  verifyLinkInvalid: "Dieser Bestätigungslink ist ungültig. Bitte fordern Sie einen neuen an.",
  verifyLinkExpired: "Dieser Bestätigungslink ist abgelaufen. Bitte fordern Sie einen neuen an.",
  verifyLinkUsed: "Dieser Bestätigungslink wurde bereits verwendet. Sie können sich anmelden.",
  emailNotVerified: "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.",
  accountDeactivated: "Dieses Konto wurde deaktiviert. Bitte wenden Sie sich an den Support.",
  resendLink: "Bestätigungslink erneut senden",
  registerTitle: "Konto erstellen",
  registerRestaurantTitle: "Restaurant registrieren",
  registerGuestTitle: "Gastkonto anlegen",
  createAccountForBookings: "Konto anlegen, um Reservierungen zu verwalten",
  demoBadge: "Demo-Daten",
  planUnknown: "Bitte wählen Sie einen gültigen Tarif.",
} as const;

/** The mails of sign-up and verification (ours). */
export const signupMailTexts = {
  greeting: (name: string) => `Hallo ${name},`,
  verifySubject: "Bitte bestätigen Sie Ihre E-Mail-Adresse",
  verifyRestaurantIntro:
    "vielen Dank für Ihre Registrierung bei Tischservice! Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie sich anmelden und Ihr Restaurant einrichten können.",
  verifyGuestIntro:
    "vielen Dank für Ihre Registrierung bei Tischservice! Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie sich anmelden und Ihre Reservierungen verwalten können.",
  verifyValidity:
    "Der Link ist 24 Stunden lang gültig und kann nur einmal verwendet werden. Ein neuer Link macht ältere ungültig.",
  verifyIgnore:
    "Falls Sie sich nicht registriert haben, ignorieren Sie diese E-Mail einfach; es wird kein Konto aktiviert.",
  verifyAction: "E-Mail-Adresse bestätigen",
  addressInUseSubject: "Registrierung mit Ihrer E-Mail-Adresse",
  addressInUseIntro:
    "jemand hat versucht, mit Ihrer E-Mail-Adresse ein neues Konto bei Tischservice anzulegen. Mit dieser Adresse besteht bereits ein Konto; es wurde nichts geändert.",
  addressInUseHelp: (loginUrl: string, resetUrl: string) =>
    `Waren Sie das? Dann melden Sie sich einfach an: ${loginUrl}\nPasswort vergessen? Hier können Sie ein neues festlegen: ${resetUrl}`,
  addressInUseIgnore: "Falls nicht, können Sie diese E-Mail ignorieren. Ihr Konto bleibt unverändert.",
  addressInUseAction: "Zur Anmeldung",
} as const;
