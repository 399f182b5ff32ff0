// The dashboard's sign-up and verification pages (all of it our own addition). The messages the
// API sends and the page titles are in `signup.ts`; this file holds the words around them.
import { PASSWORD_MIN_LENGTH } from "../rules/constants.ts";

/** Field labels, links and screens of `/app/register` and `/app/verify-email`. */
export const registerTexts = {
  restaurantIntro: "Ihr Restaurant ist in wenigen Minuten online buchbar.",
  guestIntro: "Behalten Sie alle Ihre Reservierungen im Blick.",
  nameLabel: "Ihr Name",
  emailLabel: "E-Mail",
  passwordLabel: "Passwort",
  passwordHint: `Mindestens ${PASSWORD_MIN_LENGTH} Zeichen.`,
  restaurantNameLabel: "Name des Restaurants",
  /** The consent checkbox: "Ich stimme den [AGB] und der [Datenschutzerklärung] zu." */
  acceptTermsBefore: "Ich stimme den",
  acceptTermsTermsLink: "AGB",
  acceptTermsBetween: "und der",
  acceptTermsPrivacyLink: "Datenschutzerklärung",
  acceptTermsAfter: "zu.",
  imprintLink: "Impressum",
  /** The honeypot's label: never seen by people, only by form-filling bots. */
  honeypotLabel: "Website (bitte leer lassen)",
  chosenPlan: "Gewählter Tarif",
  alreadyRegistered: "Bereits registriert?",
  noAccount: "Noch kein Konto?",
  guestInstead: "Sie möchten nur reservieren?",
  restaurantInstead: "Sie führen ein Restaurant?",
  signupFailed: "Die Registrierung ist fehlgeschlagen. Bitte versuchen Sie es erneut.",
  checkMailTitle: "Bitte prüfen Sie Ihr Postfach",
  sentTo: (email: string) => `Gesendet an ${email}`,
  resendFailed: "Der Link konnte nicht gesendet werden. Bitte versuchen Sie es erneut.",
  verifyingTitle: "E-Mail-Adresse wird bestätigt...",
  verifyFailedTitle: "Bestätigung nicht möglich",
  requestNewLinkIntro: "Geben Sie Ihre E-Mail-Adresse ein, wir senden Ihnen einen neuen Link.",
  verifyFailed: "Die E-Mail-Adresse konnte nicht bestätigt werden. Bitte versuchen Sie es erneut.",
  /** Before the click: the link's page acts only when the visitor clicks (mail scanners open links). */
  verifyTitle: "Bestätigen Sie Ihre E-Mail-Adresse",
  verifyIntro: "Ein Klick genügt, dann ist Ihr Konto bereit.",
  verifyButton: "E-Mail-Adresse bestätigen",
  /** Someone is signed in already: the verification never replaces their session. */
  signedInAs: (name: string) => `Sie sind als ${name} angemeldet. Die Bestätigung meldet Sie nicht um.`,
  /** Confirmed while another account's session was kept. */
  verifiedTitle: "E-Mail-Adresse bestätigt",
  signOutAndSignIn: "Abmelden und anmelden",
  signingOut: "Abmelden...",
  continueAs: (name: string) => `Weiter als ${name}`,
  /** A resent link carries no password: the page asks for one. */
  passwordTitle: "Passwort festlegen",
  passwordRepeatLabel: "Passwort wiederholen",
} as const;
