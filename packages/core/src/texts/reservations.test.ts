import { describe, expect, it } from "vitest";
import { reservationCancelError, reservationTablesLabel } from "./reservations.ts";

describe("reservations texts", () => {
  it("given a server message, shows 'Fehler beim Stornieren: {message}'", () => {
    expect(reservationCancelError("Bereits storniert")).toBe("Fehler beim Stornieren: Bereits storniert");
  });
  it("given no message, shows 'Fehler beim Stornieren: Unbekannter Fehler'", () => {
    expect(reservationCancelError()).toBe("Fehler beim Stornieren: Unbekannter Fehler");
  });
  it("given one table, shows 'Tisch 3'", () => {
    expect(reservationTablesLabel(["3"])).toBe("Tisch 3");
  });
  it("given a table combination, shows 'Tische 3 + 4'", () => {
    expect(reservationTablesLabel(["3", " 4 "])).toBe("Tische 3 + 4");
  });
  it("given no or only blank names, shows 'Kein Tisch zugewiesen'", () => {
    expect(reservationTablesLabel([])).toBe("Kein Tisch zugewiesen");
    expect(reservationTablesLabel([" "])).toBe("Kein Tisch zugewiesen");
  });
});
