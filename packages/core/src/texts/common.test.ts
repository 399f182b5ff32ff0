import { describe, expect, it } from "vitest";
import {
  deleteErrorWithMessage,
  errorWithMessage,
  guestCountLabel,
  saveErrorWithMessage,
  updateErrorWithMessage,
} from "./common.ts";

describe("common message helpers", () => {
  it("given a message, errorWithMessage shows 'Fehler: {message}'", () => {
    expect(errorWithMessage("Tisch belegt")).toBe("Fehler: Tisch belegt");
  });
  it("given no or a blank message, errorWithMessage shows 'Fehler: Unbekannter Fehler'", () => {
    expect(errorWithMessage()).toBe("Fehler: Unbekannter Fehler");
    expect(errorWithMessage("  ")).toBe("Fehler: Unbekannter Fehler");
  });
  it("given a message, saveErrorWithMessage shows 'Fehler beim Speichern: {message}'", () => {
    expect(saveErrorWithMessage("Name fehlt")).toBe("Fehler beim Speichern: Name fehlt");
  });
  it("given a message, deleteErrorWithMessage shows 'Fehler beim Löschen: {message}'", () => {
    expect(deleteErrorWithMessage("nicht gefunden")).toBe("Fehler beim Löschen: nicht gefunden");
  });
  it("given null, the save and delete helpers fall back to 'Unbekannter Fehler'", () => {
    expect(saveErrorWithMessage(null)).toBe("Fehler beim Speichern: Unbekannter Fehler");
    expect(deleteErrorWithMessage(null)).toBe("Fehler beim Löschen: Unbekannter Fehler");
  });
  it("given a message, updateErrorWithMessage shows 'Fehler beim Aktualisieren: {message}'", () => {
    expect(updateErrorWithMessage("Status ungültig")).toBe("Fehler beim Aktualisieren: Status ungültig");
  });
  it("given 1 guest, guestCountLabel uses the singular; given 0 or 4, the plural", () => {
    expect(guestCountLabel(1)).toBe("1 Person");
    expect(guestCountLabel(0)).toBe("0 Personen");
    expect(guestCountLabel(4)).toBe("4 Personen");
  });
});
