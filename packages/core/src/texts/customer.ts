/** The customer view (platform spec section 2). */
export const customerTexts = {
  tabReserve: "Reservieren", // not in the spec
  tabMyReservations: "Meine Reservierungen", // not in the spec
  restaurantSelectLabel: "Restaurant auswählen", // not in the spec
  reservationDetailsHeading: "Reservierungsdetails", // not in the spec
  noReservations: "Keine Reservierungen vorhanden",
  upcomingHeading: "Anstehend", // not in the spec
  pastHeading: "Vergangen", // not in the spec
  restaurantPlaceholder: "Bitte wählen Sie ein Restaurant", // not in the spec
  noRestaurants: "Keine Restaurants gefunden", // not in the spec
  chooseRestaurantHint: "Wählen Sie ein Restaurant, um einen Tisch zu reservieren.", // not in the spec
  bookedNotice: "Ihre Reservierung wurde übermittelt. Sie finden sie unter „Meine Reservierungen“.", // not in the spec
  ownEmailHint: "Reservierungen mit Ihrer E-Mail-Adresse erscheinen unter „Meine Reservierungen“.", // not in the spec
  cancel: "Stornieren", // not in the spec
  cancelConfirmTitle: "Reservierung stornieren?", // not in the spec
  cancelConfirmText: "Möchten Sie diese Reservierung wirklich stornieren?", // not in the spec
  cancelConfirm: "Ja, stornieren", // not in the spec
  cancelKeep: "Nein, behalten", // not in the spec
  cancelled: "Die Reservierung wurde storniert.", // not in the spec
  cancelError: "Die Reservierung konnte nicht storniert werden.", // not in the spec
  loadError: "Ihre Reservierungen konnten nicht geladen werden.", // not in the spec
  retry: "Erneut versuchen", // not in the spec
  guestsLabel: "Personen", // not in the spec
  tooLateToCancel: "Vergangene Reservierungen können nicht mehr storniert werden.", // not in the spec
} as const;
