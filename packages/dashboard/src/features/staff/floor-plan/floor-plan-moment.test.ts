import { describe, expect, it } from "vitest";
import { momentCaption, momentInstant } from "./floor-plan-moment.ts";

const berlin = "Europe/Berlin";
// 19:10 in Berlin on Thursday 14 May 2026 (summer time, UTC+2).
const now = new Date("2026-05-14T17:10:00Z");
const today = "2026-05-14";

describe("momentInstant", () => {
  it("given Jetzt, is now; given +30 Min., half an hour later", () => {
    expect(momentInstant({ kind: "now" }, now, today, berlin)).toEqual(now);
    expect(momentInstant({ kind: "ahead", minutes: 30 }, now, today, berlin)).toEqual(
      new Date("2026-05-14T17:40:00Z"),
    );
  });
  it("given a time still to come, is that time today in the restaurant's zone", () => {
    expect(momentInstant({ kind: "time", time: "20:30" }, now, today, berlin)).toEqual(
      new Date("2026-05-14T18:30:00Z"),
    );
  });
  it("given a time already past or no time at all, is now", () => {
    expect(momentInstant({ kind: "time", time: "19:00" }, now, today, berlin)).toEqual(now);
    expect(momentInstant({ kind: "time", time: "kaputt" }, now, today, berlin)).toEqual(now);
  });
});

describe("momentCaption", () => {
  it("says 'Jetzt' for now and 'Stand' for a later moment", () => {
    expect(momentCaption(now, now, berlin)).toBe("Jetzt, 19:10 Uhr");
    expect(momentCaption(new Date("2026-05-14T18:30:00Z"), now, berlin)).toBe("Stand 20:30 Uhr");
  });
});
