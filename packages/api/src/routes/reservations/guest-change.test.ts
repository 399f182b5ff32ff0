import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { reservations, reservationTables, restaurants } from "../../db/schema/index.ts";
import { addTables, booking, manageTokenFor, queuedMails } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The clock stands at Tuesday 2026-05-12 12:00 in Berlin; Wednesday 2026-05-13 is open for dinner until
// 22:00 (stays of 120 minutes: the last dinner slot is 20:00). The change cut-off is 2 hours by default.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx);
/** Table id by its number: "1" and "2" seat 2, "3" seats 4. */
const table: Record<string, string> = {};

beforeAll(async () => {
  for (const row of await addTables(ctx.db, cast.restaurant.id, [2, 2, 4])) table[row.tableNumber] = row.id;
  await ctx.db
    .update(restaurants)
    .set({ phone: "030 1234567" })
    .where(eq(restaurants.id, cast.restaurant.id));
});

const configPath = () => `/api/restaurants/${cast.restaurant.id}/config`;
afterEach(async () => {
  const reset = await as.owner.put(configPath(), { changeCutoffHours: 2, pacing: null });
  expect(reset.status).toBe(200);
  ctx.clock.set("2026-05-12T10:00:00.000Z");
});

type Dto = { _id: string; timeSlot: string; numberOfGuests: number; tableNumbers: string[]; status: string };

/** A guest's own booking through the widget, and the link's token from its mail. */
async function guestBooking(email: string, overrides: Record<string, unknown> = {}) {
  const response = await as.anonymous.post(
    `/api/reservation/${cast.restaurant.id}`,
    booking({ customerEmail: email, ...overrides }),
  );
  expect(response.status).toBe(201);
  return manageTokenFor(ctx.db, email);
}

const change = (id: string, token: string, body: unknown) =>
  as.anonymous.post(`/api/reservations/${id}/guest-change?token=${token}`, body);

async function stored(id: string) {
  const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
  const held = await ctx.db
    .select({ tableId: reservationTables.tableId })
    .from(reservationTables)
    .where(eq(reservationTables.reservationId, id));
  return { row, tableIds: held.map((h) => h.tableId) };
}

