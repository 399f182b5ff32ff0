import { describe, expect, it } from "vitest";
import { reservationEventListResponseSchema, reservationEventSchema } from "./reservation-event.ts";

describe("reservationEventSchema", () => {
  it("reads an entry with and without the actor's name", () => {
    const entry = {
      _id: "e-1",
      reservationId: "r-1",
      type: "confirmed",
      actor: "staff",
      actorName: "Service",
      at: "2026-05-14T10:00:00.000Z",
    };
    expect(reservationEventSchema.parse(entry)).toEqual({ ...entry, changes: null });
    const { actorName: _, ...withoutName } = entry;
    expect(reservationEventSchema.parse(withoutName).actorName).toBeNull();
  });

  it("reads an edit's entry with what it changed", () => {
    const entry = reservationEventSchema.parse({
      _id: "e-2",
      reservationId: "r-1",
      type: "changed",
      actor: "staff",
      at: "2026-05-14T10:00:00.000Z",
      changes: [{ field: "timeSlot", from: "19:00", to: "20:00" }],
    });
    expect(entry.changes).toEqual([{ field: "timeSlot", from: "19:00", to: "20:00" }]);
  });

  it("refuses an unknown type or actor", () => {
    const base = {
      _id: "e",
      reservationId: "r",
      type: "created",
      actor: "guest",
      at: "2026-05-14T10:00:00Z",
    };
    expect(reservationEventSchema.safeParse({ ...base, type: "declined" }).success).toBe(false);
    expect(reservationEventSchema.safeParse({ ...base, actor: "robot" }).success).toBe(false);
  });

  it("reads the list envelope", () => {
    const answer = reservationEventListResponseSchema.parse({ success: true, data: [] });
    expect(answer).toEqual({ success: true, data: [] });
  });
});
