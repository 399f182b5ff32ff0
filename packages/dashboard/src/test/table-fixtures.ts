/** Tables and rooms as the API answers them, for tests and stories. */

/** Test data: a table as the API answers it. */
export function tableRecord(overrides: Record<string, unknown> = {}) {
  const id = String(overrides._id ?? `t-${String(overrides.tableNumber ?? "1")}`);
  return {
    _id: id,
    name: `4er Tisch ${String(overrides.tableNumber ?? "1")}`,
    seats: 4,
    tableNumber: "1",
    location: "Hauptraum",
    restaurantId: "r-1",
    roomId: null,
    position: { x: 75, y: 75, rotation: 0 },
    ...overrides,
  };
}

/** Test data: a room as the API answers it. */
export function roomRecord(overrides: Record<string, unknown> = {}) {
  return {
    _id: "room-1",
    restaurantId: "r-1",
    name: "Hauptraum",
    width: 800,
    height: 600,
    shape: [
      { x: 30, y: 30 },
      { x: 390, y: 30 },
      { x: 390, y: 330 },
      { x: 30, y: 330 },
    ],
    color: "#e5d3a1",
    ...overrides,
  };
}
