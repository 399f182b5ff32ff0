import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { reservations, reservationTables } from "../../db/schema/index.ts";
import { addTables, booking, manageTokenFor, queuedMails } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 1000 } });
const at = (iso: string) => ctx.clock.set(iso);
// Every test starts on 2026-05-13 at 18:00 in Berlin (16:00 UTC), before the cast signs in.
beforeEach(() => at("2026-05-13T16:00:00.000Z"));
const { cast, as } = signedInCast(ctx, "each");

beforeEach(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2]);
});

/** A booking at 19:00 in Berlin (17:00 to 18:30 UTC: 90 minutes for two) on the only table (two seats), pending. */
async function bookAtSeven(overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking(overrides));
  if (response.status !== 201) throw new Error(response.text);
  return (response.body.data as { _id: string })._id;
}
async function confirmedAtSeven(): Promise<string> {
  const id = await bookAtSeven();
  expect((await setStatus(id, "confirmed")).status).toBe(200);
  return id;
}
const setStatus = (id: string, status: string, client = as.owner) =>
  client.put(`/api/reservations/${id}/status`, { status });
const rowOf = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0];
const tablesOf = async (id: string) =>
  (await ctx.db.select().from(reservationTables).where(eq(reservationTables.reservationId, id))).map(
    (row) => ({ endsAt: row.endsAt.toISOString(), released: row.released }),
  );
const eventTypes = async (id: string) =>
  ((await as.owner.get(`/api/reservations/${id}/events`)).body.data as Array<{ type: string }>).map(
    (event) => event.type,
  );
const guestMails = async () => (await queuedMails(ctx.db)).filter((m) => m.to === "erika@beispiel.de");
const other = (timeSlot: string) => booking({ customerEmail: "anna@beispiel.de", timeSlot });

