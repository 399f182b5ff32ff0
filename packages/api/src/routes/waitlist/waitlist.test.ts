import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findRestaurant } from "../../auth/access.ts";
import { reservations, reservationTables, waitlistEntries, waitlistOffers } from "../../db/schema/index.ts";
import { acceptEnquiry, addTables, queuedMails, takeTablesAllDay } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { watchRestaurantChanges } from "../../test/restaurant-changes.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";
import { matchWaitlist } from "../../waitlist/match.ts";
import { runWaitlistJob } from "../../waitlist/waitlist-job.ts";

// The waitlist. Tables "1" and "2" (2 seats each); the fixture restaurant (Europe/Berlin, summer
// time) is open Wednesday 17:30-22:00 in the evening; the clock stands at Tuesday 12 May 2026, 12:00.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx);
const join = () => `/api/waitlist/${cast.restaurant.id}`;
let tableIds: string[] = [];

const request = (overrides: Record<string, unknown> = {}) => ({
  customerName: "Erika Warte",
  customerEmail: "erika@beispiel.de",
  customerPhone: "+49 30 555",
  numberOfGuests: 2,
  date: "2026-05-13",
  from: "18:00",
  to: "19:00",
  ...overrides,
});

/** Both tables booked the whole day (11:00-22:00 local); the reservations' ids by table. */
const fillDay = (date: string) => takeTablesAllDay(ctx.db, cast.restaurant.id, tableIds, date);

/** Joins as a guest (201) and answers the entry's id and the receipt's link token. */
async function joinAs(overrides: Record<string, unknown> = {}) {
  const body = request(overrides);
  const response = await as.anonymous.post(join(), body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  const id = (response.body.data as { _id: string })._id;
  return { id, token: await linkToken(body.customerEmail, id) };
}

/** The token of the newest mail's link to the entry. */
async function linkToken(to: string, id: string): Promise<string> {
  const mail = (await queuedMails(ctx.db))
    .filter((m) => m.to === to && m.text.includes(`/app/waitlist/${id}`))
    .at(-1);
  const token = mail?.text.match(new RegExp(`/app/waitlist/${id}\\?token=([A-Za-z0-9_-]+)`))?.[1];
  if (!token) throw new Error(`no waitlist mail to ${to}`);
  return token;
}

async function entryRow(id: string) {
  const [row] = await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row;
}

async function openOffers(date: string) {
  return ctx.db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.date, date), eq(waitlistOffers.status, "open")));
}

const cancel = (reservationId: string) =>
  as.owner.put(`/api/reservations/${reservationId}/status`, { status: "cancelled" });

beforeAll(async () => {
  tableIds = (await addTables(ctx.db, cast.restaurant.id, [2, 2])).map((table) => table.id);
});

beforeEach(async () => {
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await ctx.rateLimiter.clear();
});

