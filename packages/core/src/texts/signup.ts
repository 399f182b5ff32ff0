/** Sign-up, e-mail verification and onboarding (ours; the spec has no sign-up). */
export const signupTexts = {
  requiredFields: "Bitte füllen Sie alle Pflichtfelder aus.",
  acceptTermsRequired: "Bitte stimmen Sie den AGB und der Datenschutzerklärung zu.",
  signupSent:
    "Fast geschafft! Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link darin. Er ist 24 Stunden gültig.",
  resendSent:
    "Falls ein unbestätigtes Konto mit dieser E-Mail-Adresse existiert, haben wir Ihnen einen neuen Link gesendet. Er ist 24 Stunden gültig.",
  verified: "Ihre E-Mail-Adresse ist bestätigt. Willkommen bei Tischservice!",
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
} as const;
