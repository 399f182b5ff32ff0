import { partialMatchKey, QueryClient } from "@tanstack/react-query";
import type { NotificationMessage } from "@tischservice/core";
import { describe, expect, it } from "vitest";
import { queryKeys } from "../../../api/query-keys.ts";
import {
  datesTouched,
  invalidationsForMessage,
  keysForChangedEntity,
  keysForMessage,
} from "./invalidation.ts";

const scope = { restaurantId: "r-1", ownerId: "u-owner", userId: "u-owner" };
const hintsKey = queryKeys.guestHints("r-1", "2026-05-14", "2026-05-14");

/** Whether invalidating `keys` reaches the cards' guest hints (prefix match, as invalidateQueries does). */
const refreshesHints = (keys: readonly (readonly unknown[])[]) =>
  keys.some((queryKey) => partialMatchKey(hintsKey, queryKey));

describe("live invalidation of the cards' guest hints", () => {
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

describe("live invalidation of the enquiries", () => {
  it("given an enquiry change, refreshes this restaurant's enquiries and nothing else", () => {
    expect(keysForChangedEntity("enquiries", scope)).toEqual([["enquiries", "r-1"]]);
    expect(refreshesHints(keysForChangedEntity("enquiries", scope))).toBe(false);
  });
});

describe("live invalidation of the waitlist", () => {
  it("given a waitlist change, refreshes this restaurant's waitlist of every day and nothing else", () => {
    const keys = keysForChangedEntity("waitlist", scope);
    expect(keys).toEqual([["waitlist", "r-1"]]);
    expect(keys.some((key) => partialMatchKey(["waitlist", "r-1", "2026-05-20"], key))).toBe(true);
    expect(keys.some((key) => partialMatchKey(["waitlist", "r-2", "2026-05-20"], key))).toBe(false);
    expect(refreshesHints(keys)).toBe(false);
  });
});

describe("live invalidation by date: only the loaded ranges that show a touched day", () => {
  /** A cache holding what the screens load; answers which of them a message marks for reloading. */
  async function reloadedBy(message: NotificationMessage): Promise<string[]> {
    const queryClient = new QueryClient();
    const loaded: Array<readonly unknown[]> = [
      queryKeys.reservationRange("r-1", "2026-05-14", "2026-05-14"), // home: today
      queryKeys.reservationRange("r-1", "2026-04-26", "2026-06-06"), // calendar: May's 42 days
      queryKeys.reservationRange("r-1", "2026-06-28", "2026-08-08"), // calendar: July
      queryKeys.reservationRange("r-2", "2026-05-14", "2026-05-14"), // another restaurant
      queryKeys.reservationPages("r-1", { status: "all" }),
      queryKeys.reservationCounters("r-1", "2026-05-14", ""),
      queryKeys.reservation("r-1", "res-7"),
      queryKeys.reservationEvents("r-1", "res-7"),
      ["statistics", "r-1", "month"],
      queryKeys.guestHints("r-1", "2026-05-14", "2026-05-14"),
      queryKeys.onboarding("r-1"),
      queryKeys.timeSlots("r-1", "2026-05-20", 2),
      queryKeys.timeSlots("r-1", "2026-05-21", 4), // the day after: a late table may reach past midnight
      queryKeys.timeSlots("r-1", "2026-06-10", 2), // another day's open dialog
      queryKeys.menu("r-1"),
    ];
    for (const key of loaded) queryClient.setQueryData(key, []);
    for (const filters of invalidationsForMessage(message, scope))
      await queryClient.invalidateQueries(filters, { cancelRefetch: false });
    const label = (key: readonly unknown[]) =>
      key.map((part) => (typeof part === "string" ? part : JSON.stringify(part))).join("/");
    return loaded.filter((key) => queryClient.getQueryState(key)?.isInvalidated).map(label);
  }

  const notByDate = [
    'reservations/r-1/page/{"status":"all"}',
    "reservations/r-1/page/counters/2026-05-14/",
    "reservations/r-1/detail/res-7",
    "reservations/r-1/events/res-7",
  ];

  it("given a reservation change on 20 May, reloads May's calendar, not today's home or July, and what does not go by date", async () => {
    const reloaded = await reloadedBy({
      type: "changed",
      data: { entity: "reservations", id: "res-7", action: "updated", dates: ["2026-05-20"] },
    });
    expect(reloaded).toEqual([
      "reservations/r-1/range/2026-04-26/2026-06-06",
      ...notByDate,
      "statistics/r-1/month",
      "guests/r-1/hints/2026-05-14/2026-05-14",
      "onboarding/r-1",
      "time-slots/r-1/2026-05-20/2",
      "time-slots/r-1/2026-05-21/4",
    ]);
  });

  it("given a reservation moved from today into July, reloads both days' ranges but not another restaurant's", async () => {
    const reloaded = await reloadedBy({
      type: "changed",
      data: { entity: "reservations", dates: ["2026-05-14", "2026-07-03"] },
    });
    expect(reloaded.filter((key) => key.includes("/range/"))).toEqual([
      "reservations/r-1/range/2026-05-14/2026-05-14",
      "reservations/r-1/range/2026-04-26/2026-06-06",
      "reservations/r-1/range/2026-06-28/2026-08-08",
    ]);
  });

  it("given a change that names no dates (an older server, an erasure), reloads every loaded range and day's slots as before", async () => {
    for (const dates of [undefined, []]) {
      const reloaded = await reloadedBy({
        type: "changed",
        data: { entity: "reservations", ...(dates ? { dates } : {}) },
      });
      expect(reloaded.filter((key) => key.includes("/range/") || key.startsWith("time-slots/"))).toEqual([
        "reservations/r-1/range/2026-05-14/2026-05-14",
        "reservations/r-1/range/2026-04-26/2026-06-06",
        "reservations/r-1/range/2026-06-28/2026-08-08",
        "time-slots/r-1/2026-05-20/2",
        "time-slots/r-1/2026-05-21/4",
        "time-slots/r-1/2026-06-10/2",
      ]);
    }
  });

  it("given a new reservation for 1 July, reloads July's calendar and the list's pages, not home's today", async () => {
    const reloaded = await reloadedBy({
      type: "new_reservation",
      data: {
        reservationId: "res-9",
        customerName: "Anna Schmidt",
        restaurantName: "Trattoria Demo",
        date: "2026-07-01",
        time: "19:00",
        guests: 2,
        tableNames: [],
      },
    });
    expect(reloaded.filter((key) => key.startsWith("reservations/"))).toEqual([
      "reservations/r-1/range/2026-06-28/2026-08-08",
      ...notByDate,
    ]);
  });

  it("given another entity's change, touches no reservation range", async () => {
    const reloaded = await reloadedBy({ type: "changed", data: { entity: "menu", dates: ["2026-05-14"] } });
    expect(reloaded).toEqual(["menu/r-1"]);
  });

  it("names the dates a message touches, or null when it names none", () => {
    expect(
      datesTouched({ type: "changed", data: { entity: "reservations", dates: ["2026-05-20"] } }),
    ).toEqual(["2026-05-20"]);
    expect(datesTouched({ type: "changed", data: { entity: "reservations" } })).toBeNull();
    expect(datesTouched({ type: "changed", data: { entity: "tables", dates: ["2026-05-20"] } })).toBeNull();
    expect(datesTouched({ type: "keepalive" })).toBeNull();
  });
});
