import { describe, expect, it } from "vitest";
import { guestAutomaticTags } from "../texts/guest-book.ts";
import { guestHintTexts } from "../texts/guest-hints.ts";
import { guestBookingLine, guestHintParts, shortGuestNote } from "./guest-hint-parts.ts";

describe("guestHintParts ('Stammgast · 7. Besuch · Nussallergie')", () => {
  it("given a regular's seventh visit with a note, lists tags, the visit and the note", () => {
    expect(guestHintParts({ tags: ["Stammgast", "VIP"], visitNumber: 7, note: "Nussallergie" })).toEqual([
      "Stammgast",
      "VIP",
      "7. Besuch",
      "Nussallergie",
    ]);
  });

  it("given a first visit, leaves the visit number out (the tag 'Neu' says it)", () => {
    expect(guestHintParts({ tags: ["Neu"], visitNumber: 1, note: "" })).toEqual(["Neu"]);
  });

  it("given a cancellation (no visit number) and no tags or note, is empty", () => {
    expect(guestHintParts({ tags: [], visitNumber: null, note: "  " })).toEqual([]);
  });

  it("given a long note, shortens it on cards and keeps it whole with fullNote", () => {
    const note = "Nussallergie, bitte immer den Tisch am Fenster reservieren\nZahlt mit Karte";
    expect(guestHintParts({ tags: [], visitNumber: 3, note })).toEqual([
      "3. Besuch",
      "Nussallergie, bitte immer den Tisch am…",
    ]);
    expect(guestHintParts({ tags: [], visitNumber: 3, note }, true)).toEqual(["3. Besuch", note]);
  });
});

describe("shortGuestNote", () => {
  it("given a short one-line note, keeps it", () => {
    expect(shortGuestNote(" Nussallergie ")).toBe("Nussallergie");
  });

  it("given further lines, shows the first and marks the rest", () => {
    expect(shortGuestNote("Nussallergie\nFensterplatz")).toBe("Nussallergie …");
  });

  it("given a long line, cuts it after the last whole word within the limit", () => {
    expect(shortGuestNote("Schwere Nussallergie, bitte die Küche vor jeder Bestellung informieren")).toBe(
      "Schwere Nussallergie, bitte die Küche…",
    );
    expect(shortGuestNote("Allergie: Nüsse, Sesam, Sellerie", 18)).toBe("Allergie: Nüsse…");
  });

  it("given a line longer than the limit without a space, cuts it to the limit with '…'", () => {
    const short = shortGuestNote("a".repeat(60), 10);
    expect(short).toBe(`${"a".repeat(9)}…`);
    expect(short).toHaveLength(10);
  });
});

describe("guestBookingLine (the new-booking toast)", () => {
  it("given a regular, says so with the visit", () => {
    expect(guestBookingLine({ tags: ["Stammgast"], visitNumber: 7, note: "" })).toBe(
      "Stammgast hat reserviert · 7. Besuch",
    );
  });

  it("given a returning guest who is not a regular yet, names the visit", () => {
    expect(guestBookingLine({ tags: ["VIP"], visitNumber: 2, note: "" })).toBe("2. Besuch");
  });

  it("given a first booking or no hint, says nothing", () => {
    expect(guestBookingLine({ tags: ["Neu"], visitNumber: 1, note: "" })).toBeNull();
    expect(guestBookingLine(undefined)).toBeNull();
  });
});

describe("guestHintTexts.regularTag", () => {
  it("is the guest book's automatic regular tag (kept apart only for the first visit's size)", () => {
    expect(guestHintTexts.regularTag).toBe(guestAutomaticTags.regular);
  });
});
