import { describe, expect, it } from "vitest";
import { readTypedTime } from "./typed-time.ts";

describe("readTypedTime", () => {
  it("given whole times with colon, dot or none, reads them as HH:MM at once", () => {
    expect(readTypedTime("18:30", false)).toBe("18:30");
    expect(readTypedTime("9:05", false)).toBe("09:05");
    expect(readTypedTime("18.30", false)).toBe("18:30");
    expect(readTypedTime("1830", false)).toBe("18:30");
    expect(readTypedTime(" 00:00 ", false)).toBe("00:00");
  });

  it("given a text on its way to a time, reads nothing yet; once the field is left, a bare hour or three digits", () => {
    for (const typing of ["1", "18", "183", "18:", "18:3"]) expect(readTypedTime(typing, false)).toBeNull();
    expect(readTypedTime("9", true)).toBe("09:00");
    expect(readTypedTime("18", true)).toBe("18:00");
    expect(readTypedTime("930", true)).toBe("09:30");
  });

  it("given no time of a 24-hour day, reads nothing", () => {
    for (const text of ["24:00", "12:60", "6:30 PM", "abc", "", "123:45"]) {
      expect(readTypedTime(text, true)).toBeNull();
    }
  });
});
