// The guest's own change of a booking from the mail's link: the API's refusal and answer (German, the
// API's language); the page's lines in both languages are in reservation-guest.ts.

/** "bis 2 Stunden", "bis 1 Stunde", "bis zum Beginn". */
function cutoffPhrase(hours: number): string {
  if (hours <= 0) return "bis zum Beginn";
  return `bis ${hours} ${hours === 1 ? "Stunde" : "Stunden"} vor Beginn`;
}

export const guestChangeTexts = {
  /** 409 `change_cutoff`: too close to the start; the restaurant's phone when it has one. */
  cutoff: (hours: number, phone: string) => {
    const call = phone.trim() ? `Bitte rufen Sie uns an: ${phone.trim()}` : "Bitte rufen Sie uns an.";
    return `Änderungen sind online ${cutoffPhrase(hours)} möglich. ${call}`;
  },
  /** 409: the booking is cancelled, over or the guest is already there. */
  notChangeable: "Diese Reservierung kann nicht mehr geändert werden.",
  changed: "Ihre Reservierung wurde geändert. Sie erhalten eine neue Bestätigung per E-Mail.",
  unchanged: "Es wurde nichts geändert.",
} as const;
