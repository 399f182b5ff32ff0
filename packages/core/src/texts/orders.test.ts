import { describe, expect, it } from "vitest";
import {
  orderDisplayStatusLabel,
  orderItemQuantityLine,
  orderTableName,
  takeAwayCartHeading,
  takeAwayOrderTableName,
  takeAwaySubmitError,
  takeAwaySubmitLabel,
} from "./orders.ts";

describe("orderDisplayStatusLabel", () => {
  it("given 0 of 3 delivered, shows 'Neu'", () => {
    expect(orderDisplayStatusLabel(0, 3)).toBe("Neu");
  });
  it("given 1 of 3 delivered, shows '1/3 geliefert'", () => {
    expect(orderDisplayStatusLabel(1, 3)).toBe("1/3 geliefert");
  });
  it("given 2 of 3 delivered, shows '2/3 geliefert'", () => {
    expect(orderDisplayStatusLabel(2, 3)).toBe("2/3 geliefert");
  });
  it("given 3 of 3 delivered, shows 'Bereit zur Zahlung'", () => {
    expect(orderDisplayStatusLabel(3, 3)).toBe("Bereit zur Zahlung");
  });
  it("given an empty order (0 of 0), shows 'Neu'", () => {
    expect(orderDisplayStatusLabel(0, 0)).toBe("Neu");
  });
});

describe("take-away texts", () => {
  it("given 3 items, heads the cart 'Bestellung (3 Artikel)'", () => {
    expect(takeAwayCartHeading(3)).toBe("Bestellung (3 Artikel)");
  });
  it("given a formatted total, labels the submit button 'Take-Away Bestellung aufnehmen (12,50 €)'", () => {
    expect(takeAwaySubmitLabel("12,50\u00a0€")).toBe("Take-Away Bestellung aufnehmen (12,50\u00a0€)");
  });
  it("given a server message, appends it to '❌ Fehler beim Übermitteln der Bestellung: '", () => {
    expect(takeAwaySubmitError("Menü geändert")).toBe(
      "❌ Fehler beim Übermitteln der Bestellung: Menü geändert",
    );
  });
  it("given no message, uses the default 'Fehler beim Speichern der Bestellung'", () => {
    expect(takeAwaySubmitError()).toBe(
      "❌ Fehler beim Übermitteln der Bestellung: Fehler beim Speichern der Bestellung",
    );
  });
  it("given a customer name, names the order 'Take-Away - {name}'", () => {
    expect(takeAwayOrderTableName(" Max ")).toBe("Take-Away - Max");
  });
  it("given table number 5, names the order 'Tisch 5'", () => {
    expect(orderTableName(5)).toBe("Tisch 5");
  });
  it("given quantity and name, shows '2 × Schnitzel'", () => {
    expect(orderItemQuantityLine(2, "Schnitzel")).toBe("2 × Schnitzel");
  });
});
