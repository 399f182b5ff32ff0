import { describe, expect, it } from "vitest";
import {
  quickConfigTableName,
  seatSizeDecreaseLabel,
  seatSizeIncreaseLabel,
  seatSizeLabel,
  tableNumberUpdateError,
} from "./tables.ts";

describe("tables texts", () => {
  it("given 4 seats and number 7, names the table '4er Tisch 7' (the required '{seats}er Tisch {n}')", () => {
    expect(quickConfigTableName(4, 7)).toBe("4er Tisch 7");
  });
  it("given 12 seats and a string number, keeps it", () => {
    expect(quickConfigTableName(12, "3")).toBe("12er Tisch 3");
  });
  it("given a server message, shows 'Fehler beim Aktualisieren der Tischnummer: {message}'", () => {
    expect(tableNumberUpdateError("Nummer vergeben")).toBe(
      "Fehler beim Aktualisieren der Tischnummer: Nummer vergeben",
    );
  });
  it("given no message, falls back to 'Unbekannter Fehler'", () => {
    expect(tableNumberUpdateError()).toBe("Fehler beim Aktualisieren der Tischnummer: Unbekannter Fehler");
  });
  it("given 1 and 2 seats, labels the counter in singular and plural", () => {
    expect(seatSizeLabel(1)).toBe("1 Platz");
    expect(seatSizeLabel(2)).toBe("2 Plätze");
  });
  it("given 6 seats, names the counter buttons", () => {
    expect(seatSizeIncreaseLabel(6)).toBe("Tisch mit 6 Plätzen hinzufügen");
    expect(seatSizeDecreaseLabel(6)).toBe("Tisch mit 6 Plätzen entfernen");
  });
});
