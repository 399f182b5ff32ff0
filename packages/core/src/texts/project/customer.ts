// The project's own texts of customer.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `customerTexts` (merged there). */
export const customerTexts = {
  tabReserve: "Reservieren",
  tabMyReservations: "Meine Reservierungen",
  restaurantSelectLabel: "Restaurant auswählen",
  reservationDetailsHeading: "Reservierungsdetails",
  upcomingHeading: "Anstehend",
  pastHeading: "Vergangen",
  restaurantPlaceholder: "Bitte wählen Sie ein Restaurant",
  noRestaurants: "Keine Restaurants gefunden",
  chooseRestaurantHint: "Wählen Sie ein Restaurant, um einen Tisch zu reservieren.",
  bookedNotice: "Ihre Reservierung wurde übermittelt. Sie finden sie unter „Meine Reservierungen“.",
  ownEmailHint: "Reservierungen mit Ihrer E-Mail-Adresse erscheinen unter „Meine Reservierungen“.",
  cancel: "Stornieren",
  cancelConfirmTitle: "Reservierung stornieren?",
  cancelConfirmText: "Möchten Sie diese Reservierung wirklich stornieren?",
  cancelConfirm: "Ja, stornieren",
  cancelKeep: "Nein, behalten",
  cancelled: "Die Reservierung wurde storniert.",
  cancelError: "Die Reservierung konnte nicht storniert werden.",
  loadError: "Ihre Reservierungen konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  guestsLabel: "Personen",
  tooLateToCancel: "Vergangene Reservierungen können nicht mehr storniert werden.",
} as const;
