import { WALK_IN_CONTACT } from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "../../auth/tokens.ts";
import { type OutboxMail, outbox, reservations, reservationTables } from "../../db/schema/index.ts";
import {
  addTables,
  booking,
  insertReservation,
  manageTokenFor,
  setConfig,
} from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import type { Role } from "../../test/fixtures.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const slotTaken = "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.";

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2]);
});

// Each test starts from the same clock (Tuesday, 12 May 2026, 12:00 in Berlin), the default
// configuration and empty rate-limit windows, books only on dates no other test uses and reads only the
// mails it queued itself: the tests pass in any order (`vitest --sequence.shuffle`).
beforeEach(async () => {
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await setConfig(ctx.db, cast.restaurant.id, {
    autoConfirmReservations: false,
    emailNotificationsEnabled: true,
    stayDurations: null,
  });
  await ctx.rateLimiter.clear();
});

const path = () => `/api/reservation/${cast.restaurant.id}`;
const rowsOn = (date: string) =>
  ctx.db.select().from(reservations).where(eq(reservations.reservationDate, date));
/** The ids of the outbox rows so far, to tell a test's own mails from the others'. */
const outboxIds = async () => new Set((await ctx.db.select({ id: outbox.id }).from(outbox)).map((r) => r.id));
/** The mails queued since `seen` was taken. */
const mailsSince = async (seen: Set<string>) =>
  (await ctx.db.select().from(outbox).where(eq(outbox.kind, "mail")))
    .filter((row) => !seen.has(row.id))
    .map((row) => row.payload as OutboxMail);

