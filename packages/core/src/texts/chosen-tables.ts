// The refusals when staff choose tables for a guest's request: accepting an enquiry and offering a
// waitlist entry a table by hand say the same.

export const chosenTablesTexts = {
  /** No tables, or tables of another restaurant. */
  tablesUnknown: "Bitte wählen Sie Tische dieses Restaurants.",
  /** The chosen tables seat fewer guests than the party. */
  tablesTooSmall: (seats: number, guests: number) =>
    `Die gewählten Tische haben ${seats} Plätze, die Gruppe hat ${guests} Personen.`,
  /** The chosen tables are taken (or held) at that time. */
  tablesTaken: "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt.",
} as const;
