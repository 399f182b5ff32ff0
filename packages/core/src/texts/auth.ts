/** Login screen and session texts; the German messages are fixed by the product requirements. */
export const authTexts = {
  title: "Willkommen zurück",
  mobileTitle: "Tischservice",
  identifierLabel: "E-Mail oder Benutzername",
  passwordLabel: "Passwort",
  rememberMe: "Angemeldet bleiben",
  submit: "Anmelden",
  submitting: "Anmeldung...",
  forgotPasswordLink: "Passwort vergessen?",
  checkingSession: "Anmeldung wird überprüft...",
  loginFailed: "Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.",
  connectionError: "Verbindungsfehler. Bitte versuchen Sie es später erneut.",
  logout: "Abmelden",
  floorPlanRequiresGastro: "Bitte loggen Sie sich als Gastronomiebetrieb ein, um die Karte zu sehen.",
  showPassword: "Passwort anzeigen",
  hidePassword: "Passwort verbergen",
  backToHome: "Zurück zur Startseite",
  tooManyAttempts: "Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.", // HTTP 429
} as const;
