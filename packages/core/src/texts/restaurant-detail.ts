/** The partner restaurant detail modal (platform spec section 2). */
export const restaurantDetailTexts = {
  tabOverview: "Übersicht",
  tabContact: "Kontakt",
  tabHours: "Zeiten",
  tabSpecialHours: "Besondere Zeiten",
  addressLabel: "Adresse", // not in the spec
  descriptionLabel: "Beschreibung", // not in the spec
  cuisineLabel: "Küche", // not in the spec
  phoneLabel: "Telefon", // not in the spec
  emailLabel: "E-Mail", // not in the spec
  websiteLabel: "Website", // not in the spec
  noContactData: "Keine Kontaktdaten verfügbar",
  closed: "Geschlossen",
  noOpeningHours: "Keine Öffnungszeiten verfügbar",
  noSpecialHours: "Keine besonderen Zeiten eingetragen", // not in the spec
  loadingSpecialHours: "Besondere Zeiten werden geladen...", // not in the spec
  reserveButton: "Tisch reservieren",
  closeButton: "Schließen",
  imageFallbackSymbol: "🍽️",
} as const;
