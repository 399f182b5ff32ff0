// The project's own texts of site.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `siteTexts` (merged there). */
export const siteTexts = {
  nav: {
    start: "Start",
    restaurants: "Restaurants",
    pricing: "Preise",
    features: "Features",
    support: "Support",
    login: "Anmelden",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
  },
  hero: {
    headline: "Moderne Tischreservierungen für Ihr Restaurant",
    subline: "Reservierungen, Tischplanung und Bestellungen an einem Ort – für Ihr ganzes Team.",
    demoButton: "Demo Termin vereinbaren",
    featuresButton: "Features entdecken",
  },
  mobileApp: {
    heading: "Ihr Restaurant in der Hosentasche",
    demoButton: "Demo Termin vereinbaren",
    featuresButton: "Features entdecken",
  },
  partners: {
    heading: "Unsere Partner-Restaurants",
    detailsButton: "Details",
    bannerFallbackSymbol: "🍽️",
  },
  pricing: {
    heading: "Preise",
    subline: "Keine Einrichtungsgebühren. Jederzeit kündbar.", // section 9 in English
    popularBadge: "Beliebteste Wahl",
  },
  features: {
    heading: "Features",
    demoButton: "Demo Termin vereinbaren",
  },
  support: {
    heading: "Support",
    emailSupportTitle: "E-Mail-Support",
    emailSupportText: "Antwort innerhalb von 24h",
    onboardingTitle: "Kostenloses Onboarding",
    onboardingText: "Wir richten Tischservice gemeinsam mit Ihrem Team ein.",
  },
  footer: {
    navigationHeading: "Navigation",
    legalHeading: "Rechtliches",
    contactHeading: "Kontakt",
    imprint: "Impressum",
    privacy: "Datenschutz",
    contact: "Kontakt",
  },
  partnerFallbackNote: "Beispiel-Restaurants", // marks the demo entries shown when the list fails
} as const;
