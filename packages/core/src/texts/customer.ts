/** The customer view (platform spec section 2). */
export const customerTexts = {
  tabReserve: "Reservieren", // not in the spec
  tabMyReservations: "Meine Reservierungen", // not in the spec
  restaurantSelectLabel: "Restaurant auswählen", // not in the spec
  reservationDetailsHeading: "Reservierungsdetails", // not in the spec
  noReservations: "Keine Reservierungen vorhanden",
} as const;
