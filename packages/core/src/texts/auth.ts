/** Login screen and session texts (platform spec sections 2, 6 and 8). */
export const authTexts = {
  title: "Willkommen zurück",
  mobileTitle: "Tischservice",
  identifierLabel: "E-Mail oder Benutzername",
  passwordLabel: "Passwort",
  showPassword: "Passwort anzeigen", // not in the spec
  hidePassword: "Passwort verbergen", // not in the spec
  rememberMe: "Angemeldet bleiben",
  submit: "Anmelden",
  submitting: "Anmeldung...",
  forgotPasswordLink: "Passwort vergessen?",
  backToHome: "Zurück zur Startseite", // not in the spec
  checkingSession: "Anmeldung wird überprüft...",
  loginFailed: "Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.",
  connectionError: "Verbindungsfehler. Bitte versuchen Sie es später erneut.",
  tooManyAttempts: "Zu viele Anmeldeversuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.", // not in the spec (HTTP 429)
  logout: "Abmelden",
  floorPlanRequiresGastro: "Bitte loggen Sie sich als Gastronomiebetrieb ein, um die Karte zu sehen.",
} as const;
