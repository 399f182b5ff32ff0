// The project's own texts of shell.ts (not in the spec), merged into its catalogue there.

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

/** The header's welcome line for every role: 'Willkommen, {name}' ('Willkommen' without a name). */
export function welcomeLine(name: string): string {
  const trimmed = name.trim();
  return trimmed ? `Willkommen, ${trimmed}` : "Willkommen";
}