describe("POST /api/restaurants/{restaurantId}/waitlist", () => {
  it("given a full day, puts the party on the waitlist as the older path does, with the widget's CORS", async () => {
    // A Wednesday no other test uses: the entry stays waiting there.
    await fillDay("2026-07-29");
    const response = await as.anonymous.post(
      `/api/restaurants/${cast.restaurant.id}/waitlist`,
      request({ date: "2026-07-29" }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({ success: true, data: { numberOfGuests: 2 } });
    const preflight = await ctx.app.request(`/api/restaurants/${cast.restaurant.id}/waitlist`, {
      method: "OPTIONS",
      headers: { Origin: "https://restaurant.example", "Access-Control-Request-Method": "POST" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("POST /api/waitlist/{restaurantId}", () => {
  it("given a full day, stores the entry waiting, mails the receipt with the link and announces it live", async () => {
    await fillDay("2026-05-13");
    const changes = await watchRestaurantChanges(ctx.app, cast.restaurant.id);
    const response = await as.anonymous.post(join(), request({ customerEmail: "receipt@beispiel.de" }));
    expectAnswer(response, 201, {
      success: true,
      message: "Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein Tisch frei wird.",
      data: {
        status: "waiting",
        date: "2026-05-13",
        from: "18:00",
        to: "19:00",
        offer: null,
        language: "de",
      },
    });
    const id = (response.body.data as { _id: string })._id;
    await expect.poll(() => changes.changeOf("waitlist", id)).toMatchObject({ data: { action: "created" } });
    const receipt = (await queuedMails(ctx.db)).find((mail) => mail.to === "receipt@beispiel.de");
    expect(receipt?.subject).toBe("Sie stehen auf der Warteliste – Restaurant A");
    expect(receipt?.text).toContain("Zeitfenster: 18:00–19:00");
    const token = await linkToken("receipt@beispiel.de", id);
    const view = await as.anonymous.get(`/api/waitlist/${id}?token=${token}`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      _id: id,
      status: "waiting",
      restaurant: { name: "Restaurant A" },
    });
    const wrong = await as.anonymous.get(`/api/waitlist/${id}?token=${"x".repeat(43)}`);
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({
      status: 404,
      message: "Dieser Eintrag auf der Warteliste wurde nicht gefunden.",
    });
  });

  it("given a window of one start time (from equal to to), puts the party on the waitlist", async () => {
    const response = await as.anonymous.post(
      join(),
      request({ customerEmail: "one-time@beispiel.de", from: "18:30", to: "18:30" }),
    );
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({ status: "waiting", from: "18:30", to: "18:30" });
  });

  it("given language en, mails the receipt in English", async () => {
    await as.anonymous.post(join(), request({ customerEmail: "tourist@example.com", language: "en" }));
    const receipt = (await queuedMails(ctx.db)).find((mail) => mail.to === "tourist@example.com");
    expect(receipt?.subject).toBe("You are on the waitlist – Restaurant A");
    expect(receipt?.text).toContain("Time window: 18:00–19:00");
    expect(receipt?.text).toContain("View entry");
  });

  it("given a free slot in the window, answers 409 slots_available with the times; nothing stored", async () => {
    const before = (await ctx.db.select().from(waitlistEntries)).length;
    const response = await as.anonymous.post(
      join(),
      request({ date: "2026-05-14", from: "18:00", to: "19:00" }),
    );
    expectAnswer(response, 409, {
      success: false,
      code: "slots_available",
      message: "In diesem Zeitfenster ist noch ein Tisch frei. Bitte buchen Sie direkt.",
      times: ["18:00", "18:30", "19:00"],
    });
    expect((await ctx.db.select().from(waitlistEntries)).length).toBe(before);
  });

  it("refuses a bad window, a past one, a closed day, a party above the online limit, the honeypot and an unknown restaurant; nothing stored", async () => {
    const before = (await ctx.db.select().from(waitlistEntries)).length;
    const cases: Array<[Record<string, unknown>, number, string, string | undefined]> = [
      [
        { from: "19:00", to: "18:00" },
        400,
        "Bitte wählen Sie ein Zeitfenster, dessen Ende nicht vor dem Beginn liegt.",
        "to",
      ],
      [
        { date: "2026-05-11" },
        400,
        "Dieses Zeitfenster ist schon vorbei. Bitte wählen Sie ein späteres.",
        "date",
      ],
      [
        { date: "2026-05-12", from: "09:00", to: "11:00" },
        400,
        "Dieses Zeitfenster ist schon vorbei. Bitte wählen Sie ein späteres.",
        "to",
      ],
      [
        { date: "2026-05-18" },
        400,
        "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.",
        "date",
      ],
    ];
    for (const [overrides, status, message, path] of cases) {
      const response = await as.anonymous.post(join(), request(overrides));
      expect({
        status: response.status,
        message: response.body.message,
        errors: response.body.errors,
      }).toEqual({
        status,
        message,
        errors: [{ path, message }],
      });
    }
    const large = await as.anonymous.post(join(), request({ numberOfGuests: 13 }));
    expect(large.body).toMatchObject({ code: "enquiry_required", maxOnlinePartySize: 12 });
    expect((await as.anonymous.post(join(), request({ website: "spam" }))).status).toBe(400);
    const unknown = await as.anonymous.post("/api/waitlist/unbekannt", request());
    expect(unknown.status).toBe(404);
    expect((await ctx.db.select().from(waitlistEntries)).length).toBe(before);
  });

  it("given more requests from one client than the public booking limit, answers 429", async () => {
    const guest = ctx.client(ctx.build({ rateLimits: { bookingPerIp: 1 } }));
    expect((await guest.post(join(), request({ customerName: "Eins" }))).status).toBe(201);
    const refused = await guest.post(join(), request({ customerName: "Zwei" }));
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 429,
      code: "rate_limited",
    });
  });
});

describe("GET /api/waitlist/restaurant/{restaurantId}", () => {
  it("given each role, only staff and admins list the day; active entries first, then by createdAt", async () => {
    const path = `/api/waitlist/restaurant/${cast.restaurant.id}?date=2026-05-13`;
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 200, owner: 200, admin: 200 },
      (client) => client.get(path),
    );
    const first = await joinAs({ customerName: "Zuerst", customerEmail: "zuerst@beispiel.de" });
    ctx.clock.advance(60_000);
    const second = await joinAs({ customerName: "Danach", customerEmail: "danach@beispiel.de" });
    await as.anonymous.delete(`/api/waitlist/${first.id}?token=${first.token}`);
    const list = (await as.subuser.get(path)).body.data as Array<{ _id: string; status: string }>;
    const order = list.map((entry) => entry._id);
    expect(order.indexOf(second.id)).toBeLessThan(order.indexOf(first.id));
    expect(list.find((entry) => entry._id === first.id)?.status).toBe("left");
    expect((await as.owner.get(`/api/waitlist/restaurant/${cast.restaurant.id}?date=morgen`)).status).toBe(
      400,
    );
  });
});

describe("a freed table goes to the first fitting waiting guest", () => {
  it("given a cancellation, offers it (held 15 minutes, mailed); the hold blocks a public booking; accept books it", async () => {
    const [onTable1] = await fillDay("2026-05-20");
    const first = await joinAs({
      date: "2026-05-20",
      customerName: "Anna",
      customerEmail: "anna@beispiel.de",
    });
    ctx.clock.advance(60_000);
    const second = await joinAs({
      date: "2026-05-20",
      customerName: "Ben",
      customerEmail: "ben@beispiel.de",
    });
    // Three guests do not fit a table of two: never offered.
    await joinAs({ date: "2026-05-20", numberOfGuests: 3, customerEmail: "drei@beispiel.de" });

    expect((await cancel(onTable1 ?? "")).status).toBe(200);
    const offers = await openOffers("2026-05-20");
    expect(offers).toHaveLength(1);
    expect(offers[0]).toMatchObject({
      entryId: first.id,
      timeSlot: "18:00",
      tableIds: [tableIds[0]],
      offeredBy: "auto",
      expiresAt: new Date("2026-05-12T10:16:00.000Z"),
    });
    expect((await entryRow(second.id))?.status).toBe("waiting");
    const offerMail = (await queuedMails(ctx.db)).find(
      (mail) =>
        mail.to === "anna@beispiel.de" && mail.subject === "Ein Tisch ist frei geworden – Restaurant A",
    );
    expect(offerMail?.text).toContain("Uhrzeit: 18:00");
    expect(offerMail?.text).toContain("Wir halten den Tisch bis 12:16 Uhr für Sie.");
    expect(offerMail?.text).toContain("Jetzt buchen");
    const offerToken = await linkToken("anna@beispiel.de", first.id);

    // The held table is taken for everybody else.
    const slots = await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/2026-05-20/2`);
    const times = slots.body.timeSlots as Array<{ time: string; available: boolean }>;
    expect(times.find((slot) => slot.time === "18:00")?.available).toBe(false);
    // Table 1 is free again in the afternoon: the rest of the day is bookable.
    expect(times.find((slot) => slot.time === "12:00")?.available).toBe(true);
    const booking = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, {
      customerName: "Spontan",
      customerEmail: "spontan@beispiel.de",
      numberOfGuests: 2,
      reservationDate: "2026-05-20",
      timeSlot: "18:00",
    });
    expect({ status: booking.status, code: booking.body.code }).toEqual({ status: 409, code: "slot_taken" });
    const staffBooking = await as.owner.post(`/api/reservation/${cast.restaurant.id}`, {
      customerName: "Telefon",
      customerEmail: "telefon@beispiel.de",
      numberOfGuests: 2,
      reservationDate: "2026-05-20",
      timeSlot: "18:30",
    });
    expect(staffBooking.status).toBe(409);

    const view = await as.anonymous.get(`/api/waitlist/${first.id}?token=${offerToken}`);
    expect(view.body.data).toMatchObject({
      status: "offered",
      offer: {
        timeSlot: "18:00",
        tableNumbers: ["1"],
        offeredBy: "auto",
        expiresAt: "2026-05-12T10:16:00.000Z",
      },
    });

    const accepted = await as.anonymous.post(`/api/waitlist/${first.id}/accept?token=${offerToken}`, {});
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({
      message: "Der Tisch ist gebucht.",
      data: { entry: { status: "booked", offer: null }, reservationId: expect.any(String) },
    });
    const reservationId = (accepted.body.data as { reservationId: string }).reservationId;
    const [booked] = await ctx.db.select().from(reservations).where(eq(reservations.id, reservationId));
    expect(booked).toMatchObject({
      status: "confirmed",
      timeSlot: "18:00",
      source: "widget",
      language: "de",
    });
    const assigned = await ctx.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.reservationId, reservationId));
    expect(assigned.map((row) => row.tableId)).toEqual([tableIds[0]]);
    // Mails of one instant (the fixed clock) have no order: find the confirmation by its subject.
    const confirmation = (await queuedMails(ctx.db)).find(
      (mail) => mail.to === "anna@beispiel.de" && mail.subject.includes("bestätigt"),
    );
    expect(confirmation?.text).toContain(`/app/reservation/${reservationId}?token=`);
    expect(await openOffers("2026-05-20")).toEqual([]);
    // The receipt's link still works; a second accept is refused.
    const again = await as.anonymous.post(`/api/waitlist/${first.id}/accept?token=${first.token}`, {});
    expect({ status: again.status, code: again.body.code }).toEqual({
      status: 409,
      code: "waitlist_entry_closed",
    });
  });

  it("given an offer declined, offers the next guest; lapsed after 15 minutes, the next; leaving releases the hold", async () => {
    const [onTable1] = await fillDay("2026-05-21");
    const window = { date: "2026-05-21", from: "19:00", to: "19:15" };
    const guests = [];
    for (const name of ["carla", "dirk", "emil"]) {
      guests.push(await joinAs({ ...window, customerName: name, customerEmail: `${name}@beispiel.de` }));
      ctx.clock.advance(60_000);
    }
    const [carla, dirk, emil] = guests as [(typeof guests)[0], (typeof guests)[0], (typeof guests)[0]];
    await cancel(onTable1 ?? "");
    expect((await openOffers("2026-05-21")).map((offer) => offer.entryId)).toEqual([carla.id]);

    const declined = await as.anonymous.post(`/api/waitlist/${carla.id}/decline?token=${carla.token}`, {});
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: "waiting", offer: null });
    expect((await openOffers("2026-05-21")).map((offer) => offer.entryId)).toEqual([dirk.id]);
    const declinedAgain = await as.anonymous.post(
      `/api/waitlist/${carla.id}/decline?token=${carla.token}`,
      {},
    );
    expect({ status: declinedAgain.status, code: declinedAgain.body.code }).toEqual({
      status: 409,
      code: "offer_expired",
    });

    // Dirk lets it lapse: 15 minutes later the job offers Emil.
    ctx.clock.advance(14 * 60_000);
    await runWaitlistJob(ctx.app.deps);
    expect((await openOffers("2026-05-21")).map((offer) => offer.entryId)).toEqual([dirk.id]);
    ctx.clock.advance(60_000);
    const run = await runWaitlistJob(ctx.app.deps);
    expect(run.lapsed).toBeGreaterThanOrEqual(1);
    expect((await openOffers("2026-05-21")).map((offer) => offer.entryId)).toEqual([emil.id]);
    expect((await entryRow(dirk.id))?.status).toBe("waiting");
    const late = await as.anonymous.post(`/api/waitlist/${dirk.id}/accept?token=${dirk.token}`, {});
    expect({ status: late.status, code: late.body.code, message: late.body.message }).toEqual({
      status: 409,
      code: "offer_expired",
      message:
        "Dieses Angebot ist abgelaufen. Sie stehen weiter auf der Warteliste, wenn Ihr Zeitfenster noch nicht vorbei ist.",
    });

    // Emil leaves: the hold is released; Carla and Dirk never get 19:00 again, so the table is free.
    const left = await as.anonymous.delete(`/api/waitlist/${emil.id}?token=${emil.token}`);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({
      message: "Sie haben die Warteliste verlassen.",
      data: { status: "left" },
    });
    expect(await openOffers("2026-05-21")).toEqual([]);
    const leftAgain = await as.anonymous.delete(`/api/waitlist/${emil.id}?token=${emil.token}`);
    expect(leftAgain.body.code).toBe("waitlist_entry_closed");
  });

  it("given staff remove an entry holding an offer, the next guest is offered the table", async () => {
    const [onTable1] = await fillDay("2026-05-27");
    const window = { date: "2026-05-27", from: "19:00", to: "19:15" };
    const first = await joinAs({ ...window, customerEmail: "fritz@beispiel.de" });
    ctx.clock.advance(60_000);
    const second = await joinAs({ ...window, customerEmail: "gina@beispiel.de" });
    await cancel(onTable1 ?? "");
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (client) =>
      client.delete(`/api/waitlist/${first.id}`),
    );
    const removed = await as.subuser.delete(`/api/waitlist/${first.id}`);
    expect(removed.body).toMatchObject({
      message: "Der Eintrag ist von der Warteliste entfernt.",
      data: { status: "removed" },
    });
    expect((await openOffers("2026-05-27")).map((offer) => offer.entryId)).toEqual([second.id]);
  });
});

describe("POST /api/waitlist/{id}/offer (staff)", () => {
  it("given tables busy, unknown or too small, refuses and changes nothing; given free ones offers them by hand", async () => {
    await fillDay("2026-06-03");
    const { id } = await joinAs({ date: "2026-06-03", customerEmail: "hand@beispiel.de", numberOfGuests: 3 });
    const path = `/api/waitlist/${id}/offer`;
    const offer = { timeSlot: "12:00", tableIds };
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (client) =>
      client.post(path, offer),
    );
    const busy = await as.owner.post(path, offer);
    expect({ status: busy.status, code: busy.body.code, message: busy.body.message }).toEqual({
      status: 409,
      code: "slot_taken",
      message: "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt.",
    });
    const unknown = await as.owner.post(path, { timeSlot: "22:30", tableIds: ["unbekannt"] });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({
      status: 400,
      message: "Bitte wählen Sie Tische dieses Restaurants.",
    });
    const small = await as.owner.post(path, { timeSlot: "22:30", tableIds: [tableIds[0]] });
    expect({ status: small.status, code: small.body.code, message: small.body.message }).toEqual({
      status: 409,
      code: "no_fitting_tables",
      message: "Die gewählten Tische haben 2 Plätze, die Gruppe hat 3 Personen.",
    });
    expect(await openOffers("2026-06-03")).toEqual([]);

    // After the day's bookings end (22:00) both tables are free at 22:00 (staff may offer outside the slots).
    const offered = await as.subuser.post(path, { timeSlot: "22:00", tableIds });
    expect(offered.status).toBe(201);
    expect(offered.body).toMatchObject({
      message: "Das Angebot ist verschickt. Der Tisch ist 15 Minuten für den Gast reserviert.",
      data: { status: "offered", offer: { timeSlot: "22:00", tableNumbers: ["1", "2"], offeredBy: "staff" } },
    });
    const twice = await as.owner.post(path, { timeSlot: "22:00", tableIds });
    expect(twice.body.code).toBe("waitlist_entry_closed");
  });
});

describe("the waitlist job", () => {
  it("expires entries whose window has passed (restaurant time) and withdraws their holds", async () => {
    await fillDay("2026-06-10");
    const { id } = await joinAs({
      date: "2026-06-10",
      from: "18:00",
      to: "19:00",
      customerEmail: "spaet@beispiel.de",
    });
    // 19:00 in Berlin is 17:00 UTC: at 17:00 the window is still open, a minute later it has passed.
    ctx.clock.set("2026-06-10T17:00:00.000Z");
    await runWaitlistJob(ctx.app.deps);
    expect((await entryRow(id))?.status).toBe("waiting");
    ctx.clock.set("2026-06-10T17:01:00.000Z");
    expect((await runWaitlistJob(ctx.app.deps)).expired).toBeGreaterThanOrEqual(1);
    expect((await entryRow(id))?.status).toBe("expired");
  });
});

describe("two freed tables and many waiting guests", () => {
  it("never give one table to two guests, with cancellations and two app instances matching at once", async () => {
    const date = "2026-06-17";
    const [one, two] = await fillDay(date);
    for (let i = 0; i < 8; i += 1) {
      await joinAs({
        date,
        from: "19:00",
        to: "19:15",
        customerName: `Gast ${i}`,
        customerEmail: `gast${i}@beispiel.de`,
      });
      ctx.clock.advance(1000);
    }
    const other = ctx.build({ rateLimits: { bookingPerIp: 10_000 } });
    const owner = await ctx.as("owner", cast, other);
    const [a, b] = await Promise.all([
      cancel(one ?? ""),
      owner.put(`/api/reservations/${two}/status`, { status: "cancelled" }),
      runWaitlistJob(ctx.app.deps),
      runWaitlistJob(other.deps),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    await Promise.all([runWaitlistJob(ctx.app.deps), runWaitlistJob(other.deps)]);
    const offers = await openOffers(date);
    expect(offers).toHaveLength(2);
    expect(offers.flatMap((offer) => offer.tableIds).sort()).toEqual([...tableIds].sort());
    expect(new Set(offers.map((offer) => offer.entryId)).size).toBe(2);
    const offered = await ctx.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.date, date), eq(waitlistEntries.status, "offered")));
    expect(offered.map((entry) => entry.customerName).sort()).toEqual(["Gast 0", "Gast 1"]);
  });
});

describe("the offer mail in English", () => {
  it("given language en, the offer says 'Book now' and the hold's end", async () => {
    const [onTable1] = await fillDay("2026-06-24");
    const { id } = await joinAs({ date: "2026-06-24", language: "en", customerEmail: "guest@example.com" });
    await cancel(onTable1 ?? "");
    expect((await entryRow(id))?.status).toBe("offered");
    const mail = (await queuedMails(ctx.db)).find(
      (m) => m.to === "guest@example.com" && m.subject === "A table has become free – Restaurant A",
    );
    expect(mail?.text).toContain("We are holding the table for you until 12:15.");
    expect(mail?.text).toContain("Book now");
  });
});

describe("holds under concurrent matching", () => {
  it("given two tables freed at once and ten matchings from two app instances, makes exactly one hold per table", async () => {
    const date = "2026-07-01";
    const reservationIds = await fillDay(date);
    for (let i = 0; i < 6; i += 1) {
      await joinAs({
        date,
        from: "19:00",
        to: "19:15",
        customerName: `Rennen ${i}`,
        customerEmail: `rennen${i}@beispiel.de`,
      });
      ctx.clock.advance(1000);
    }
    // Freed behind the API's back (as a crash between commit and matching would leave them): only the
    // matchings compete.
    for (const id of reservationIds) {
      await ctx.db
        .update(reservationTables)
        .set({ released: true })
        .where(eq(reservationTables.reservationId, id));
    }
    const other = ctx.build();
    const restaurant = await findRestaurant(ctx.db, cast.restaurant.id);
    const made = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        matchWaitlist(i % 2 === 0 ? ctx.app.deps : other.deps, restaurant, date),
      ),
    );
    expect(made.reduce((sum, n) => sum + n, 0)).toBe(2);
    const offers = await openOffers(date);
    expect(offers.flatMap((offer) => offer.tableIds).sort()).toEqual([...tableIds].sort());
    expect(new Set(offers.map((offer) => offer.entryId)).size).toBe(2);
  });
});

describe("a hold and the enquiry's accept", () => {
  it("given a held table, staff cannot accept an enquiry on it at that time (409 slot_taken)", async () => {
    const [onTable1] = await fillDay("2026-07-08");
    const { id } = await joinAs({ date: "2026-07-08", customerEmail: "halten@beispiel.de" });
    await cancel(onTable1 ?? "");
    expect((await entryRow(id))?.status).toBe("offered");
    // Parties above one guest send enquiries now: a party of two asks for the held table at 18:00.
    await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, { maxOnlinePartySize: 1 });
    try {
      const sent = await as.anonymous.post(`/api/enquiries/${cast.restaurant.id}`, {
        customerName: "Anfrage",
        customerEmail: "anfrage@beispiel.de",
        numberOfGuests: 2,
        reservationDate: "2026-07-08",
        timeSlot: "18:00",
      });
      expect(sent.status).toBe(201);
      const accept = await acceptEnquiry(as.owner, sent, [tableIds[0]], "18:00");
      expect({ status: accept.status, code: accept.body.code }).toEqual({ status: 409, code: "slot_taken" });
    } finally {
      await as.owner.put(`/api/restaurantconfigs/${cast.owner.id}`, { maxOnlinePartySize: 12 });
    }
  });
});

describe("a no-show frees the table", () => {
  it("given a no-show, offers the table; its undo is refused while the hold is open (409 slot_taken)", async () => {
    // Wednesday 15 July, 11:20 in Berlin: the day's bookings began at 11:00.
    ctx.clock.set("2026-07-15T09:20:00.000Z");
    const [onTable1] = await fillDay("2026-07-15");
    const { id } = await joinAs({ date: "2026-07-15", customerEmail: "noshow@beispiel.de" });
    // Signed in at this time (the file's sessions began in May).
    const owner = await ctx.as("owner", cast);
    const marked = await owner.put(`/api/reservations/${onTable1}/status`, { status: "no_show" });
    expect(marked.status).toBe(200);
    expect((await entryRow(id))?.status).toBe("offered");
    const undo = await owner.put(`/api/reservations/${onTable1}/status`, { status: "confirmed" });
    expect({ status: undo.status, code: undo.body.code }).toEqual({ status: 409, code: "slot_taken" });
    const [row] = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, onTable1 ?? ""));
    expect(row?.status).toBe("no_show");
  });
});

// Last: adds a table to the restaurant.
describe("a new table", () => {
  it("given a new table, offers it to a waiting guest who fits", async () => {
    await fillDay("2026-07-22");
    const { id } = await joinAs({ date: "2026-07-22", customerEmail: "neuertisch@beispiel.de" });
    const created = await as.owner.post("/api/tables", {
      restaurantId: cast.restaurant.id,
      name: "2er Tisch 9",
      tableNumber: "9",
      seats: 2,
    });
    expect(created.status).toBe(201);
    const tableId = (created.body.data as { _id: string })._id;
    const [offer] = await openOffers("2026-07-22");
    expect(offer).toMatchObject({ entryId: id, timeSlot: "18:00", tableIds: [tableId] });
    // The held table (no reservations on it) cannot be deleted: the guest's one click would book it.
    const deleted = await as.owner.delete(`/api/tables/${tableId}`);
    expect({ status: deleted.status, message: deleted.body.message }).toEqual({
      status: 409,
      message:
        "Dieser Tisch ist gerade für einen Gast der Warteliste reserviert und kann nicht gelöscht werden.",
    });
  });
});
