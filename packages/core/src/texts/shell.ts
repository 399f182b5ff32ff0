/** Labels of the gastro dashboard's menu keys. */
export const dashboardMenuLabels = {
  home: "Dashboard",
  floorplan: "Tischkarte",
  calendar: "Kalender",
  reservations: "Reservierungen",
  guests: "Gäste",
  orders: "Bestellungen",
  menu: "Menü",
  "past-reservations": "Statistiken",
  tables: "Tische",
  subusers: "Unterbenutzer",
  settings: "Einstellungen",
  "room-designer": "Raum Designer",
} as const;

/** The operator frame: sidebar, bottom bar, Mehr sheet and counters (docs/requirements.md#layout). */
export const shellTexts = {
  more: "Mehr",
  moreSheetTitle: "Weitere Optionen",
  logout: "Ausloggen",
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

/** The header's welcome line for every role: 'Willkommen, {name}' ('Willkommen' without a name). */
export function welcomeLine(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Willkommen, ${trimmed}` : "Willkommen";
}
