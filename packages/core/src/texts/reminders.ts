// The texts of the reminder mails guests answer.

import { guestConfirmedAtText } from "./reservation-status.ts";
import { scheduledCommandTexts } from "./scheduled-commands.ts";
import { settingsValidationTexts } from "./settings-validation.ts";

/** The reminder mail to the guest: the booking and two buttons (the restaurant's contact ends every guest mail). */
const mail = {
  subject: (restaurantName: string, date: string, time: string) =>
    `Erinnerung: Ihre Reservierung bei ${restaurantName} am ${date} um ${time} Uhr`,
  intro: "wir freuen uns auf Ihren Besuch! Hier noch einmal Ihre Reservierung:",
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
  cardTitle: "Benachrichtigungen",
  enabledLabel: "Erinnerung an Gäste",
  enabledHint:
    "Gäste erhalten vor ihrem Besuch eine E-Mail und können ihr Kommen bestätigen oder stornieren.",
  timingLabel: "Zeitpunkt der Erinnerung",
  timing24h: "24 Stunden vorher",
  timingMorning: "Am Morgen des Tages (09:00 Uhr)",
  timingInvalid: settingsValidationTexts.reminderTimingInvalid,
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
  /** 'Vom Gast bestätigt am 11.06.2026 um 20:30 Uhr'. */
  guestConfirmedAt: guestConfirmedAtText,
  reminderSent: "Erinnerung gesendet",
  /** The detail row's label. */
  answerLabel: "Rückmeldung",
} as const;

/** The `reminders` command (`pnpm tischservice reminders`). */
const cli = {
  summary: "sendet die fälligen Erinnerungen an Gäste (läuft im Server ohnehin alle 5 Minuten)",
  usage: "Aufruf: pnpm tischservice reminders [--dry-run] [--now <ISO-Zeitpunkt>]",
  description:
    "Sendet jede Erinnerung, die zu diesem Zeitpunkt fällig ist (24 Stunden vorher oder um 09:00 Uhr am Tag, je nach Einstellung des Restaurants), und gibt die Anzahl aus. Jede Reservierung erhält höchstens eine Erinnerung; ein zweiter Aufruf sendet nichts doppelt.",
  options: [
    "Optionen:",
    "  --dry-run              listet nur, was fällig ist, und sendet nichts",
    "  --now <ISO-Zeitpunkt>  rechnet ab diesem Zeitpunkt (z. B. 2026-06-11T17:00:00Z)",
    scheduledCommandTexts.helpOption,
  ].join("\n"),
  exitCodes: scheduledCommandTexts.exitCodes,
  invalidNow: (value: string) => scheduledCommandTexts.invalidNow(value, "2026-06-11T17:00:00Z"),
  sent: (count: number, nowIso: string) =>
    `${count} Erinnerung${count === 1 ? "" : "en"} gesendet (Stichtag ${nowIso}).`,
  due: (count: number, nowIso: string) =>
    `Probelauf zum Stichtag ${nowIso} – es wurde nichts gesendet. Fällig: ${count} Erinnerung${count === 1 ? "" : "en"}.`,
  /** One line per reservation: '  2026-06-12 19:00  Anna Schmidt'. */
  line: (date: string, time: string, guest: string) => `  ${date} ${time}  ${guest}`,
} as const;

const api = {
  confirmed: "Vielen Dank! Ihre Zusage ist gespeichert.",
  notConfirmable: guest.notConfirmable,
} as const;

export const reminderTexts = { mail, settings, guest, dashboard, cli, api } as const;
