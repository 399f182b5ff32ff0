import { describe, expect, it } from "vitest";
import { bookingLanguageOf, bookingLanguages } from "./booking-language.ts";

describe("bookingLanguageOf", () => {
  it("given de or en, keeps it; given nothing or anything else, answers German", () => {
    expect(bookingLanguages).toEqual(["de", "en"]);
    expect(bookingLanguageOf("en")).toBe("en");
    expect(bookingLanguageOf("de")).toBe("de");
    for (const other of [null, undefined, "", "fr", "EN"]) expect(bookingLanguageOf(other)).toBe("de");
  });
});