describe("POST /api/reservations/{id}/guest-change", () => {
  it("given the mail's link, moves 19:00 to 20:00: the history says the guest changed it and a new confirmation with a calendar file goes out", async () => {
    const { id, token } = await guestBooking("wechsel@beispiel.de");
    const view = await as.anonymous.get(`/api/reservations/${id}/guest?token=${token}`);
    expect(view.body.data).toMatchObject({ canChange: true, changeCutoffHours: 2 });
    const response = await change(id, token, {
      reservationDate: "2026-05-13",
      timeSlot: "20:00",
      numberOfGuests: 2,
    });
    expectAnswer(response, 200, {
      success: true,
      message: "Ihre Reservierung wurde geändert. Sie erhalten eine neue Bestätigung per E-Mail.",
      data: { timeSlot: "20:00", numberOfGuests: 2 },
    });
    expect((await stored(id)).row?.startsAt).toEqual(new Date("2026-05-13T18:00:00.000Z"));
    const history = await as.owner.get(`/api/reservations/${id}/events`);
    expect((history.body.data as Array<{ type: string }>).at(-1)).toMatchObject({
      type: "changed",
      actor: "guest",
      changes: [{ field: "timeSlot", from: "19:00", to: "20:00" }],
    });
    const mail = (await queuedMails(ctx.db)).filter(
      (m) => m.to === "wechsel@beispiel.de" && /geändert/.test(m.subject),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.attachments?.[0]?.content).toContain("DTSTART:20260513T180000Z");
  });

  it("given the link, lists the day's times for a change with its own table free; without the token nothing", async () => {
    // The other two tables are booked at 19:00: only the guest's own table is left for 2 then.
    const { id, token } = await guestBooking("zeiten@beispiel.de", { reservationDate: "2026-05-15" });
    for (const [email, guests] of [
      ["nachbar@beispiel.de", 2],
      ["familie@beispiel.de", 4],
    ] as const) {
      const other = await as.owner.post(
        `/api/reservation/${cast.restaurant.id}`,
        booking({
          customerEmail: email,
          numberOfGuests: guests,
          reservationDate: "2026-05-15",
          autoApprove: true,
        }),
      );
      expect(other.status).toBe(201);
    }
    const path = `/api/reservations/${id}/guest-timeslots?date=2026-05-15&guests=2`;
    const answer = await as.anonymous.get(`${path}&token=${token}`);
    expect(answer.status).toBe(200);
    const slots = answer.body.timeSlots as Array<{ time: string; available: boolean }>;
    expect(slots.find((slot) => slot.time === "19:00")?.available).toBe(true);
    const publicView = await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-15/2`);
    const seen = publicView.body.timeSlots as Array<{ time: string; available: boolean }>;
    expect(seen.find((slot) => slot.time === "19:00")?.available).toBe(false);
    expect((await as.anonymous.get(path)).status).toBe(400);
    expect((await as.anonymous.get(`${path}&token=${"x".repeat(43)}`)).status).toBe(404);
  });

  it("given a larger party, takes a table that seats it and frees the old one in the same step", async () => {
    const { id, token } = await guestBooking("groesser@beispiel.de", { timeSlot: "18:00" });
    const before = await stored(id);
    const response = await change(id, token, {
      reservationDate: "2026-05-13",
      timeSlot: "18:00",
      numberOfGuests: 4,
    });
    expect(response.status).toBe(200);
    expect((response.body.data as Dto).tableNumbers).toEqual(["3"]);
    const after = await stored(id);
    expect(after.tableIds).toEqual([table["3"]]);
    expect(after.tableIds).not.toEqual(before.tableIds);
  });

  it("given a time that is taken, answers 409 and keeps the booking and its table as they were", async () => {
    const { id, token } = await guestBooking("voll@beispiel.de", { timeSlot: "17:30" });
    const before = await stored(id);
    for (const email of ["a@voll.de", "b@voll.de", "c@voll.de"]) {
      await as.owner.post(
        `/api/reservation/${cast.restaurant.id}`,
        booking({ customerEmail: email, timeSlot: "20:00", autoApprove: true }),
      );
    }
    const refused = await change(id, token, {
      reservationDate: "2026-05-13",
      timeSlot: "20:00",
      numberOfGuests: 2,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("slot_taken");
    const after = await stored(id);
    expect(after.row?.timeSlot).toBe("17:30");
    expect(after.tableIds).toEqual(before.tableIds);
  });

  it("given the restaurant's cut-off, refuses a change closer to the start with its phone; the guest's page says it cannot change", async () => {
    const { id, token } = await guestBooking("knapp@beispiel.de", { timeSlot: "12:00" });
    // 13.05. 12:00 starts in 24 hours: a cut-off of 48 hours has passed.
    expect((await as.owner.put(configPath(), { changeCutoffHours: 48 })).status).toBe(200);
    const refused = await change(id, token, {
      reservationDate: "2026-05-13",
      timeSlot: "12:30",
      numberOfGuests: 2,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: "change_cutoff",
      message:
        "Änderungen sind online bis 48 Stunden vor Beginn möglich. Bitte rufen Sie uns an: 030 1234567",
    });
    const view = await as.anonymous.get(`/api/reservations/${id}/guest?token=${token}`);
    expect(view.body.data).toMatchObject({ canChange: false, changeCutoffHours: 48 });
    expect((await stored(id)).row?.timeSlot).toBe("12:00");
  });

  it("given pacing, refuses a window that is full but does not count the booking against itself", async () => {
    const { id, token } = await guestBooking("takt@beispiel.de", {
      reservationDate: "2026-05-14",
      timeSlot: "12:30",
    });
    const saved = await as.owner.put(configPath(), {
      pacing: { windowMinutes: 60, maxGuests: 2, maxBookings: null },
    });
    expect(saved.status).toBe(200);
    // Within its own hour (12:00–13:00) the booking only moves: its 2 guests are not counted twice.
    const sameHour = await change(id, token, {
      reservationDate: "2026-05-14",
      timeSlot: "12:00",
      numberOfGuests: 2,
    });
    expect(sameHour.status).toBe(200);
    await as.owner.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({
        customerEmail: "stamm@beispiel.de",
        reservationDate: "2026-05-14",
        timeSlot: "13:00",
        autoApprove: true,
      }),
    );
    const full = await change(id, token, {
      reservationDate: "2026-05-14",
      timeSlot: "13:00",
      numberOfGuests: 2,
    });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe("pacing_full");
    expect((await stored(id)).row?.timeSlot).toBe("12:00");
  });

  it("given bad input, a wrong token, a party for the enquiry or a cancelled booking, answers in German and changes nothing", async () => {
    const { id, token } = await guestBooking("falsch@beispiel.de", { timeSlot: "11:30" });
    const badTime = await change(id, token, {
      reservationDate: "2026-05-13",
      timeSlot: "25:00",
      numberOfGuests: 2,
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body.message).toMatch(/Uhrzeit/);
    const extra = await change(id, token, {
      reservationDate: "2026-05-13",
      timeSlot: "11:30",
      numberOfGuests: 2,
      customerName: "Jemand anders",
    });
    expect(extra.status).toBe(400);
    const wrongToken = await change(id, "x".repeat(43), {
      reservationDate: "2026-05-13",
      timeSlot: "12:00",
      numberOfGuests: 2,
    });
    expect(wrongToken.status).toBe(404);
    const large = await change(id, token, {
      reservationDate: "2026-05-13",
      timeSlot: "11:30",
      numberOfGuests: 20,
    });
    expect(large.status).toBe(409);
    expect(large.body.code).toBe("enquiry_required");
    expect((await stored(id)).row).toMatchObject({ timeSlot: "11:30", numberOfGuests: 2 });
    expect((await as.anonymous.post(`/api/reservations/${id}/guest-cancel`, { token })).status).toBe(200);
    const cancelled = await change(id, token, {
      reservationDate: "2026-05-13",
      timeSlot: "12:00",
      numberOfGuests: 2,
    });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body).toMatchObject({
      code: "reservation_not_editable",
      message: "Diese Reservierung kann nicht mehr geändert werden.",
    });
  });
});
