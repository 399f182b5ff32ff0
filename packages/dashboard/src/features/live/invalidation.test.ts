import { partialMatchKey } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { queryKeys } from "../../api/query-keys.ts";
import { keysForChangedEntity, keysForMessage } from "./invalidation.ts";

const scope = { restaurantId: "r-1", ownerId: "u-owner", userId: "u-owner" };
const hintsKey = queryKeys.guestHints("r-1", "2026-05-14", "2026-05-14");

/** Whether invalidating `keys` reaches the cards' guest hints (prefix match, as invalidateQueries does). */
const refreshesHints = (keys: readonly (readonly unknown[])[]) =>
  keys.some((queryKey) => partialMatchKey(hintsKey, queryKey));

describe("live invalidation of the cards' guest hints (issue 19)", () => {
  it("given a reservation or guest change, refreshes the hints", () => {
    expect(refreshesHints(keysForChangedEntity("reservations", scope))).toBe(true);
    expect(refreshesHints(keysForChangedEntity("guests", scope))).toBe(true);
  });

  it("given a new reservation, refreshes the hints (its guest's visit count changes)", () => {
    const notice = {
      reservationId: "res-1",
      customerName: "Anna Schmidt",
      restaurantName: "Trattoria Demo",
      date: "2026-05-14",
      time: "19:00",
      guests: 2,
      tableNames: [],
    };
    expect(refreshesHints(keysForMessage({ type: "new_reservation", data: notice }, scope))).toBe(true);
  });

  it("given another restaurant's hints or an unrelated change, leaves them", () => {
    expect(refreshesHints(keysForChangedEntity("menu", scope))).toBe(false);
    expect(refreshesHints(keysForChangedEntity("guests", { ...scope, restaurantId: "r-2" }))).toBe(false);
  });
});

describe("live invalidation of the enquiries (issue 20)", () => {
  it("given an enquiry change, refreshes this restaurant's enquiries and nothing else", () => {
    expect(keysForChangedEntity("enquiries", scope)).toEqual([["enquiries", "r-1"]]);
    expect(refreshesHints(keysForChangedEntity("enquiries", scope))).toBe(false);
  });
});

describe("live invalidation of the waitlist (issue 20)", () => {
  it("given a waitlist change, refreshes this restaurant's waitlist of every day and nothing else", () => {
    const keys = keysForChangedEntity("waitlist", scope);
    expect(keys).toEqual([["waitlist", "r-1"]]);
    expect(keys.some((key) => partialMatchKey(["waitlist", "r-1", "2026-05-20"], key))).toBe(true);
    expect(keys.some((key) => partialMatchKey(["waitlist", "r-2", "2026-05-20"], key))).toBe(false);
    expect(refreshesHints(keys)).toBe(false);
  });
});
