import { describe, expect, it } from "vitest";
import { calendarTexts } from "./calendar.ts";
import { reminderTexts } from "./reminders.ts";
import { reservationGuestTexts } from "./reservation-guest.ts";

/** Every leaf of a catalogue as 'path: text' (functions called with sample values). */
function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") {
    const sample = path === "tables" ? ["3", "4"] : path === "guestCount" ? 4 : "A";
    return [[path, String(value(sample, "B"))]];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, path ? `${path}.${key}` : key),
  );
}

describe("reservationGuestTexts", () => {
  it("given English, has every German key, each one translated and none empty", () => {
    const german = leaves(reservationGuestTexts.de);
    const english = new Map(leaves(reservationGuestTexts.en));
    expect([...english.keys()].sort()).toEqual(german.map(([path]) => path).sort());
    for (const [path, text] of german) {
      expect(text.trim(), path).not.toBe("");
      expect(english.get(path)?.trim(), path).not.toBe("");
      if (path === "fields.restaurant" || path === "fields.status") continue; // read the same
      expect(english.get(path), path).not.toBe(text);
    }
  });

  it("given German, is the page's existing wording", () => {
    expect(reservationGuestTexts.de.cancelConfirmTitle).toBe(calendarTexts.cancelConfirm);
    expect(reservationGuestTexts.de.confirm).toEqual({
      button: reminderTexts.mail.confirmAction,
      ...reminderTexts.guest,
    });
    expect(reservationGuestTexts.de.tables(["3"])).toBe("Tisch 3");
  });

  it("given English, counts guests and names tables", () => {
    expect(reservationGuestTexts.en.guestCount(1)).toBe("1 person");
    expect(reservationGuestTexts.en.guestCount(4)).toBe("4 people");
    expect(reservationGuestTexts.en.tables(["3"])).toBe("Table 3");
    expect(reservationGuestTexts.en.tables([" 3", "4 "])).toBe("Tables 3 + 4");
    expect(reservationGuestTexts.en.tables([])).toBe("Not assigned yet");
  });
});
