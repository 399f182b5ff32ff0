// The floor plan during service: the moment it
// shows, what a tapped table offers at that moment, and moving a reservation to another table.

/** The time control above the plan, the plan's caption and the tapped table's actions. */
export const floorPlanMomentTexts = {
  controlLabel: "Zeitpunkt",
  now: "Jetzt",
  ahead: (minutes: number) => `+${minutes} Min.`,
  timeLabel: "Uhrzeit",
  timePlaceholder: "Uhrzeit wählen",
  noTimes: "Heute keine weiteren Zeiten",
  /** The caption the plan and its text alternative show: "Jetzt, 19:10 Uhr", "Stand 19:30 Uhr". */
  captionNow: (time: string) => `Jetzt, ${time} Uhr`,
  captionAt: (time: string) => `Stand ${time} Uhr`,
  /** The tapped table at the moment shown. */
  freeNow: "Frei",
  /** A booked table: "Reserviert: 19:30 Uhr · Müller · 4 Personen". */
  booking: (time: string, name: string, guests: string) => `${time} Uhr · ${name} · ${guests}`,
  seat: "Platzieren",
  moveTable: "Tisch wechseln",
} as const;

/** The dialog that moves a reservation to another table. */
export const moveTableTexts = {
  title: "Tisch wechseln",
  /** "Müller, 4 Personen, 19:30–21:30 Uhr, bisher Tisch 4". */
  description: (name: string, guests: string, from: string, to: string, table: string) =>
    `${name}, ${guests}, ${from}–${to} Uhr, bisher ${table}`,
  tablesLegend: "Freie Tische in dieser Zeit",
  /** One choice: "Tisch 7 · 4 Plätze". */
  tableOption: (name: string, seats: number) => `${name} · ${seats === 1 ? "1 Platz" : `${seats} Plätze`}`,
  none: "In dieser Zeit ist kein anderer passender Tisch frei.",
  submit: "Tisch wechseln",
  submitting: "Wird gewechselt...",
  cancel: "Abbrechen",
  moved: (table: string) => `Die Reservierung ist jetzt an ${table}.`,
  failed: "Der Tisch konnte nicht gewechselt werden. Bitte versuchen Sie es erneut.",
} as const;
