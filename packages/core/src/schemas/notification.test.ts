import { describe, expect, it } from "vitest";
import {
  notificationCheckQuerySchema,
  notificationCheckResponseSchema,
  notificationMessageSchema,
} from "./notification.ts";

describe("notificationMessageSchema", () => {
  it("given a new_reservation with a single table name, reads a list", () => {
    const parsed = notificationMessageSchema.parse({
      type: "new_reservation",
      data: {
        customerName: "Weber",
        restaurantName: "Trattoria",
        date: "2026-05-01",
        time: "19:00",
        guests: 4,
        tableNames: "Tisch 3",
      },
    });
    expect(parsed.type === "new_reservation" && parsed.data.tableNames).toEqual(["Tisch 3"]);
  });
  it("given connected and keepalive without data, accepts them", () => {
    expect(notificationMessageSchema.parse({ type: "connected" }).type).toBe("connected");
    expect(notificationMessageSchema.parse({ type: "keepalive" }).type).toBe("keepalive");
  });
  it.each(["reservations", "orders", "tables", "menu", "config", "restaurant", "rooms", "specialHours"])(
    "given a change of %s, accepts it",
    (entity) => {
      expect(notificationMessageSchema.safeParse({ type: "changed", data: { entity } }).success).toBe(true);
    },
  );
  it("given a reservation change with the dates it touched, keeps them; a date that is none is refused", () => {
    const moved = { type: "changed", data: { entity: "reservations", dates: ["2026-11-28", "2026-12-03"] } };
    expect(notificationMessageSchema.parse(moved)).toEqual(moved);
    expect(
      notificationMessageSchema.safeParse({
        type: "changed",
        data: { entity: "reservations", dates: ["morgen"] },
      }).success,
    ).toBe(false);
  });
  it("given an unknown type or changed entity, refuses it", () => {
    expect(notificationMessageSchema.safeParse({ type: "hello" }).success).toBe(false);
    expect(notificationMessageSchema.safeParse({ type: "changed", data: { entity: "users" } }).success).toBe(
      false,
    );
  });
});

describe("notificationCheckQuerySchema", () => {
  it("given epoch milliseconds or an ISO instant, reads a Date", () => {
    expect(notificationCheckQuerySchema.parse({ since: "1767225600000" }).since?.toISOString()).toBe(
      "2026-01-01T00:00:00.000Z",
    );
    expect(notificationCheckQuerySchema.parse({ since: "2026-01-01T00:00:00Z" }).since?.getTime()).toBe(
      1767225600000,
    );
  });
  it("given text that is no time, refuses it", () => {
    expect(notificationCheckQuerySchema.safeParse({ since: "gestern" }).success).toBe(false);
  });
});

describe("notificationCheckResponseSchema", () => {
  it("given no list, reads an empty one", () => {
    expect(notificationCheckResponseSchema.parse({ success: true }).newReservations).toEqual([]);
  });
  it("given the server's time of the check, keeps it for the next since", () => {
    const answer = { success: true, newReservations: [], serverTime: "2026-05-12T10:00:00.000Z" };
    expect(notificationCheckResponseSchema.parse(answer).serverTime).toBe("2026-05-12T10:00:00.000Z");
  });
});
