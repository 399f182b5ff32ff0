// A sub-user's password reset by the owner.

/**
 * A sub-user's forgotten password: the owner resets it in Unterbenutzer, since a sub-user's login is
 * not an address a link could go to.
 */
export const subUserPasswordResetTexts = {
  /** The forgot-password answer to a sub-user's login (`name@restaurant`). */
  forgotNotice:
    "Sie sind als Unterbenutzer angemeldet: Ihr Anmeldename ist keine E-Mail-Adresse, daher können wir Ihnen keinen Link senden. Bitten Sie den Inhaber Ihres Restaurants, Ihr Passwort unter „Unterbenutzer“ zurückzusetzen.",
  action: "Passwort zurücksetzen",
  title: "Passwort zurücksetzen",
  passwordLabel: "Neues Passwort",
  confirmLabel: "Neues Passwort bestätigen",
  submit: "Passwort speichern",
  submitting: "Wird gespeichert...",
  cancel: "Abbrechen",
  success: "Passwort zurückgesetzt. Der Unterbenutzer wurde auf allen Geräten abgemeldet.",
  failed: "Das Passwort konnte nicht zurückgesetzt werden.",
  notFound: "Unterbenutzer nicht gefunden.",
} as const;

/** The dialog's description: 'Neues Passwort für {login}. Er wird auf allen Geräten abgemeldet.' */
export function subUserPasswordResetDescription(login: string): string {
  return `Neues Passwort für ${login}. Der Unterbenutzer wird auf allen Geräten abgemeldet und meldet sich danach mit dem neuen Passwort an.`;
}

/** The action button's accessible name: 'Passwort zurücksetzen für {name}' (starts with the visible text). */
export function subUserPasswordResetAriaLabel(name: string): string {
  return `Passwort zurücksetzen für ${name}`;
}
