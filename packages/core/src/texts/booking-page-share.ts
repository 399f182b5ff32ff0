// Sharing and printing a restaurant's booking page from the dashboard (our own addition): the link, its
// QR code and the printable table card.

export const bookingPageShareTexts = {
  heading: "Link zu Ihrer Buchungsseite",
  intro: "Teilen Sie diesen Link, z. B. in sozialen Medien, in E-Mails oder auf Google.",
  linkLabel: "Ihre Buchungsseite",
  copyLink: "Link kopieren",
  copied: "Kopiert",
  copyFallback: "Kopieren ging nicht automatisch. Der Link ist markiert: Drücken Sie Strg+C (Mac: Cmd+C).",
  openPage: "Seite öffnen",
  opensInNewTab: "(öffnet in einem neuen Tab)",
  qrHeading: "QR-Code",
  qrAlt: "QR-Code mit dem Link zu Ihrer Buchungsseite",
  qrLoading: "QR-Code wird geladen …",
  qrFailed: "Der QR-Code konnte nicht geladen werden.",
  retry: "Erneut versuchen",
  downloadSvg: "QR-Code als SVG",
  downloadPng: "QR-Code als PNG",
  printCard: "Tischaufsteller drucken",
  /** The printable card (A6). */
  cardPageTitle: "Tischaufsteller",
  cardPageIntro: "Format A6 (10,5 × 14,8 cm). Stellen Sie im Druckdialog „Tatsächliche Größe“ ein.",
  cardCallToAction: "Tisch reservieren",
  cardScanHint: "QR-Code scannen oder Link eingeben:",
  print: "Drucken",
  backToSettings: "Zurück zu den Einstellungen",
  noSlug: "Ihr Restaurant hat noch keine Buchungsseite.",
} as const;
