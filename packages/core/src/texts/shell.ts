/** Labels of the gastro dashboard's menu keys (platform spec section 2, dashboard spec section 2). */
export const dashboardMenuLabels = {
  home: "Dashboard",
  floorplan: "Tischkarte",
  calendar: "Kalender",
  reservations: "Reservierungen",
  orders: "Bestellungen",
  menu: "Menü",
  "past-reservations": "Statistiken",
  tables: "Tische",
  subusers: "Unterbenutzer",
  settings: "Einstellungen",
  "room-designer": "Raum Designer",
} as const;

/** Labels of the admin's menu keys (platform spec section 2). // not in the spec (only keys given) */
export const adminMenuLabels = {
  dashboard: "Dashboard",
  users: "Benutzer",
  restaurants: "Restaurants",
  system: "System",
} as const;

/** The operator frame: sidebar, bottom bar, Mehr sheet and counters (platform spec section 2). */
export const shellTexts = {
  more: "Mehr",
  moreSheetTitle: "Weitere Optionen",
  logout: "Ausloggen",
  collapseSidebar: "Seitenleiste einklappen", // not in the spec
  expandSidebar: "Seitenleiste ausklappen", // not in the spec
  openFloorPlan: "Tischkarte öffnen", // not in the spec (floating map button)
  mainNavigation: "Hauptnavigation", // not in the spec
  pendingCountLabel: "Ausstehend", // not in the spec
  todayCountLabel: "Heute", // not in the spec
  openOrdersCountLabel: "Offene Bestellungen", // not in the spec
  restaurantLoading: "Restaurant wird geladen...", // not in the spec
  dataLoading: "Daten werden geladen...", // not in the spec
  liveUpdatesOffline: "Live-Aktualisierung unterbrochen – Daten werden regelmäßig neu geladen.", // not in the spec
} as const;
