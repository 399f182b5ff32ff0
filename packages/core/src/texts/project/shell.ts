// The project's own texts of shell.ts (not in the spec), merged into its catalogue there.

/** Labels of the admin's menu keys (platform spec section 2). // only keys given */
export const adminMenuLabels = {
  dashboard: "Dashboard",
  users: "Benutzer",
  restaurants: "Restaurants",
  system: "System",
} as const;
/** The project's own part of `shellTexts` (merged there). */
export const shellTexts = {
  collapseSidebar: "Seitenleiste einklappen",
  expandSidebar: "Seitenleiste ausklappen",
  openFloorPlan: "Tischkarte öffnen", // floating map button
  mainNavigation: "Hauptnavigation",
  pendingCountLabel: "Ausstehend",
  todayCountLabel: "Heute",
  openOrdersCountLabel: "Offene Bestellungen",
  restaurantLoading: "Restaurant wird geladen...",
  dataLoading: "Daten werden geladen...",
  liveUpdatesOffline: "Live-Aktualisierung unterbrochen – Daten werden regelmäßig neu geladen.",
} as const;
