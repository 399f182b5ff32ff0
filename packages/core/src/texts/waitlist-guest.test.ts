import { describe, expect, it } from "vitest";
import { waitlistTexts } from "./waitlist.ts";
import { waitlistGuestTexts } from "./waitlist-guest.ts";

/** Every leaf of a catalogue as 'path: text' (functions called with sample values). */
function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [[path, String(value("18:00", "21:00"))]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, path ? `${path}.${key}` : key),
  );
}

describe("waitlistGuestTexts", () => {
  it("given English, has every German key, each one translated and none empty", () => {
    const german = leaves(waitlistGuestTexts.de);
    const english = new Map(leaves(waitlistGuestTexts.en));
    expect([...english.keys()]).toEqual(german.map(([path]) => path));
    for (const [path, text] of german) {
      expect(text.trim(), path).not.toBe("");
      expect(english.get(path)?.trim(), path).not.toBe("");
      if (path === "labels.restaurant") continue; // 'Restaurant' reads the same
      expect(english.get(path), path).not.toBe(text);
    }
  });

  it("given German, uses the API's words for the states and refusals", () => {
    expect(waitlistGuestTexts.de.status).toBe(waitlistTexts.status);
    expect(waitlistGuestTexts.de.offerExpired).toBe(waitlistTexts.offerExpired);
    expect(waitlistGuestTexts.de.entryClosed).toBe(waitlistTexts.entryClosed);
  });

  it("given the hold's end, says until when the table is held in both languages", () => {
    expect(waitlistGuestTexts.de.heldUntil("19:42")).toBe("Reserviert bis 19:42 Uhr");
    expect(waitlistGuestTexts.en.heldUntil("19:42")).toBe("Held for you until 19:42");
    expect(waitlistGuestTexts.de.window("18:00", "21:00")).toBe("18:00–21:00 Uhr");
    expect(waitlistGuestTexts.en.guestCount(1)).toBe("1 person");
    expect(waitlistGuestTexts.en.guestCount(4)).toBe("4 people");
  });
});
