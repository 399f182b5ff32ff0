// "Online-Reservierung sperren": the guest book's block of a guest's online bookings, set by staff or
// automatically after too many no-shows.

/** What the API answers and the guest book and settings show about a block. */
export const guestBlockTexts = {
  /**
   * The neutral refusal of an online booking, waitlist entry or enquiry of a blocked guest: it names no
   * reason, so a guest learns nothing about what staff noted, and points to the phone.
   */
  onlineBookingUnavailable: (phone: string) => {
    const trimmed = phone.trim();
    return trimmed === ""
      ? "Eine Online-Reservierung ist leider nicht möglich. Bitte rufen Sie uns an."
      : `Eine Online-Reservierung ist leider nicht möglich. Bitte rufen Sie uns an: ${trimmed}`;
  },
  /** The reason the automatic block writes. */
  autoBlockReason: (noShows: number) => `Automatisch gesperrt nach ${noShows} Nichterscheinen`,
  reasonTooLong: (max: number) => `Der Grund der Sperre darf höchstens ${max} Zeichen lang sein.`,
  blockedInvalid: "Bitte geben Sie an, ob die Online-Reservierung gesperrt ist (ja oder nein).",
  autoBlockNoShowsInvalid: (min: number, max: number) =>
    `Automatisch sperren: nach ${min} bis ${max} Nichterscheinen oder aus.`,
  /** The switch in the guest profile. */
  switchLabel: "Online-Reservierung sperren",
  reasonLabel: "Grund der Sperre",
  reasonHint: "Nur für Ihr Team sichtbar; der Gast sieht ihn nicht.",
  reasonPlaceholder: "z. B. mehrfach nicht erschienen",
  /** The badge where staff see the guest. */
  badge: "Online gesperrt",
  /** '„Online gesperrt“ seit 12.03.2026' */
  blockedSince: (date: string) => `Seit ${date}`,
  /** The settings' choice. */
  autoBlockLabel: "Nach Nichterscheinen automatisch sperren",
  autoBlockOff: "Aus",
  autoBlockAfter: (n: number) => `Nach ${n} Nichterscheinen`,
  autoBlockHint:
    "Gäste, die so oft nicht erschienen sind, können nur noch telefonisch oder vor Ort reservieren.",
} as const;
