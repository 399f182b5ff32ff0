/**
 * Dashboard words that core's catalogue does not hold (none of them is in the spec). Everything else
 * comes from `@tischservice/core`.
 */
export const dashboardTexts = {
  notFoundTitle: "Seite nicht gefunden",
  notFoundText: "Diese Adresse gibt es im Dashboard nicht.",
  toDashboard: "Zum Dashboard",
  restaurantMissing: "Diesem Konto ist noch kein Restaurant zugeordnet.",
  clockLabel: "Aktuelle Uhrzeit",
  searchLabel: "Reservierungen suchen",
  weekOverview: "Wochenübersicht",
  viewToggle: "Ansicht",
  backToReservations: "Zurück zu den Reservierungen",
} as const;
