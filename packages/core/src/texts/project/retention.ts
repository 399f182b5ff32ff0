// Retention of personal data (DSGVO Art. 5(1)(e), issue 17): the command line `pnpm tischservice retention`.
// The project's own texts; the spec names none.

/** The kinds of data the retention job removes, as the command line names them. */
export const retentionKindTexts = {
  reservations: "Reservierungen anonymisiert",
  mails: "E-Mails gelöscht (mit Datei)",
  sessions: "abgelaufene Sitzungen gelöscht",
  passwordResetTokens: "Links zum Zurücksetzen des Passworts gelöscht",
  emailVerificationTokens: "Bestätigungslinks gelöscht",
  trustedDevices: "abgelaufene vertrauenswürdige Geräte gelöscht",
  auditIps: "IP-Adressen im Protokoll entfernt",
  demoRequests: "Demo-Anfragen gelöscht",
} as const;

export const retentionTexts = {
  summary: "löscht und anonymisiert personenbezogene Daten, deren Aufbewahrungsfrist abgelaufen ist",
  usage: "Aufruf: pnpm tischservice retention [--dry-run] [--now <ISO-Zeitpunkt>]",
  description: [
    "Anonymisiert Reservierungen 24 Monate nach dem Besuch, löscht E-Mails und ihre .eml-Dateien",
    "30 Tage nach dem Versand, abgelaufene Sitzungen und benutzte oder abgelaufene Links sofort,",
    "entfernt IP-Adressen im Protokoll nach 90 Tagen und löscht Demo-Anfragen nach 12 Monaten.",
    "Gibt die Anzahl je Art aus. Läuft im Server ohnehin täglich.",
  ].join("\n"),
  options: [
    "Optionen:",
    "  --dry-run              zählt nur, was gelöscht würde, und ändert nichts",
    "  --now <ISO-Zeitpunkt>  rechnet die Fristen ab diesem Zeitpunkt (z. B. 2026-12-01T03:00:00Z)",
    "  --help                 zeigt diese Hilfe",
  ].join("\n"),
  exitCodes: "Rückgabewerte: 0 ausgeführt, 1 Datenbank nicht erreichbar, 64 falscher Aufruf.",
  invalidNow: (value: string) =>
    `„${value}“ ist kein gültiger Zeitpunkt. Bitte geben Sie ihn im ISO-Format an, z. B. 2026-12-01T03:00:00Z.`,
  /** The first line of the report. */
  heading: (nowIso: string, dryRun: boolean) =>
    dryRun
      ? `Probelauf zum Stichtag ${nowIso} – es wurde nichts geändert. Fällig wären:`
      : `Aufbewahrungsfristen angewendet zum Stichtag ${nowIso}:`,
  /** '  12  Reservierungen anonymisiert' */
  line: (count: number, label: string) => `  ${String(count).padStart(6)}  ${label}`,
} as const;
