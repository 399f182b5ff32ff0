// Texts for the seats the floor plan shows as held back from online bookings.

function seatsDative(seats: number): string {
  return seats === 1 ? "1 Platz" : `${seats} Plätzen`;
}

/** The floor plan's line on the online share of the seats and its "Nur intern" tables. */
export const floorPlanSeatShareTexts = {
  title: "Online-Anteil der Plätze",
  legendInternal: "Nur intern",
  /** 'Für Laufkundschaft gehalten: 12 von 60 Plätzen'. */
  walkIn: (held: number, total: number) => `Für Laufkundschaft gehalten: ${held} von ${seatsDative(total)}`,
  /**
   * 'Online-Grenze: 38 von 48 Plätzen belegt'. The share rule weighs every held seat (whoever booked it)
   * against the online limit, so the line says how full that limit is rather than who booked.
   */
  online: (held: number, limit: number) => `Online-Grenze: ${held} von ${seatsDative(limit)} belegt`,
  /** 'Nur intern: 2 Tische, 8 Plätze'. */
  internal: (tables: number, seats: number) =>
    `Nur intern: ${tables === 1 ? "1 Tisch" : `${tables} Tische`}, ${seats === 1 ? "1 Platz" : `${seats} Plätze`}`,
} as const;
