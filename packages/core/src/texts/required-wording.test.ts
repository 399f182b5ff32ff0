import { describe, expect, it } from "vitest";
import * as texts from "./index.ts";

/**
 * Sentences and labels whose exact German wording the product requires. Each must stay word for word
 * somewhere among the texts; which key holds it is the code's business, so a rename or move passes and
 * only a changed wording fails. The booking widget's own required wording is checked beside its texts
 * (packages/booking-widget/src/texts/required-wording.test.ts).
 */
const requiredWording = [
  // The dashboard's direct booking.
  "Reservierung erfolgreich erstellt!",
  "Dieser Zeitslot ist leider belegt geworden. Wählen Sie bitte einen anderen Zeitslot.",
  "Keine passenden Tische verfügbar. Versuchen Sie eine andere Zeit oder weniger Personen.",
  // A reservation's states.
  "Ausstehend",
  "Bestätigt",
  "Storniert",
  "Abgelehnt",
  // The plans on the landing page.
  "Buchungssystem",
  "All in One",
  // The cuisines a restaurant picks from and the names of the week are required in their order too, so
  // they are checked word for word beside their lists (settings.test.ts, weekdays.test.ts).
  // The admin's new-user dialog.
  "Fehler beim Erstellen des Benutzers: ",
] as const;

/** Every string value reachable from the exported texts (objects and arrays walked, functions not called). */
function stringValues(value: unknown, into = new Set<string>(), seen = new Set<object>()): Set<string> {
  if (typeof value === "string") into.add(value);
  else if (value !== null && typeof value === "object" && !seen.has(value)) {
    seen.add(value);
    for (const item of Object.values(value)) stringValues(item, into, seen);
  }
  return into;
}

describe("required wording", () => {
  it("given the texts, holds every required sentence and label word for word", () => {
    const present = stringValues(texts);
    expect(requiredWording.filter((wording) => !present.has(wording))).toEqual([]);
  });
});
