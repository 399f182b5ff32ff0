import { describe, expect, it } from "vitest";
import { floorPlanTableAriaLabel } from "./floor-plan.ts";

describe("floorPlanTableAriaLabel", () => {
  it("given a reserved 4-seat table, names table, seats and state", () => {
    expect(floorPlanTableAriaLabel("Tisch 4", 4, "reserved", false)).toBe("Tisch 4, 4 Plätze, reserviert");
  });
  it("given an occupied table with an open order, adds the order", () => {
    expect(floorPlanTableAriaLabel("Tisch 2", 2, "occupied", true)).toBe(
      "Tisch 2, 2 Plätze, besetzt, offene Bestellung",
    );
  });
  it("given an available 1-seat table, uses the singular", () => {
    expect(floorPlanTableAriaLabel("Bar 1", 1, "available", false)).toBe("Bar 1, 1 Platz, verfügbar");
    expect(floorPlanTableAriaLabel("Tisch 5", 2, "arrived", false)).toBe(
      "Tisch 5, 2 Plätze, Gast angekommen",
    );
  });
  it("given a table online bookings never get, says so before the open order", () => {
    expect(floorPlanTableAriaLabel("Tisch 9", 8, "available", true, true)).toBe(
      "Tisch 9, 8 Plätze, verfügbar, nur intern, offene Bestellung",
    );
  });
});
