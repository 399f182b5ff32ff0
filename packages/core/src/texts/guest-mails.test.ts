import { describe, expect, it } from "vitest";
import { guestMailTexts } from "./guest-mails.ts";
import { mailTexts } from "./mail.ts";
import { reminderTexts } from "./reminders.ts";

/** Every leaf of a catalogue as 'path: text' (functions called with sample values). */
function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [[path, String(value("A", "B", "C"))]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${path}[${index}]`));
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, path ? `${path}.${key}` : key),
  );
}

describe("guestMailTexts", () => {
  it("given German, are the mails' existing texts", () => {
    expect(guestMailTexts.de.confirmedSubject("Trattoria")).toBe(
      mailTexts.reservation.confirmedSubject("Trattoria"),
    );
    expect(guestMailTexts.de.reminder).toBe(reminderTexts.mail);
    expect(guestMailTexts.de.guestCount(4)).toBe("4 Personen");
  });

  it("given English, has every German line, each one translated", () => {
    const german = leaves(guestMailTexts.de);
    const english = new Map(leaves(guestMailTexts.en));
    expect([...english.keys()]).toEqual(german.map(([path]) => path));
    for (const [path, text] of german) {
      if (path === "footer.vatId" || path === "restaurantLine") continue; // 'Restaurant: A' reads the same
      expect(english.get(path), path).not.toBe(text);
    }
    expect(guestMailTexts.en.guestCount(1)).toBe("1 person");
    expect(guestMailTexts.en.guestCount(4)).toBe("4 people");
    expect(guestMailTexts.en.when("Wednesday", "13 May 2026", "19:00")).toBe(
      "Wednesday, 13 May 2026 at 19:00",
    );
  });
});
