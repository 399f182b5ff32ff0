import { describe, expect, it } from "vitest";
import { germanStart } from "./de.ts";
import { germanDialog } from "./de-dialog.ts";
import { germanLater } from "./de-later.ts";

/**
 * Sentences and labels of the widget whose exact German wording the product requires. Each must stay word
 * for word somewhere among the widget's German words; which key holds it is the code's business, so a
 * rename or move passes and only a changed wording fails.
 */
const requiredWording = [
  "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
  "Tisch reservieren",
  "Größere Gruppe?",
  "In Kalender speichern",
  "Anfrage senden",
  "Auf die Warteliste",
  "Gewünschte Uhrzeit",
] as const;

describe("required wording of the widget", () => {
  it("given the German words, hold every required sentence and label word for word", () => {
    const present = new Set(
      [germanStart, germanDialog, germanLater].flatMap((words) =>
        Object.values(words).filter((value) => typeof value === "string"),
      ),
    );
    expect(requiredWording.filter((wording) => !present.has(wording))).toEqual([]);
  });
});
