import { describe, expect, it } from "vitest";
import { noShowAvailableFromText } from "./no-show-actions.ts";
import { guestConfirmedShareHint, noShowRateHint } from "./no-show-statistics.ts";

describe("no-show texts", () => {
  it("given counts, says how many of how many, singular for one", () => {
    expect(noShowRateHint(2, 6)).toBe("2 von 6 erwarteten Reservierungen");
    expect(noShowRateHint(0, 1)).toBe("0 von 1 erwarteten Reservierung");
    expect(guestConfirmedShareHint(3, 8)).toBe("3 von 8 erinnerten Reservierungen");
  });
  it("given a time, says from when the action is possible", () => {
    expect(noShowAvailableFromText("19:15")).toBe("„Nicht erschienen“ ist ab 19:15 Uhr möglich.");
  });
});
