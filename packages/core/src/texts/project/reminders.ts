// The project's own texts of the reminder mails guests answer (issue 19; the spec shows no wording).

/** The reminder mail to the guest: the booking, the restaurant's address and phone, two buttons. */
const mail = {
  subject: (restaurantName: string, date: string, time: string) =>
    `Erinnerung: Ihre Reservierung bei ${restaurantName} am ${date} um ${time} Uhr`,
  intro: "wir freuen uns auf Ihren Besuch! Hier noch einmal Ihre Reservierung:",
  addressLine: (address: string) => `Adresse: ${address}`,
  phoneLine: (phone: string) => `Telefon: ${phone}`,
  askAnswer:
    "Bitte geben Sie uns kurz Bescheid: Kommen Sie wie geplant? Falls Sie verhindert sind, stornieren Sie bitte, damit wir den Tisch weitergeben können.",
  calendarHint: "Den Termin für Ihren Kalender finden Sie im Anhang.",
  confirmAction: "Ich komme wie geplant",
  cancelAction: "Stornieren",
  /** The .ics attachment's file name and event title. */
  calendarFile: "reservierung.ics",
  calendarTitle: (restaurantName: string) => `Reservierung bei ${restaurantName}`,
  calendarDescription: (guests: string) => `Tisch für ${guests}`,
} as const;

/** Settings → Benachrichtigungen. */
const settings = {
  enabledLabel: "Erinnerung an Gäste",
  enabledHint:
    "Gäste erhalten vor ihrem Besuch eine E-Mail und können ihr Kommen bestätigen oder stornieren.",
  timingLabel: "Zeitpunkt der Erinnerung",
  timing24h: "24 Stunden vorher",
  timingMorning: "Am Morgen des Tages (09:00 Uhr)",
  timingInvalid: "Bitte wählen Sie „24 Stunden vorher“ oder „Am Morgen des Tages (09:00 Uhr)“.",
} as const;

/** The guest's answer on the reservation page they reach from the mail. */
const guest = {
  confirming: "Ihre Zusage wird gespeichert...",
  confirmed: "Vielen Dank! Wir haben notiert, dass Sie wie geplant kommen.",
  confirmFailed: "Ihre Zusage konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  confirmRetry: "Erneut versuchen",
  notConfirmable: "Diese Reservierung kann nicht mehr bestätigt werden.",
} as const;

/** The dashboard's mark on a reservation the guest confirmed. */
const dashboard = {
  guestConfirmed: "Vom Gast bestätigt",
  guestConfirmedAt: (time: string) => `Vom Gast bestätigt um ${time}`,
  reminderSent: "Erinnerung gesendet",
} as const;

/** The `reminders` command and the API's answers. */
const cli = {
  help: "Sendet jede fällige Erinnerung an Gäste (oder listet sie mit --dry-run) und gibt die Anzahl aus.",
  sent: (count: number) => `${count} Erinnerung${count === 1 ? "" : "en"} gesendet.`,
  due: (count: number) =>
    `${count} Erinnerung${count === 1 ? "" : "en"} fällig (Probelauf, nichts gesendet).`,
  invalidNow: "--now braucht einen Zeitpunkt im ISO-Format, z. B. 2026-06-12T09:00:00Z.",
} as const;

const api = {
  confirmed: "Vielen Dank! Ihre Zusage ist gespeichert.",
  notConfirmable: guest.notConfirmable,
} as const;

export const reminderTexts = { mail, settings, guest, dashboard, cli, api } as const;
