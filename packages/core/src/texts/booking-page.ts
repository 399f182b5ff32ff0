// The public booking page of a restaurant (`/r/{slug}`), rendered by the API as plain HTML: its German
// words, the not-found page's and the meta description's.

export const bookingPageTexts = {
  /** The page's title after the restaurant's name. */
  titleSuffix: "Tisch reservieren",
  /** The meta description when the owner wrote no description. */
  fallbackDescription: (name: string, cuisine: string) =>
    cuisine
      ? `${name} (${cuisine}): Tisch online reservieren – freie Zeiten sehen und in wenigen Schritten buchen.`
      : `${name}: Tisch online reservieren – freie Zeiten sehen und in wenigen Schritten buchen.`,
  skipToBooking: "Direkt zur Reservierung",
  headerLabel: "Tischservice",
  brand: "Tischservice",
  mainLabel: "Restaurant und Reservierung",
  footerLabel: "Fußzeile",
  bannerAlt: (name: string) => `Bild: ${name}`,
  bookingHeading: "Tisch reservieren",
  /** Without JavaScript the widget cannot start; the phone still works. */
  noScript: "Für die Online-Reservierung wird JavaScript benötigt. Sie können auch anrufen:",
  noScriptNoPhone: "Für die Online-Reservierung wird JavaScript benötigt.",
  aboutHeading: "Über uns",
  contactHeading: "Adresse und Kontakt",
  mapLink: "Auf der Karte ansehen",
  mapLinkHint: "(öffnet OpenStreetMap)",
  phoneLabel: "Telefon",
  hoursHeading: "Öffnungszeiten",
  noOpeningHours: "Keine Öffnungszeiten verfügbar",
  closed: "Geschlossen",
  /** One opening period: `11:30–14:30 Uhr`. */
  period: (start: string, end: string) => `${start}–${end} Uhr`,
  specialDaysHeading: "Besondere Tage",
  specialHours: "Geänderte Öffnungszeiten",
  /** A special range over several days: `Mo., 1.6. bis Mi., 3.6.`. */
  dateRange: (from: string, to: string) => `${from} bis ${to}`,
  menuHeading: "Aus der Speisekarte",
  homeLink: "Startseite",
  partnersLink: "Alle Restaurants",
  imprintLink: "Impressum",
  privacyLink: "Datenschutz",
  poweredBy: "Reservierung über Tischservice",
  notFoundTitle: "Restaurant nicht gefunden – Tischservice",
  notFoundHeading: "Restaurant nicht gefunden",
  notFoundText:
    "Unter dieser Adresse gibt es kein Restaurant. Vielleicht hat sich der Link geändert – in unserer Übersicht finden Sie alle Partner-Restaurants.",
  /** The data route's 404 message. */
  notFoundMessage: "Restaurant nicht gefunden.",
} as const;
