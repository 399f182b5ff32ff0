/**
 * The site's own words: interface texts that core's catalogue does not hold (the product gives no wording
 * for them). Every text with a prescribed wording comes from `@tischservice/core/texts`.
 */
export const siteOwnTexts = {
  skipToContent: "Zum Inhalt springen",
  mainNavigation: "Hauptnavigation",
  footerNavigation: "Fußzeile",
  homeLink: "Tischservice – zur Startseite",
  cookieSettings: "Cookie-Einstellungen",
  register: "Registrieren",
  socialHeading: "Folgen Sie uns",
  phoneLabel: "Telefon",
  emailLabel: "E-Mail",
  copyright: (year: number, company: string) => `© ${year} ${company}`,
  mobileCardText: "Tischservice ist als App installiert. Melden Sie sich an, um Ihr Restaurant zu verwalten.",
  widgetUnavailable:
    "Die Online-Reservierung ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.",
  landingTitle: "Tischservice – Online-Tischreservierung und Restaurantverwaltung",
  landingDescription:
    "Tischreservierungen, Tischplanung, Bestellungen und Statistiken für Ihr Restaurant – mit Buchungs-Widget für Ihre Website. Ab 15 € im Monat, ohne Einrichtungsgebühr, jederzeit kündbar.",
  ogImageAlt:
    "Tischservice: Moderne Tischreservierungen für Ihr Restaurant – Reservierungen, Tischplanung und Bestellungen an einem Ort.",
  imprintDescription:
    "Impressum der Tischservice-Website: Anbieter, Kontakt, Registereintrag und Haftungshinweise.",
  privacyDescription:
    "Datenschutzerklärung von Tischservice: welche Daten wir auf dieser Website verarbeiten, wofür und welche Rechte Sie haben.",
  termsDescription:
    "Allgemeine Geschäftsbedingungen von Tischservice für Restaurants: Leistungen, Preise, Datenschutz, Laufzeit und Kündigung.",
  aboutLead:
    "Mit der Tischservice-App hat Ihr Team alle Reservierungen im Blick – am Tresen, im Service und unterwegs.",
  featuresLead: "Alles, was Ihr Restaurant für Reservierungen und den Tagesbetrieb braucht.",
  partnersLead: "Diese Restaurants nehmen ihre Reservierungen schon mit Tischservice an.",
  partnersLoading: "Partner-Restaurants werden geladen …",
  partnersEmpty: "Bald finden Sie hier unsere Partner-Restaurants.",
  partnersError:
    "Die Partner-Restaurants können gerade nicht geladen werden. Bitte versuchen Sie es später erneut.",
  allPartnersLink: "Alle Partner-Restaurants ansehen",
  directoryTitle: "Partner-Restaurants – Tischservice",
  directoryDescription:
    "Alle Restaurants, die ihre Tische mit Tischservice vergeben: nach Name oder Ort suchen und online einen Tisch reservieren.",
  directoryLead: "Finden Sie Ihr Restaurant und reservieren Sie Ihren Tisch online.",
  directorySearchLabel: "Restaurant oder Ort suchen",
  directorySearchPlaceholder: "z. B. Trattoria oder München",
  directorySearchButton: "Suchen",
  directoryResultsHeading: "Ergebnisse",
  directoryLoading: "Restaurants werden geladen …",
  directoryCount: (shown: number, complete: boolean) =>
    complete
      ? `${shown} ${shown === 1 ? "Restaurant" : "Restaurants"} gefunden`
      : `${shown} Restaurants angezeigt, weitere verfügbar`,
  directoryNoResults: "Keine Restaurants gefunden",
  directoryNoResultsHint: "Versuchen Sie einen anderen Namen oder Ort.",
  directoryError: "Die Restaurants können gerade nicht geladen werden.",
  directoryRetry: "Erneut versuchen",
  directoryLoadMore: "Weitere Restaurants laden",
  directoryLoadingMore: "Weitere Restaurants werden geladen …",
  directoryLoadMoreError: "Weitere Restaurants können gerade nicht geladen werden.",
  supportLead: "Wir lassen Sie nicht allein – vom ersten Tag an.",
  priceNotesLabel: "Konditionen",
} as const;
