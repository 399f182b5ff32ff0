import { describe, expect, it } from "vitest";
import { enquiryTexts } from "./enquiries.ts";
import { enquiryGuestPageTexts, enquiryGuestTexts } from "./enquiry-guest.ts";

/** Every leaf of a catalogue as 'path: text' (functions called with a sample value). */
function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [[path, String(value(18))]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    leaves(item, path ? `${path}.${key}` : key),
  );
}

describe("enquiryGuestPageTexts", () => {
  it("given English, has every German key, each one translated and none empty", () => {
    const german = leaves(enquiryGuestPageTexts.de);
    const english = new Map(leaves(enquiryGuestPageTexts.en));
    expect([...english.keys()].sort()).toEqual(german.map(([path]) => path).sort());
    for (const [path, text] of german) {
      expect(text.trim(), path).not.toBe("");
      expect(english.get(path)?.trim(), path).not.toBe("");
      if (path === "restaurant") continue; // 'Restaurant' reads the same
      expect(english.get(path), path).not.toBe(text);
    }
  });

  it("given German, is the page's existing wording", () => {
    expect(enquiryGuestPageTexts.de.title).toBe(enquiryGuestTexts.title);
    expect(enquiryGuestPageTexts.de.status).toBe(enquiryTexts.status);
    expect(enquiryGuestPageTexts.de.guestCount(18)).toBe("18 Personen");
    expect(enquiryGuestPageTexts.en.guestCount(18)).toBe("18 people");
  });
});
