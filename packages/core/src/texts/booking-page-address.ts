// The owner's "Adresse Ihrer Buchungsseite" in Einstellungen: the restaurant's slug, its checks' words and
// the notice that the staff's logins change with it.

export const bookingPageAddressTexts = {
  label: "Adresse Ihrer Buchungsseite",
  hint: "Kleinbuchstaben (a–z) und Ziffern, höchstens 20 Zeichen. Bisherige Links leiten weiter.",
  previewLabel: "Ihr Link:",
  save: "Adresse ändern",
  cancel: "Verwerfen",
  saved: "Die Adresse Ihrer Buchungsseite wurde geändert.",
  empty: "Bitte geben Sie eine Adresse ein.",
  tooLong: "Die Adresse darf höchstens 20 Zeichen lang sein.",
  shape: "Nur Kleinbuchstaben (a–z) und Ziffern sind erlaubt, ohne Leer- und Sonderzeichen.",
  reserved: "Diese Adresse ist für Tischservice reserviert. Bitte wählen Sie eine andere.",
  /** 409: another restaurant has the slug now or had it before (its old links lead there). */
  taken: "Diese Adresse ist bereits vergeben. Bitte wählen Sie eine andere.",
  /** Before saving: the staff's logins follow the new slug, the old ones keep working. */
  loginsChange: (slug: string) =>
    `Die Anmeldenamen Ihrer Mitarbeiter ändern sich zu …@${slug}; die bisherigen funktionieren weiter.`,
} as const;
