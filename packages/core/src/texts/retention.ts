// Retention of personal data (DSGVO Art. 5(1)(e)): the command line `pnpm tischservice retention`.

import { scheduledCommandTexts } from "./scheduled-commands.ts";

/** The periods as numbers (core's `RETENTION_PERIODS`), passed in so that texts and rules stay apart. */
export interface RetentionPeriodNumbers {
  reservationMonths: number;
  mailDays: number;
  auditIpDays: number;
  demoRequestMonths: number;
}

/** The privacy page's "Speicherdauer" paragraph on the platform's own periods. */
export const retentionPrivacyText = (periods: RetentionPeriodNumbers) =>
  `Für Reservierungen über Tischservice gilt: Name, E-Mail-Adresse, Telefonnummer und Wünsche werden standardmäßig ${periods.reservationMonths} Monate nach dem Besuch anonymisiert; ein Restaurant kann für seine Gäste eine kürzere Frist festlegen, nie eine längere. Die Buchung selbst bleibt ohne Personenbezug für die Statistik erhalten. E-Mails und ihre Kopien löschen wir ${periods.mailDays} Tage nach dem Versand, IP-Adressen im Sicherheitsprotokoll nach ${periods.auditIpDays} Tagen und Demo-Anfragen nach ${periods.demoRequestMonths} Monaten; abgelaufene Sitzungen und benutzte oder abgelaufene Links sofort. Gäste können ihre Daten über den Link in ihrer Bestätigungs-E-Mail jederzeit anfordern und nach dem Besuch löschen.`;

/** The admin's System Info: the daily job's last run. */
export const retentionAdminTexts = {
  title: "Aufbewahrungsfristen",
  lastRun: "Letzter Lauf",
  /** '24.11.2026, 03:00 Uhr' */
  lastRunAt: (date: string, time: string) => `${date}, ${time} Uhr`,
  never: "Noch nicht gelaufen (läuft täglich)",
} as const;

/** The kinds of data the retention job removes, as the command line names them. */
export const retentionKindTexts = {
  reservations: "Reservierungen anonymisiert",
  enquiries: "Gruppenanfragen anonymisiert",
  waitlist: "Wartelisten-Einträge anonymisiert",
  mails: "E-Mails gelöscht (mit Datei)",
  sessions: "abgelaufene Sitzungen gelöscht",
  passwordResetTokens: "Links zum Zurücksetzen des Passworts gelöscht",
  emailVerificationTokens: "Bestätigungslinks gelöscht",
  trustedDevices: "abgelaufene vertrauenswürdige Geräte gelöscht",
  auditIps: "IP-Adressen im Protokoll entfernt",
  demoRequests: "Demo-Anfragen gelöscht",
  orphanMailFiles: "liegengebliebene E-Mail-Dateien gelöscht",
} as const;

export const retentionTexts = {
  summary: "löscht und anonymisiert personenbezogene Daten, deren Aufbewahrungsfrist abgelaufen ist",
  usage: "Aufruf: pnpm tischservice retention [--dry-run] [--now <ISO-Zeitpunkt>]",
  /** What the command does, with the periods it applies (the retention configuration's numbers). */
  description: (periods: RetentionPeriodNumbers) =>
    [
      `Anonymisiert Reservierungen ${periods.reservationMonths} Monate nach dem Besuch (Standard; die Frist der Plattform`,
      "stellt der Admin im System-Bereich ein, Restaurants können kürzere festlegen), löscht E-Mails und ihre .eml-Dateien",
      `${periods.mailDays} Tage nach dem Versand (auch liegengebliebene Dateien ohne E-Mail), abgelaufene Sitzungen`,
      "und benutzte oder abgelaufene Links sofort,",
      `entfernt IP-Adressen im Protokoll nach ${periods.auditIpDays} Tagen und löscht Demo-Anfragen nach ${periods.demoRequestMonths} Monaten.`,
      "Gibt die Anzahl je Art aus. Läuft im Server ohnehin täglich.",
    ].join("\n"),
  options: [
    "Optionen:",
    "  --dry-run              zählt nur, was gelöscht würde, und ändert nichts",
    "  --now <ISO-Zeitpunkt>  rechnet die Fristen ab diesem Zeitpunkt (z. B. 2026-12-01T03:00:00Z)",
    scheduledCommandTexts.helpOption,
  ].join("\n"),
  exitCodes: scheduledCommandTexts.exitCodes,
  invalidNow: (value: string) => scheduledCommandTexts.invalidNow(value, "2026-12-01T03:00:00Z"),
  /** The first line of the report. */
  heading: (nowIso: string, dryRun: boolean) =>
    dryRun
      ? `Probelauf zum Stichtag ${nowIso} – es wurde nichts geändert. Fällig wären:`
      : `Aufbewahrungsfristen angewendet zum Stichtag ${nowIso}:`,
  /** '  12  Reservierungen anonymisiert' */
  line: (count: number, label: string) => `  ${String(count).padStart(6)}  ${label}`,
} as const;
