// The project's own texts of restaurant-detail.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `restaurantDetailTexts` (merged there). */
export const restaurantDetailTexts = {
  addressLabel: "Adresse",
  descriptionLabel: "Beschreibung",
  cuisineLabel: "Küche",
  phoneLabel: "Telefon",
  emailLabel: "E-Mail",
  websiteLabel: "Website",
  noSpecialHours: "Keine besonderen Zeiten eingetragen",
  loadingSpecialHours: "Besondere Zeiten werden geladen...",
} as const;
