import { describe, expect, it } from "vitest";
import { seatNowTexts } from "./seat-now.ts";

describe("seatNowTexts", () => {
  it("say until when a busy table is free, or that the visit must be closed first", () => {
    expect(seatNowTexts.busy("Tisch 4", "20:30")).toBe(
      "Tisch 4 ist gerade besetzt und erst ab 20:30 Uhr wieder frei.",
    );
    expect(seatNowTexts.busy("Tisch 4", null)).toContain("Schließen Sie zuerst den Besuch");
  });
  it("count seats and guests in the singular and plural", () => {
    expect(seatNowTexts.tooSmall("Tisch 1", 1, 1)).toBe("Tisch 1 hat 1 Platz, der Gast kommt mit 1 Person.");
    expect(seatNowTexts.tooSmall("Tisch 2", 2, 3)).toBe(
      "Tisch 2 hat 2 Plätze, der Gast kommt mit 3 Personen.",
    );
  });
});
