import { describe, expect, it } from "vitest";
import {
  directBookingConnectionError,
  directBookingError,
  directBookingFailureMessage,
  directBookingHttpError,
  slotPickerSubtitle,
} from "./booking.ts";

describe("direct booking messages", () => {
  it("given a server message containing 'nicht mehr verfügbar', shows the slot-taken text", () => {
    expect(directBookingFailureMessage("Der Zeitslot ist nicht mehr verfügbar")).toBe(
      "Dieser Zeitslot ist leider belegt geworden. Wählen Sie bitte einen anderen Zeitslot.",
    );
  });
  it("given a server message containing 'Tische', shows the no-fitting-tables text", () => {
    expect(directBookingFailureMessage("Keine freien Tische")).toBe(
      "Keine passenden Tische verfügbar. Versuchen Sie eine andere Zeit oder weniger Personen.",
    );
  });
  it("given any other server message, shows 'Fehler: {message}'", () => {
    expect(directBookingFailureMessage("Datenbank nicht erreichbar")).toBe(
      "Fehler: Datenbank nicht erreichbar",
    );
  });
  it("given no server message, shows 'Fehler: Unbekannter Fehler'", () => {
    expect(directBookingFailureMessage(undefined)).toBe("Fehler: Unbekannter Fehler");
    expect(directBookingError(null)).toBe("Fehler: Unbekannter Fehler");
  });
  it("given a network failure text, shows 'Verbindungsfehler: {text}'", () => {
    expect(directBookingConnectionError("Failed to fetch")).toBe("Verbindungsfehler: Failed to fetch");
  });
  it("given a non-OK status with and without message, names the status", () => {
    expect(directBookingHttpError(500, "Serverfehler")).toBe("HTTP 500: Serverfehler");
    expect(directBookingHttpError(502)).toBe("HTTP 502");
  });
  it("given day, date and 4 guests, builds the slot picker's subtitle", () => {
    expect(slotPickerSubtitle("Donnerstag", "24.12.2026", 4)).toBe("Donnerstag, 24.12.2026 · 4 Personen");
  });
});
