import { describe, expect, it } from "vitest";
import { onlinePartyLimitOf } from "./enquiry-api.ts";

describe("onlinePartyLimitOf", () => {
  it("given the public configuration, reads the online limit and the time zone", () => {
    expect(
      onlinePartyLimitOf({ success: true, data: { maxOnlinePartySize: 8, timeZone: "Europe/Vienna" } }),
    ).toEqual({ maxOnlinePartySize: 8, timeZone: "Europe/Vienna" });
  });

  it("given no limit, a broken one or no configuration, answers core's default of 12 and no time zone", () => {
    for (const answer of [
      { data: {} },
      { data: { maxOnlinePartySize: null } },
      { data: { maxOnlinePartySize: 12.5, timeZone: 3 } },
      { data: { maxOnlinePartySize: 0, timeZone: "" } },
      { data: null },
      null,
      "kaputt",
    ]) {
      expect(onlinePartyLimitOf(answer)).toEqual({ maxOnlinePartySize: 12, timeZone: undefined });
    }
  });
});
