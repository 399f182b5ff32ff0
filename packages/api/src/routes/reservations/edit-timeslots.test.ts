import { beforeAll, describe, expect, it } from "vitest";
import { addTables, booking } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// One table for two: the booking at 19:00 would block 19:30 for itself in the day's slots; moving it must
// not be refused by its own stay.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 1000 } });
const { cast, as } = signedInCast(ctx);
let reservationId = "";

type Slots = { timeSlots: Array<{ time: string; available: boolean }> };
const free = (body: unknown) =>
  (body as Slots).timeSlots.filter((slot) => slot.available).map((slot) => slot.time);

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2]);
  const booked = await as.owner.post(
    `/api/reservation/${cast.restaurant.id}`,
    booking({ reservationDate: "2026-05-13", timeSlot: "19:00", autoApprove: true }),
  );
  reservationId = (booked.body.data as { _id: string })._id;
});

describe("GET /api/reservations/{id}/timeslots", () => {
  it("given the reservation holds the only table, offers the times around its own as free", async () => {
    const day = await as.owner.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-13/2`);
    expect(free(day.body)).not.toContain("19:30");
    const response = await as.subuser.get(
      `/api/reservations/${reservationId}/timeslots?date=2026-05-13&guests=2`,
    );
    expectAnswer(response, 200, {
      success: true,
      guests: 2,
      closed: false,
      date: { iso: "2026-05-13" },
    });
    expect(free(response.body)).toEqual(expect.arrayContaining(["18:30", "19:00", "19:30", "20:00"]));
    expect((await as.owner.put(`/api/reservations/${reservationId}`, { timeSlot: "19:30" })).status).toBe(
      200,
    );
  });

  it("given a closed day, says so; given a bad query, answers 400 in German", async () => {
    const closed = await as.owner.get(
      `/api/reservations/${reservationId}/timeslots?date=2026-05-18&guests=2`,
    );
    expect(closed.body).toMatchObject({ closed: true, timeSlots: [] });
    const bad = await as.owner.get(`/api/reservations/${reservationId}/timeslots?date=2026-05-13&guests=0`);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, message: expect.any(String) });
  });

  it("answers the restaurant's staff only", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200 },
      (client) => client.get(`/api/reservations/${reservationId}/timeslots?date=2026-05-13&guests=2`),
    );
  });
});
