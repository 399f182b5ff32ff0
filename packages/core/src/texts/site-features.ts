// The landing page's feature cards and mobile-app bullets.

/** One card of the landing page's feature overview. */
export interface SiteFeatureCard {
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

/**
 * The nine feature cards of the landing page. The product requirements name them in English; the German
 * wording is ours.
 */
export const siteFeatureCards = [
  {
    id: "smart-reservations",
    title: "Smarte Reservierungen",
    description: "Automatische Tischoptimierung und Schutz vor Doppelbuchungen.",
  },
  {
    id: "mobile-apps",
    title: "Mobile Apps",
    description: "Ihr Team verwaltet Reservierungen und Bestellungen direkt am Smartphone.",
  },
  {
    id: "floor-plan",
    title: "Interaktive Tischkarte",
    description: "Räume zeichnen und Tische per Drag & Drop platzieren.",
  },
  {
    id: "real-time-sync",
    title: "Echtzeit-Synchronisation",
    description: "Alle Geräte zeigen sofort denselben Stand.",
  },
  {
    id: "analytics",
    title: "Analyse-Dashboard",
    description: "Auslastung und Umsatz auf einen Blick.",
  },
  {
    id: "email-notifications",
    title: "Automatische E-Mail-Benachrichtigungen",
    description: "Ihre Gäste erhalten Bestätigungen automatisch per E-Mail.",
  },
  {
    id: "branding",
    title: "Eigenes Branding",
    description: "Das Buchungsformular auf Wunsch in Ihren Farben und mit Ihrem Logo.",
  },
  {
    id: "website-integration",
    title: "Website-Integration",
    description: "Mit einem Code-Schnipsel ist die Reservierung auf Ihrer Website.",
  },
  {
    id: "automation",
    title: "Automatisierung",
    description: "Bestätigungen, Erinnerungen und Follow-ups laufen von selbst.",
  },
] as const satisfies readonly SiteFeatureCard[];

/** The five bullets of the landing page's mobile-app section (worded in English by the requirements). */
export const siteMobileAppBullets = [
  "Reservierungen in Echtzeit verwalten",
  "Benachrichtigungen bei neuen Buchungen",
  "Tagesübersicht und Statistiken",
  "Touch-Navigation für das ganze Team",
  "Praktische Navigationsleiste am unteren Bildschirmrand",
] as const;
