/**
 * Dashboard words that core's catalogue does not hold (none of them is in the spec). Everything else
 * comes from `@tischservice/core`.
 */
export const dashboardTexts = {
  notFoundTitle: "Seite nicht gefunden",
  notFoundText: "Diese Adresse gibt es im Dashboard nicht.",
  toDashboard: "Zum Dashboard",
  restaurantMissing: "Diesem Konto ist noch kein Restaurant zugeordnet.",
  liveConnected: "Live verbunden",
  clockLabel: "Aktuelle Uhrzeit",
  todayBadge: "Heute",
  searchLabel: "Reservierungen suchen",
  weekOverview: "Wochenübersicht",
  dayNavigation: "Tag wählen",
  viewToggle: "Ansicht",
  reservationTitle: "Reservierung",
  backToReservations: "Zurück zu den Reservierungen",
  loginRequiredForDetail: "Bitte melden Sie sich an, um diese Reservierung zu sehen.",
  mayBeBehind: "Daten sind eventuell nicht aktuell",
} as const;
