import * as project from "./project/restaurant-detail.ts";
/** The partner restaurant detail modal (platform spec section 2). */
export const restaurantDetailTexts = {
  tabOverview: "Übersicht",
  tabContact: "Kontakt",
  tabHours: "Zeiten",
  tabSpecialHours: "Besondere Zeiten",
  noContactData: "Keine Kontaktdaten verfügbar",
  closed: "Geschlossen",
  noOpeningHours: "Keine Öffnungszeiten verfügbar",
  reserveButton: "Tisch reservieren",
  closeButton: "Schließen",
  imageFallbackSymbol: "🍽️",
  ...project.restaurantDetailTexts,
} as const;