describe("PUT /api/reservations/{id}/status through the visit", () => {
  it("given arrived, seated and completed, stamps each step, records it, mails nobody and frees the table from the completion", async () => {
    const id = await confirmedAtSeven();
    const mailsBefore = (await guestMails()).length;
    at("2026-05-13T16:55:00.000Z");
    const arrived = await setStatus(id, "arrived", as.subuser);
    expectAnswer(arrived, 200, {
      success: true,
      message: "Der Gast ist angekommen.",
      data: { status: "arrived", arrivedAt: "2026-05-13T16:55:00.000Z", seatedAt: null },
    });
    at("2026-05-13T17:00:00.000Z");
    expect((await setStatus(id, "seated")).body).toMatchObject({
      message: "Der Gast ist platziert.",
      data: { status: "seated", arrivedAt: "2026-05-13T16:55:00.000Z", seatedAt: "2026-05-13T17:00:00.000Z" },
    });
    // The only table is taken until 20:30; at 20:00 nobody else gets it.
    expect((await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, other("20:00"))).status).toBe(
      409,
    );
    at("2026-05-13T17:20:00.000Z");
    const completed = await setStatus(id, "completed");
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      message: "Der Besuch ist abgeschlossen. Der Tisch ist wieder frei.",
      data: { status: "completed", completedAt: "2026-05-13T17:20:00.000Z" },
    });
    // The table's row stays (which table the guest had) and ends at the completion.
    expect(await tablesOf(id)).toEqual([{ endsAt: "2026-05-13T17:20:00.000Z", released: false }]);
    const after = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, other("20:00"));
    expect(after.status, after.text).toBe(201);
    expect(await eventTypes(id)).toEqual(["created", "confirmed", "arrived", "seated", "completed"]);
    expect((await guestMails()).length).toBe(mailsBefore);
  });

  it("given a guest seated early and gone before the booked start, releases the table for the whole window", async () => {
    const id = await confirmedAtSeven();
    expect((await setStatus(id, "seated")).status).toBe(200);
    at("2026-05-13T16:20:00.000Z");
    expect((await setStatus(id, "completed")).status).toBe(200);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "completed", arrivedAt: row?.seatedAt });
    expect(await tablesOf(id)).toEqual([{ endsAt: "2026-05-13T18:30:00.000Z", released: true }]);
    expect((await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, other("19:00"))).status).toBe(
      201,
    );
  });

  it("given a pending reservation whose guest is at the door, seats it straight away without a mail", async () => {
    const id = await bookAtSeven();
    const mailsBefore = (await guestMails()).length;
    const response = await setStatus(id, "seated");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: { status: "seated", arrivedAt: "2026-05-13T16:00:00.000Z", seatedAt: "2026-05-13T16:00:00.000Z" },
    });
    expect((await guestMails()).length).toBe(mailsBefore);
  });

  it("given a step the rule does not allow, answers 409 in German and changes nothing", async () => {
    const pending = await bookAtSeven();
    const refused = await setStatus(pending, "completed");
    expectAnswer(refused, 409, {
      success: false,
      code: "status_change_not_allowed",
      message: "Der Status kann nicht von „Ausstehend“ zu „Abgeschlossen“ geändert werden.",
    });
    expect(await rowOf(pending)).toMatchObject({ status: "pending", completedAt: null });
    expect((await setStatus(pending, "seated")).status).toBe(200);
    const cancel = await setStatus(pending, "cancelled");
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe("Der Status kann nicht von „Platziert“ zu „Storniert“ geändert werden.");
    expect((await setStatus(pending, "no_show")).status).toBe(409);
    expect(await rowOf(pending)).toMatchObject({ status: "seated" });
    expect(await tablesOf(pending)).toEqual([{ endsAt: "2026-05-13T18:30:00.000Z", released: false }]);
  });

  it("given tomorrow's reservation, refuses to mark its guest arrived", async () => {
    const id = await bookAtSeven({ reservationDate: "2026-05-14" });
    expect((await setStatus(id, "confirmed")).status).toBe(200);
    const response = await setStatus(id, "arrived");
    expect(response.status).toBe(409);
    expect(response.body.message).toBe("Das ist erst am Tag der Reservierung möglich.");
    expect(await rowOf(id)).toMatchObject({ status: "confirmed", arrivedAt: null });
  });

  it("given an undo of each step, goes one step back, clears that stamp and records it", async () => {
    const id = await confirmedAtSeven();
    expect((await setStatus(id, "arrived")).status).toBe(200);
    at("2026-05-13T16:05:00.000Z");
    expect((await setStatus(id, "seated")).status).toBe(200);
    at("2026-05-13T16:10:00.000Z");
    const back = await setStatus(id, "arrived");
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({
      message: "Der letzte Schritt wurde zurückgenommen.",
      data: { status: "arrived", seatedAt: null, arrivedAt: "2026-05-13T16:00:00.000Z" },
    });
    at("2026-05-13T16:15:00.000Z");
    expect((await setStatus(id, "confirmed")).body).toMatchObject({
      message: "Der letzte Schritt wurde zurückgenommen.",
      data: { status: "confirmed", arrivedAt: null },
    });
    expect((await eventTypes(id)).slice(-2)).toEqual(["arrived", "confirmed"]);
  });

  it("given a completion undone the same day, seats the guest again and takes the table back for the window", async () => {
    const id = await confirmedAtSeven();
    at("2026-05-13T17:00:00.000Z");
    expect((await setStatus(id, "seated")).status).toBe(200);
    at("2026-05-13T17:20:00.000Z");
    expect((await setStatus(id, "completed")).status).toBe(200);
    const undo = await setStatus(id, "seated");
    expect(undo.status).toBe(200);
    expect(undo.body.data).toMatchObject({
      status: "seated",
      completedAt: null,
      seatedAt: "2026-05-13T17:00:00.000Z",
    });
    expect(await tablesOf(id)).toEqual([{ endsAt: "2026-05-13T18:30:00.000Z", released: false }]);
    expect((await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, other("20:00"))).status).toBe(
      409,
    );
  });

  it("given the freed table booked meanwhile, refuses the completion's undo with 409 and stays completed", async () => {
    const id = await confirmedAtSeven();
    expect((await setStatus(id, "seated")).status).toBe(200);
    at("2026-05-13T17:20:00.000Z");
    expect((await setStatus(id, "completed")).status).toBe(200);
    expect((await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, other("20:00"))).status).toBe(
      201,
    );
    const undo = await setStatus(id, "seated");
    expect(undo.status).toBe(409);
    expect(undo.body).toMatchObject({
      code: "slot_taken",
      message:
        "Der Tisch ist inzwischen anderweitig vergeben. Der Abschluss kann nicht zurückgenommen werden.",
    });
    expect(await rowOf(id)).toMatchObject({ status: "completed" });
    expect(await tablesOf(id)).toEqual([{ endsAt: "2026-05-13T17:20:00.000Z", released: false }]);
  });

  it("given the next day, refuses the completion's undo", async () => {
    const id = await confirmedAtSeven();
    expect((await setStatus(id, "seated")).status).toBe(200);
    at("2026-05-13T18:00:00.000Z");
    expect((await setStatus(id, "completed")).status).toBe(200);
    at("2026-05-13T22:00:00.000Z");
    const undo = await setStatus(id, "seated");
    expect(undo.status).toBe(409);
    expect(undo.body.message).toBe("Ein Abschluss kann nur am selben Tag zurückgenommen werden.");
  });

  it("given a guest who arrived early, their link no longer offers cancelling and refuses it", async () => {
    await confirmedAtSeven();
    const { id, token } = await manageTokenFor(ctx.db, "erika@beispiel.de");
    expect((await setStatus(id, "arrived")).status).toBe(200);
    const view = await as.anonymous.get(`/api/reservations/${id}/guest?token=${token}`);
    expect(view.body.data).toMatchObject({ status: "arrived", canCancel: false });
    expect((await as.anonymous.post(`/api/reservations/${id}/guest-cancel`, { token })).status).toBe(409);
    expect(await rowOf(id)).toMatchObject({ status: "arrived" });
  });

  it("refuses customers and other restaurants' staff; nothing changes", async () => {
    const id = await confirmedAtSeven();
    expect((await setStatus(id, "arrived", as.customer)).status).toBe(403);
    expect((await setStatus(id, "arrived", as.otherOwner)).status).toBe(403);
    expect((await setStatus(id, "arrived", as.anonymous)).status).toBe(401);
    expect(await rowOf(id)).toMatchObject({ status: "confirmed", arrivedAt: null });
  });
});
