import { describe, expect, it } from "vitest";
import { guestChangeTexts } from "../texts/guest-change.ts";
import { CHANGE_CUTOFF_HOURS, guestCanChange } from "./guest-change.ts";

const startsAt = new Date("2026-06-12T17:00:00.000Z"); // 19:00 in Berlin
const at = (iso: string) => new Date(iso);

describe("guestCanChange", () => {
  it("given the default cut-off of 2 hours, allows a change until 2 hours before the start", () => {
    expect(CHANGE_CUTOFF_HOURS.default).toBe(2);
    const booking = { status: "confirmed" as const, startsAt };
    expect(guestCanChange(booking, at("2026-06-12T14:59:59.000Z"), 2)).toBe(true);
    expect(guestCanChange(booking, at("2026-06-12T15:00:00.000Z"), 2)).toBe(false);
  });

  it("given a cut-off of 0, allows a change until the start; of 72 hours, three days ahead", () => {
    const booking = { status: "pending" as const, startsAt };
    expect(guestCanChange(booking, at("2026-06-12T16:59:00.000Z"), 0)).toBe(true);
    expect(guestCanChange(booking, at("2026-06-12T17:00:00.000Z"), 0)).toBe(false);
    expect(guestCanChange(booking, at("2026-06-09T16:59:00.000Z"), 72)).toBe(true);
    expect(guestCanChange(booking, at("2026-06-09T17:00:00.000Z"), 72)).toBe(false);
  });

  it("given a booking that is cancelled, over or whose guest arrived, refuses a change", () => {
    const early = at("2026-06-01T10:00:00.000Z");
    for (const status of ["cancelled", "no_show", "arrived", "seated", "completed"] as const) {
      expect(guestCanChange({ status, startsAt }, early, 2)).toBe(false);
    }
    expect(guestCanChange({ status: "confirmed", startsAt: null }, early, 2)).toBe(false);
  });
});

describe("guestChangeTexts.cutoff", () => {
  it("says until when online changes are possible and gives the phone", () => {
    expect(guestChangeTexts.cutoff(2, "030 123456")).toBe(
      "Änderungen sind online bis 2 Stunden vor Beginn möglich. Bitte rufen Sie uns an: 030 123456",
    );
    expect(guestChangeTexts.cutoff(1, "")).toBe(
      "Änderungen sind online bis 1 Stunde vor Beginn möglich. Bitte rufen Sie uns an.",
    );
    expect(guestChangeTexts.cutoff(0, "")).toBe(
      "Änderungen sind online bis zum Beginn möglich. Bitte rufen Sie uns an.",
    );
  });
});
