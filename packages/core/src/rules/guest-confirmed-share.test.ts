import { describe, expect, it } from "vitest";
import { guestConfirmedShare } from "./guest-confirmed-share.ts";

const sent = new Date("2026-05-11T17:00:00Z");
const answered = "2026-05-11T18:30:00.000Z";

describe("guestConfirmedShare (the share of reservations confirmed by the guest)", () => {
  it("given 3 reminded reservations of which 1 was confirmed, gives 33.3 %; unreminded ones are left out", () => {
    expect(
      guestConfirmedShare([
        { reminderSentAt: sent, guestConfirmedAt: answered },
        { reminderSentAt: sent, guestConfirmedAt: null },
        { reminderSentAt: sent },
        { reminderSentAt: null, guestConfirmedAt: null },
        {},
      ]),
    ).toEqual({ reminded: 3, confirmed: 1, rate: 33.3 });
  });
  it("given a confirmation without a recorded reminder, counts it as reminded and confirmed", () => {
    expect(guestConfirmedShare([{ guestConfirmedAt: answered }, { reminderSentAt: sent }])).toEqual({
      reminded: 2,
      confirmed: 1,
      rate: 50,
    });
  });
  it("given no reminded reservations, gives 0 of 0 and a rate of 0", () => {
    expect(guestConfirmedShare([])).toEqual({ reminded: 0, confirmed: 0, rate: 0 });
    expect(guestConfirmedShare([{ reminderSentAt: null }])).toEqual({ reminded: 0, confirmed: 0, rate: 0 });
  });
});
