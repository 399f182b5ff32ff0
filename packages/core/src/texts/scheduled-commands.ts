// The words that the commands of the scheduled jobs (reminders, retention) share with each other.

export const scheduledCommandTexts = {
  /** The last line of the options, aligned with the commands' `--now <ISO-Zeitpunkt>`. */
  helpOption: "  --help                 zeigt diese Hilfe",
  exitCodes: "Rückgabewerte: 0 ausgeführt, 1 Datenbank nicht erreichbar, 64 falscher Aufruf.",
  /** A `--now` that is no instant; `example` is one in the command's own situation. */
  invalidNow: (value: string, example: string) =>
    `„${value}“ ist kein gültiger Zeitpunkt. Bitte geben Sie ihn im ISO-Format an, z. B. ${example}.`,
} as const;
