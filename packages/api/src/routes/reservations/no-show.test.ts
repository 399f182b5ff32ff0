import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { reservations, reservationTables } from "../../db/schema/index.ts";
import { addTables, booking, queuedMails } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 1000 } });
const at = (iso: string) => ctx.clock.set(iso);
// Every test starts on 2026-05-13 at 18:00 in Berlin (16:00 UTC), before the cast signs in.
beforeEach(() => at("2026-05-13T16:00:00.000Z"));
const { cast, as } = signedInCast(ctx, "each");

/** A confirmed booking at 19:00 in Berlin (17:00 UTC) on the only table (two seats). */
async function confirmedAtSeven(): Promise<string> {
  const response = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking());
  if (response.status !== 201) throw new Error(response.text);
  const id = (response.body.data as { _id: string })._id;
  expect((await as.owner.put(`/api/reservations/${id}/status`, { status: "confirmed" })).status).toBe(200);
  return id;
}
const setStatus = (id: string, status: string, client = as.owner) =>
  client.put(`/api/reservations/${id}/status`, { status });
const statusOf = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0]?.status;
const released = async (id: string) =>
  (await ctx.db.select().from(reservationTables).where(eq(reservationTables.reservationId, id))).map(
    (row) => row.released,
  );

beforeEach(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2]);
});

describe("PUT /api/reservations/{id}/status with no_show", () => {
  it("given 14 minutes after the start, refuses with 409 and a German reason; nothing changes", async () => {
    const id = await confirmedAtSeven();
    at("2026-05-13T17:14:00.000Z");
    const response = await setStatus(id, "no_show");
    expectAnswer(response, 409, {
      success: false,
      code: "status_change_not_allowed",
      message: "„Nicht erschienen“ kann erst 15 Minuten nach Beginn der Reservierung gesetzt werden.",
    });
    expect(await statusOf(id)).toBe("confirmed");
    expect(await released(id)).toEqual([false]);
  });

  it("given 15 minutes after the start, marks it, frees the table for the rest of the slot and records it", async () => {
    const id = await confirmedAtSeven();
    const mailsBefore = (await queuedMails(ctx.db)).length;
    at("2026-05-13T17:15:00.000Z");
    // The only table is taken at 20:00 while the guest is expected.
    const late = booking({ customerEmail: "spaet@beispiel.de", timeSlot: "20:00" });
    expect((await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, late)).status).toBe(409);
    const response = await setStatus(id, "no_show", as.subuser);
    expectAnswer(response, 200, {
      success: true,
      message: "Die Reservierung wurde als „Nicht erschienen“ markiert.",
      data: { _id: id, status: "no_show" },
    });
    expect(await released(id)).toEqual([true]);
    expect((await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, late)).status).toBe(201);
    const events = await as.owner.get(`/api/reservations/${id}/events`);
    expect((events.body.data as Array<{ type: string; actorName: string }>).at(-1)).toMatchObject({
      type: "no_show",
      actorName: "kellner",
    });
    // No mail to the guest about it.
    const mails = await queuedMails(ctx.db);
    expect(mails.slice(mailsBefore).filter((m) => m.to === "erika@beispiel.de")).toEqual([]);
  });

  it("given an undo the same day, confirms it again and takes the table back, without a mail", async () => {
    const id = await confirmedAtSeven();
    at("2026-05-13T17:30:00.000Z");
    expect((await setStatus(id, "no_show")).status).toBe(200);
    const mailsBefore = (await queuedMails(ctx.db)).length;
    // 23:59 in Berlin is still the reservation's day.
    at("2026-05-13T21:59:00.000Z");
    const response = await setStatus(id, "confirmed");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      message: "„Nicht erschienen“ wurde zurückgenommen. Die Reservierung ist wieder bestätigt.",
      data: { status: "confirmed" },
    });
    expect(await released(id)).toEqual([false]);
    expect((await queuedMails(ctx.db)).length).toBe(mailsBefore);
  });

  it("given the next day, refuses the undo", async () => {
    const id = await confirmedAtSeven();
    at("2026-05-13T17:30:00.000Z");
    expect((await setStatus(id, "no_show")).status).toBe(200);
    at("2026-05-13T22:00:00.000Z");
    const response = await setStatus(id, "confirmed");
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("„Nicht erschienen“ kann nur am selben Tag zurückgenommen werden.");
    expect(await statusOf(id)).toBe("no_show");
  });

  it("given yesterday's reservation marked this morning, allows the undo today and refuses it tomorrow", async () => {
    const late = await confirmedAtSeven();
    // The next morning at 09:00 in Berlin: staff catch up on the evening.
    at("2026-05-14T07:00:00.000Z");
    expect((await setStatus(late, "no_show")).status).toBe(200);
    at("2026-05-14T21:59:00.000Z");
    expect((await setStatus(late, "confirmed")).status).toBe(200);
    expect(await statusOf(late)).toBe("confirmed");
    expect((await setStatus(late, "no_show")).status).toBe(200);
    at("2026-05-14T22:00:00.000Z");
    expect((await setStatus(late, "confirmed")).status).toBe(409);
    expect(await statusOf(late)).toBe("no_show");
  });

  it("given the freed table was booked meanwhile, refuses the undo with 409 and keeps the no-show", async () => {
    const id = await confirmedAtSeven();
    at("2026-05-13T17:15:00.000Z");
    expect((await setStatus(id, "no_show")).status).toBe(200);
    const late = booking({ customerEmail: "spaet@beispiel.de", timeSlot: "20:00" });
    expect((await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, late)).status).toBe(201);
    const response = await setStatus(id, "confirmed");
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: "slot_taken",
      message:
        "Der Tisch ist inzwischen anderweitig vergeben. „Nicht erschienen“ kann nicht zurückgenommen werden.",
    });
    expect(await statusOf(id)).toBe("no_show");
    expect(await released(id)).toEqual([true]);
  });

  it("given a pending or cancelled reservation, refuses no_show; a no-show cannot be cancelled", async () => {
    const lunch = booking({
      customerEmail: "mittag@beispiel.de",
      timeSlot: "12:00",
      reservationDate: "2026-05-14",
    });
    const pending = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, lunch);
    const id = (pending.body.data as { _id: string })._id;
    at("2026-05-14T12:00:00.000Z");
    expect((await setStatus(id, "no_show")).status).toBe(409);
    at("2026-05-13T16:00:00.000Z");
    const confirmed = await confirmedAtSeven();
    at("2026-05-13T18:00:00.000Z");
    expect((await setStatus(confirmed, "no_show")).status).toBe(200);
    const cancel = await setStatus(confirmed, "cancelled");
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(
      "Der Status kann nicht von „Nicht erschienen“ zu „Storniert“ geändert werden.",
    );
  });

  it("refuses customers, other restaurants' staff and anonymous; owner, sub-user and admin may", async () => {
    const id = await confirmedAtSeven();
    at("2026-05-13T18:00:00.000Z");
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (client) =>
      setStatus(id, "no_show", client),
    );
    expect(await statusOf(id)).toBe("confirmed");
    expect((await setStatus(id, "no_show", as.admin)).status).toBe(200);
  });
});
