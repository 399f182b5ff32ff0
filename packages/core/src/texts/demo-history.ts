// The command line `pnpm tischservice demo-history`: years of past reservations for a demo restaurant, to
// see and measure the platform at the size a restaurant reaches after years of use.

export const demoHistoryTexts = {
  summary: "schreibt Jahre vergangener Reservierungen in ein Demo-Restaurant (zum Ausprobieren und Messen)",
  usage:
    "Aufruf: pnpm tischservice demo-history [--years <Jahre>] [--owner <E-Mail>] [--now <ISO-Zeitpunkt>]",
  description: [
    "Schreibt vergangene Reservierungen mit Tischen und bezahlten Bestellungen in ein Demo-Restaurant: an",
    "jedem Öffnungstag etwa 35 bis 55, wie in einem gut gebuchten Restaurant mit zwölf Tischen (drei Jahre",
    "ergeben rund 44.000). Geschrieben wird vom Tag vor der ältesten Reservierung des Restaurants zurück",
    "bis so viele Jahre vor heute; ein zweiter Aufruf mit denselben Jahren schreibt nichts mehr. Nur für",
    "die Restaurants der Demo-Daten, nie für eines mit echten Gästen.",
  ].join("\n"),
  options: [
    "Optionen:",
    "  --years <Jahre>        wie viele Jahre zurück, 1 bis 10 (Standard 3)",
    "  --owner <E-Mail>       Anmeldeadresse des Demo-Inhabers (Standard: inhaber@trattoria.example)",
    "  --now <ISO-Zeitpunkt>  rechnet ab diesem Zeitpunkt statt ab jetzt (z. B. 2026-12-01T03:00:00Z)",
    "  --help                 zeigt diese Hilfe",
  ].join("\n"),
  exitCodes:
    "Rückgabewerte: 0 geschrieben (oder schon vorhanden), 1 Datenbank nicht erreichbar, 2 kein Demo-Restaurant, 64 falscher Aufruf.",
  invalidYears: (value: string) => `„${value}“ ist keine Anzahl Jahre zwischen 1 und 10.`,
  invalidNow: (value: string) => `„${value}“ ist kein Zeitpunkt; erwartet wird z. B. 2026-12-01T03:00:00Z.`,
  notDemo: (owner: string) =>
    `„${owner}“ gehört zu keinem Demo-Restaurant: Die Historie wird nur in Restaurants der Demo-Daten geschrieben.`,
  written: (count: string, orders: string, from: string, to: string) =>
    `${count} Reservierungen und ${orders} bezahlte Bestellungen geschrieben (${from} bis ${to}).`,
  nothingToWrite: "Die Historie ist schon vorhanden: nichts geschrieben.",
} as const;
