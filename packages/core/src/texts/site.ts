/** Landing page: navigation, hero, sections, footer and the mobile card (platform spec section 2). */
export const siteTexts = {
  brand: "Tischservice",
  nav: {
    start: "Start",
    restaurants: "Restaurants",
    pricing: "Preise",
    features: "Features",
    support: "Support",
    login: "Anmelden",
    openMenu: "Menü öffnen", // not in the spec
    closeMenu: "Menü schließen", // not in the spec
  },
  hero: {
    headline: "Moderne Tischreservierungen für Ihr Restaurant", // not in the spec
    subline: "Reservierungen, Tischplanung und Bestellungen an einem Ort – für Ihr ganzes Team.", // not in the spec
    demoButton: "Demo Termin vereinbaren",
    featuresButton: "Features entdecken", // not in the spec
  },
  mobileApp: {
    heading: "Ihr Restaurant in der Hosentasche", // not in the spec
    demoButton: "Demo Termin vereinbaren",
    featuresButton: "Features entdecken", // not in the spec
  },
  partners: {
    heading: "Unsere Partner-Restaurants", // not in the spec
    detailsButton: "Details", // not in the spec
    bannerFallbackSymbol: "🍽️",
  },
  pricing: {
    heading: "Preise", // not in the spec
    subline: "Keine Einrichtungsgebühren. Jederzeit kündbar.", // not in the spec (section 9 in English)
    popularBadge: "Beliebteste Wahl", // not in the spec
  },
  features: {
    heading: "Features", // not in the spec
    demoButton: "Demo Termin vereinbaren",
  },
  support: {
    heading: "Support", // not in the spec
    emailSupportTitle: "E-Mail-Support", // not in the spec
    emailSupportText: "Antwort innerhalb von 24h", // not in the spec
    onboardingTitle: "Kostenloses Onboarding", // not in the spec
    onboardingText: "Wir richten Tischservice gemeinsam mit Ihrem Team ein.", // not in the spec
  },
  footer: {
    navigationHeading: "Navigation", // not in the spec
    legalHeading: "Rechtliches", // not in the spec
    contactHeading: "Kontakt", // not in the spec
    imprint: "Impressum",
    privacy: "Datenschutz",
    contact: "Kontakt",
  },
  mobileCard: {
    title: "Mobile Version",
    loginButton: "Zur Anmeldung",
  },
  partnerFallbackNote: "Beispiel-Restaurants", // not in the spec: marks the demo entries shown when the list fails
} as const;
