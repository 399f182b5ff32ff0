import * as project from "./project/shell.ts";
/** Labels of the gastro dashboard's menu keys (platform spec section 2, dashboard spec section 2). */
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

/** The operator frame: sidebar, bottom bar, Mehr sheet and counters (platform spec section 2). */
export const shellTexts = {
  more: "Mehr",
  moreSheetTitle: "Weitere Optionen",
  logout: "Ausloggen",
  ...project.shellTexts,
} as const;

export { welcomeLine } from "./project/shell.ts";
