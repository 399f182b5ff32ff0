/** Landing page: navigation, hero, sections, footer and the mobile card (docs/requirements.md#public-site). */
export const siteTexts = {
  brand: "Tischservice",
  mobileCard: {
    title: "Mobile Version",
    loginButton: "Zur Anmeldung",
  },
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
    subline: "Keine Einrichtungsgebühren. Jederzeit kündbar.", // worded in English by the requirements
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
