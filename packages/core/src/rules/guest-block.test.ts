import { describe, expect, it } from "vitest";
import { guestBlockTexts } from "../texts/guest-block.ts";
import { isAutoBlockNoShows, shouldAutoBlockGuest } from "./guest-block.ts";

describe("shouldAutoBlockGuest", () => {
  it("given the automatic block is off, never blocks", () => {
    expect(shouldAutoBlockGuest({ threshold: null, noShows: 12, blocked: false })).toBe(false);
  });

  it("given a threshold of 3, blocks at the third no-show and not before", () => {
    expect(shouldAutoBlockGuest({ threshold: 3, noShows: 1, blocked: false })).toBe(false);
    expect(shouldAutoBlockGuest({ threshold: 3, noShows: 2, blocked: false })).toBe(false);
    expect(shouldAutoBlockGuest({ threshold: 3, noShows: 3, blocked: false })).toBe(true);
  });

  it("given a guest staff unblocked after reaching the threshold, blocks again at the next no-show", () => {
    expect(shouldAutoBlockGuest({ threshold: 2, noShows: 4, blocked: false })).toBe(true);
  });

  it("given a guest who is blocked already, leaves the block (and its reason) alone", () => {
    expect(shouldAutoBlockGuest({ threshold: 1, noShows: 5, blocked: true })).toBe(false);
  });
});

describe("isAutoBlockNoShows", () => {
  it("given null or 1 to 20, accepts it", () => {
    expect([null, 1, 3, 20].every(isAutoBlockNoShows)).toBe(true);
  });

  it("given 0, 21, a fraction or a string, refuses it", () => {
    expect([0, 21, 2.5, "3", undefined].some(isAutoBlockNoShows)).toBe(false);
  });
});

describe("guestBlockTexts", () => {
  it("given a phone, ends the refusal with it", () => {
    expect(guestBlockTexts.onlineBookingUnavailable(" 030 1234567 ")).toBe(
      "Eine Online-Reservierung ist leider nicht möglich. Bitte rufen Sie uns an: 030 1234567",
    );
  });

  it("given no phone, ends the refusal with the plain request to call", () => {
    expect(guestBlockTexts.onlineBookingUnavailable("")).toBe(
      "Eine Online-Reservierung ist leider nicht möglich. Bitte rufen Sie uns an.",
    );
  });

  it("names the number of no-shows in the automatic reason", () => {
    expect(guestBlockTexts.autoBlockReason(3)).toBe("Automatisch gesperrt nach 3 Nichterscheinen");
  });
});
