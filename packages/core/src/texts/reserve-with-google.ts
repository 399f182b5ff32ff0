/** Reserve with Google: the settings switch, how a booking's source "google" is named, the feeds' command. */
export const reserveWithGoogleTexts = {
  label: "Mit Google reservieren",
  hint: "Gäste können Ihre freien Tische direkt in der Google-Suche und in Google Maps reservieren.",
  sourceLabel: "Google",
  /** The one service every restaurant offers in the feeds. */
  serviceName: "Tischreservierung",
  cli: {
    summary: "Schreibt die Feeds für Reserve with Google (Händler, Dienste, Verfügbarkeit)",
    usage: "Aufruf: pnpm tischservice rwg-feeds --out <Ordner> [--now <ISO-Zeitpunkt>]",
    description:
      "Schreibt merchants.json, services.json und availability.json (Format der Maps Booking API v3) für jedes gelistete Restaurant, das „Mit Google reservieren“ eingeschaltet hat; die Verfügbarkeit reicht 30 Tage.",
    options: [
      "Optionen:",
      "  --out <Ordner>   wohin die drei Dateien geschrieben werden (wird angelegt)",
      "  --now <Zeit>     Zeitpunkt der Berechnung (Standard: jetzt)",
      "  --help           diese Hilfe",
    ].join("\n"),
    exitCodes: "Exit-Codes: 0 geschrieben, 1 Fehler (Datenbank, Ordner), 64 falscher Aufruf",
    outMissing: "Bitte geben Sie mit --out den Ordner für die Feeds an.",
    invalidNow: (given: string) =>
      `„${given}“ ist kein gültiger Zeitpunkt (ISO 8601, z. B. 2026-05-12T10:00:00Z).`,
    written: (merchants: number, slots: number, dir: string) =>
      `${merchants} Restaurant(s), ${slots} freie Zeitfenster – Feeds geschrieben nach ${dir}`,
  },
} as const;