describe("POST /api/reservation/{restaurantId}", () => {
  it("given a guest, books pending with a table, mails the guest a view-and-cancel link (token stored hashed) and notifies the restaurant", async () => {
    const seen = await outboxIds();
    const response = await as.anonymous.post(path(), booking({ customerEmail: "erste@beispiel.de" }));
    expectAnswer(response, 201, {
      success: true,
      data: { status: "pending", timeSlot: "19:00", tableNumbers: ["1"], tableName: "Tisch 1" },
    });
    const data = response.body.data as { _id: string; startsAt: string; endsAt: string };
    // Two guests stay 90 minutes (the default for 1–2 guests).
    expect(data.startsAt).toBe("2026-05-13T17:00:00.000Z");
    expect(data.endsAt).toBe("2026-05-13T18:30:00.000Z");
    const { id, token } = await manageTokenFor(ctx.db, "erste@beispiel.de");
    expect(id).toBe(data._id);
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
    expect(row?.manageTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(row)).not.toContain(token);
    const mails = await mailsSince(seen);
    expect(mails.map((m) => m.to).sort()).toEqual(["erste@beispiel.de", "info@example.de"]);
    expect(mails.find((m) => m.to === "erste@beispiel.de")?.subject).toBe(
      "Ihre Reservierungsanfrage bei Restaurant A",
    );
    expect(mails.find((m) => m.to === "info@example.de")?.subject).toMatch(
      /^Neue Reservierung: Erika Mustermann, 13\.05\.2026 19:00/,
    );
  });

  it("given the last table is taken, answers 409 with the 'nicht mehr verfügbar' text and stores nothing", async () => {
    const first = await as.anonymous.post(path(), booking({ reservationDate: "2026-05-14" }));
    expect(first.status).toBe(201);
    const response = await as.anonymous.post(
      path(),
      booking({ reservationDate: "2026-05-14", timeSlot: "20:00", customerName: "Zweite" }),
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(slotTaken);
    expect((await rowsOn("2026-05-14")).map((r) => r.customerName)).toEqual(["Erika Mustermann"]);
  });

  it("given too many guests for every table, says 'Keine passenden Tische'; a closed day and an unoffered time say why", async () => {
    // Tuesday 19 May: open 11:30 to 22:00 with a lunch break 14:30 to 17:30; Monday 18 May is closed.
    const tuesday = (overrides: Record<string, unknown>) =>
      booking({ reservationDate: "2026-05-19", ...overrides });
    const cases: Array<[object, number, RegExp]> = [
      [tuesday({ numberOfGuests: 6 }), 409, /Tische/],
      [tuesday({ reservationDate: "2026-05-18" }), 409, /geschlossen/],
      [tuesday({ timeSlot: "15:00" }), 409, /nicht reserviert werden/],
      [tuesday({ reservationDate: "2026-05-12", timeSlot: "12:00" }), 409, /Vergangenheit/],
      [tuesday({ numberOfGuests: 0 }), 400, /zwischen 1 und 30/],
      [tuesday({ reservationDate: "2026-02-30" }), 400, /Datum/],
      [tuesday({ customerName: "  " }), 400, /Namen/],
    ];
    for (const [body, status, message] of cases) {
      const response = await as.anonymous.post(path(), body);
      expect({ status: response.status, message: response.body.message }).toMatchObject({ status });
      expect(response.body.message).toMatch(message);
    }
    expect((await as.anonymous.post("/api/reservation/unbekannt", tuesday({}))).status).toBe(404);
    expect(await rowsOn("2026-05-19")).toHaveLength(0);
    expect(await rowsOn("2026-05-12")).toHaveLength(0);
  });

  it("given the honeypot field filled in, rejects the bot and stores nothing", async () => {
    const seen = await outboxIds();
    const response = await as.anonymous.post(
      path(),
      booking({ reservationDate: "2026-05-16", timeSlot: "12:00", website: "http://spam" }),
    );
    expect(response.status).toBe(400);
    expect(await rowsOn("2026-05-16")).toHaveLength(0);
    expect(await mailsSince(seen)).toEqual([]);
  });

  it("honours autoApprove only for staff of the restaurant; public bookings are confirmed only with autoConfirmReservations", async () => {
    const cases: Array<[Role, string, string]> = [
      ["anonymous", "2026-06-02", "pending"],
      ["customer", "2026-06-03", "pending"],
      ["otherOwner", "2026-06-04", "pending"],
      ["subuser", "2026-06-05", "confirmed"],
      ["owner", "2026-06-06", "confirmed"],
      ["admin", "2026-06-07", "confirmed"],
    ];
    for (const [role, reservationDate, expected] of cases) {
      const response = await as[role].post(path(), booking({ reservationDate, autoApprove: true }));
      const got =
        response.status === 201
          ? (response.body.data as { status: string }).status
          : `${response.status} ${response.body.message}`;
      expect({ role, got }).toEqual({ role, got: expected });
    }
    await setConfig(ctx.db, cast.restaurant.id, {
      autoConfirmReservations: true,
      emailNotificationsEnabled: false,
    });
    const seen = await outboxIds();
    const auto = await as.anonymous.post(
      path(),
      booking({ reservationDate: "2026-05-15", customerEmail: "a@b.de" }),
    );
    expect(auto.body).toMatchObject({
      data: { status: "confirmed" },
      message: "Reservierung erfolgreich erstellt!",
    });
    const mails = await mailsSince(seen);
    expect(mails.map((m) => [m.to, m.subject])).toEqual([
      ["a@b.de", "Ihre Reservierung bei Restaurant A ist bestätigt"],
    ]);
  });

  it("given a walk-in booked by staff with the placeholder address, queues no guest mail, neither now nor on cancelling", async () => {
    const seen = await outboxIds();
    const response = await as.subuser.post(
      path(),
      booking({
        reservationDate: "2026-06-10",
        autoApprove: true,
        customerEmail: WALK_IN_CONTACT.customerEmail,
        customerPhone: WALK_IN_CONTACT.customerPhone,
      }),
    );
    expect(response.status).toBe(201);
    const id = (response.body.data as { _id: string })._id;
    expect((await as.owner.put(`/api/reservations/${id}/status`, { status: "cancelled" })).status).toBe(200);
    const mails = await mailsSince(seen);
    expect(mails.map((m) => m.to)).toEqual(["info@example.de"]);
    expect(mails[0]?.replyTo).toBeUndefined();
    expect(JSON.stringify(mails)).not.toContain(WALK_IN_CONTACT.customerEmail);
  });

  it("given a phone booking by staff with name, phone and notes but no address, books it confirmed without any guest mail or invented contact", async () => {
    const seen = await outboxIds();
    const { customerEmail: _none, ...withoutEmail } = booking({
      reservationDate: "2026-06-11",
      customerName: "Familie Roth",
      customerPhone: "0171 2345678",
      specialRequests: "Kinderstuhl",
      autoApprove: true,
    });
    const response = await as.subuser.post(path(), withoutEmail);
    expect(response.status).toBe(201);
    const [row] = await rowsOn("2026-06-11");
    expect(row).toMatchObject({
      status: "confirmed",
      customerName: "Familie Roth",
      customerEmail: "",
      customerPhone: "0171 2345678",
      specialRequests: "Kinderstuhl",
      guestKey: "+491712345678",
    });
    const mails = await mailsSince(seen);
    expect(mails.map((m) => m.to)).toEqual(["info@example.de"]);
  });

  it("given a phone booking by staff with the guest's address, mails the guest the confirmation", async () => {
    const seen = await outboxIds();
    const response = await as.owner.post(
      path(),
      booking({ reservationDate: "2026-06-12", customerEmail: "anruf@beispiel.de", autoApprove: true }),
    );
    expect(response.status).toBe(201);
    const mails = await mailsSince(seen);
    expect(mails.find((m) => m.to === "anruf@beispiel.de")?.subject).toMatch(/ist bestätigt$/);
  });

  it("given a guest's own booking without an address, answers 400 in German and books nothing", async () => {
    const { customerEmail: _none, ...withoutEmail } = booking({ reservationDate: "2026-06-13" });
    const response = await as.anonymous.post(path(), withoutEmail);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe("Bitte geben Sie Ihre E-Mail-Adresse ein.");
    expect(await rowsOn("2026-06-13")).toEqual([]);
  });

  it("given the same Idempotency-Key again (also concurrently), books once and answers the first booking", async () => {
    const headers = { "Idempotency-Key": "retry-key-0001" };
    const body = booking({ reservationDate: "2026-05-20", timeSlot: "12:00" });
    const first = await as.anonymous.post(path(), body, { headers });
    expect(first.status).toBe(201);
    const again = await Promise.all(
      Array.from({ length: 5 }, () => as.anonymous.post(path(), body, { headers })),
    );
    expect(again.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(again.map((r) => (r.body.data as { _id: string })._id)).toEqual(
      Array(5).fill((first.body.data as { _id: string })._id),
    );
    expect(again[0]?.headers.get("idempotent-replayed")).toBe("true");
    expect(await rowsOn("2026-05-20")).toHaveLength(1);
    expect((await as.anonymous.post(path(), body, { headers: { "Idempotency-Key": "x" } })).status).toBe(400);
  });

  it("rate limits public bookings per IP with a German 429; staff are not limited", async () => {
    const app = ctx.build({ rateLimits: { bookingPerIp: 2 } });
    const guest = ctx.client(app);
    const statuses = [];
    for (const timeSlot of ["17:30", "18:00", "18:30"]) {
      statuses.push((await guest.post(path(), booking({ reservationDate: "2026-05-21", timeSlot }))).status);
    }
    expect(statuses).toEqual([201, 409, 429]);
  });

  it("answers CORS for the widget from any origin without credentials, preflight included", async () => {
    const preflight = await ctx.app.request(path(), {
      method: "OPTIONS",
      headers: {
        Origin: "https://restaurant-website.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,idempotency-key",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("idempotency-key");
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();
    const booked = await as.anonymous.post(path(), booking({ reservationDate: "2026-05-22" }), {
      headers: { Origin: "https://restaurant-website.example" },
    });
    expect(booked.status).toBe(201);
    expect(booked.headers.get("access-control-allow-origin")).toBe("*");
    const staffOnly = await ctx.app.request(`/api/reservations/restaurant/${cast.restaurant.id}`, {
      headers: { Origin: "https://restaurant-website.example" },
    });
    expect(staffOnly.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("booking on daylight-saving days (Europe/Berlin)", () => {
  /** A special event opening the restaurant from midnight to 06:00 on that day. */
  const longNight = (title: string, date: string) =>
    as.owner.post(`/api/special-hours/${cast.owner.id}`, {
      title,
      type: "special_event",
      startDate: date,
      endDate: date,
      isClosed: false,
      customHours: { openTime: "00:00", closeTime: "06:00" },
    });
  const bookAt = (reservationDate: string, timeSlot: string) =>
    as.anonymous.post(path(), booking({ reservationDate, timeSlot }));
  /** The day's slots for two guests: their times, and whether the (first) slot at a time is free. */
  const slotsOn = async (date: string) => {
    const answer = await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/${date}/2`);
    const slots = answer.body.timeSlots as Array<{ time: string; available: boolean }>;
    return {
      times: slots.map((slot) => slot.time),
      isFree: (time: string) => slots.find((slot) => slot.time === time)?.available,
    };
  };

  it("stores absolute instants and frees the slot by real time on the last Sundays of March and October", async () => {
    ctx.clock.set("2026-03-01T10:00:00Z");
    // A stay of 2 hours for every party size (reset by beforeEach).
    // October lies beyond the default horizon of 180 days from March: this restaurant books a year ahead.
    await setConfig(ctx.db, cast.restaurant.id, {
      stayDurations: [{ minutes: 120 }],
      bookingHorizonDays: 365,
    });
    await longNight("Lange Nacht März", "2026-03-29");
    await longNight("Lange Nacht Oktober", "2026-10-25");
    const spring = await bookAt("2026-03-29", "01:00");
    expect(spring.body.data).toMatchObject({
      startsAt: "2026-03-29T00:00:00.000Z",
      endsAt: "2026-03-29T02:00:00.000Z",
    });
    const springSlots = await slotsOn("2026-03-29");
    expect(springSlots.times).not.toContain("02:30");
    // 01:00 CET + 2 h ends at 04:00 CEST: 03:30 is still taken, 04:00 is free.
    expect(springSlots.isFree("03:30")).toBe(false);
    expect(springSlots.isFree("04:00")).toBe(true);
    expect((await bookAt("2026-03-29", "03:30")).status).toBe(409);

    const autumn = await bookAt("2026-10-25", "01:00");
    expect(autumn.body.data).toMatchObject({
      startsAt: "2026-10-24T23:00:00.000Z",
      endsAt: "2026-10-25T01:00:00.000Z",
    });
    // 01:00 CEST + 2 h ends at 02:00 CET (the second 02:00): 01:30 is taken, 02:00 is free.
    const autumnSlots = await slotsOn("2026-10-25");
    expect(autumnSlots.isFree("01:30")).toBe(false);
    expect(autumnSlots.isFree("02:00")).toBe(true);
    const later = await bookAt("2026-10-25", "02:00");
    expect(later.body.data).toMatchObject({
      startsAt: "2026-10-25T01:00:00.000Z",
      endsAt: "2026-10-25T03:00:00.000Z",
    });
  });
});

describe("the database guarantee", () => {
  it("rejects an overlapping assignment of one table written without the lock (exclusion constraint, SQLSTATE 23P01)", async () => {
    const booked = await as.anonymous.post(path(), booking({ reservationDate: "2026-05-27" }));
    expect(booked.status).toBe(201);
    const [held] = await ctx.db
      .select()
      .from(reservationTables)
      .where(
        and(
          eq(reservationTables.reservationId, (booked.body.data as { _id: string })._id),
          eq(reservationTables.released, false),
        ),
      );
    if (!held) throw new Error("no assignment");
    const other = await insertReservation(ctx.db, {
      restaurantId: cast.restaurant.id,
      customerName: "Ohne Sperre",
      reservationDate: "2026-05-27",
      startsAt: held.startsAt,
      endsAt: held.endsAt,
    });
    const error = await ctx.db
      .insert(reservationTables)
      .values({ ...held, reservationId: other.id })
      .catch((e: unknown) => e);
    const codes: unknown[] = [];
    for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause)
      codes.push((e as { code?: unknown }).code);
    expect(codes).toContain("23P01");
  });
});
