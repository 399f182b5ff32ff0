import type { NotificationMessage } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { type OutboxMail, outbox, reservationEvents, reservations, restaurants } from "../db/schema/index.ts";
import { setConfig } from "../test/booking-helpers.ts";
import { clusterProcess } from "../test/cluster-process.ts";
import { expectAnswer } from "../test/expect-answer.ts";
import { type Cast, seedCast } from "../test/fixtures.ts";
import { insertReminderReservation, reminderMails } from "../test/reminder-fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { sendDueReminders } from "./send-reminders.ts";

const ctx = await setupTestContext();
const ORIGIN = "https://tisch.example";
let cast: Cast;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  cast = await seedCast(ctx.db);
  await ctx.db
    .update(restaurants)
    .set({ address: "Hauptstraße 1, 10115 Berlin", phone: "+49 30 123456" })
    .where(eq(restaurants.id, cast.restaurant.id));
});

/** Friday 12 June 2026, 19:00 in Berlin = 17:00 UTC; booked on 1 June. */
const reservation = (overrides: Partial<typeof reservations.$inferInsert> = {}) =>
  insertReminderReservation(ctx.db, cast.restaurant.id, overrides);

const run = (iso: string, dryRun = false) =>
  sendDueReminders(ctx.db, { now: new Date(iso), publicOrigin: ORIGIN, dryRun });
const rowOf = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0];
const reminderMailsQueued = () => reminderMails(ctx.db);
const historyOf = async (id: string) =>
  (await ctx.db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id))).map(
    (event) => `${event.type}:${event.actor}`,
  );
function linksOf(mail: OutboxMail) {
  const confirm = mail.text.match(/Ich komme wie geplant: (\S+)/)?.[1];
  const cancel = mail.text.match(/Stornieren: (\S+)/)?.[1];
  if (!confirm || !cancel) throw new Error("links missing");
  const token = new URL(confirm).searchParams.get("token") ?? "";
  return { confirm, cancel, token };
}

describe("the reminder (24 hours before)", () => {
  it("given 24 h before 19:00, sends one mail with the booking, address, phone, .ics and two links; never twice", async () => {
    const booked = await reservation();
    expect((await run("2026-06-11T16:59:00.000Z")).reminders).toEqual([]);

    const first = await run("2026-06-11T17:00:00.000Z");
    expect(first.reminders.map((entry) => entry.reservationId)).toEqual([booked.id]);
    const [mail] = await reminderMailsQueued();
    if (!mail) throw new Error("no reminder");
    expect(mail.to).toBe("erika@beispiel.de");
    expect(mail.subject).toBe("Erinnerung: Ihre Reservierung bei Restaurant A am 12.06.2026 um 19:00 Uhr");
    expect(mail.text).toContain("Adresse: Hauptstraße 1, 10115 Berlin");
    expect(mail.text).toContain("Telefon: +49 30 123456");
    expect(mail.text).toContain("Personen: 4 Personen");
    expect(mail.html).toContain(">Ich komme wie geplant</a>");
    expect(mail.html).toContain(">Stornieren</a>");
    const links = linksOf(mail);
    expect(links.confirm).toBe(`${ORIGIN}/app/reservation/${booked.id}?token=${links.token}&confirm=1`);
    expect(links.cancel).toBe(`${ORIGIN}/app/reservation/${booked.id}?token=${links.token}`);
    const [ics] = mail.attachments ?? [];
    expect(ics?.filename).toBe("reservierung.ics");
    expect(ics?.contentType).toContain("text/calendar");
    expect(ics?.content).toContain("DTSTART:20260612T170000Z");
    expect(ics?.content).toContain("LOCATION:Hauptstraße 1\\, 10115 Berlin");

    const row = await rowOf(booked.id);
    expect(row?.reminderSentAt?.toISOString()).toBe("2026-06-11T17:00:00.000Z");
    const [queued] = await ctx.db.select().from(outbox).where(eq(outbox.reservationId, booked.id));
    expect(queued?.createdAt.toISOString()).toBe("2026-06-11T17:00:00.000Z");
    expect(await historyOf(booked.id)).toEqual(["reminder_sent:system"]);

    // Five minutes later, and again on the day: nothing twice.
    expect((await run("2026-06-11T17:05:00.000Z")).reminders).toEqual([]);
    expect((await run("2026-06-12T09:00:00.000Z")).reminders).toEqual([]);
    expect(await reminderMailsQueued()).toHaveLength(1);
  });

  it("given a dry run, lists what is due and sends and marks nothing", async () => {
    const booked = await reservation();
    const dry = await run("2026-06-11T18:00:00.000Z", true);
    expect(dry).toEqual({
      dryRun: true,
      reminders: [
        {
          reservationId: booked.id,
          reservationDate: "2026-06-12",
          timeSlot: "19:00",
          customerName: "Erika Mustermann",
        },
      ],
    });
    expect(await reminderMailsQueued()).toHaveLength(0);
    expect((await rowOf(booked.id))?.reminderSentAt).toBeNull();
  });

  it("given cancelled, pending, past, walk-in and late bookings, sends none", async () => {
    await reservation({ status: "cancelled" });
    await reservation({ status: "pending" });
    await reservation({ customerEmail: "walk-in@tischservice.example" });
    // Booked 12 hours before the start: after the reminder time.
    await reservation({ createdAt: new Date("2026-06-12T05:00:00.000Z") });
    // Yesterday's.
    await reservation({
      reservationDate: "2026-06-10",
      startsAt: new Date("2026-06-10T17:00:00.000Z"),
      endsAt: new Date("2026-06-10T19:00:00.000Z"),
    });
    expect((await run("2026-06-12T06:00:00.000Z")).reminders).toEqual([]);
    expect(await reminderMailsQueued()).toHaveLength(0);
  });

  it("given reminders switched off, sends none", async () => {
    await reservation();
    await setConfig(ctx.db, cast.restaurant.id, { reminderEnabled: false });
    expect((await run("2026-06-11T18:00:00.000Z")).reminders).toEqual([]);
  });
});

describe("the reminder in the morning (09:00 restaurant time)", () => {
  it("given morning, sends at 09:00 on the day, not the evening before", async () => {
    const booked = await reservation();
    await setConfig(ctx.db, cast.restaurant.id, { reminderTiming: "morning" });
    expect((await run("2026-06-11T17:00:00.000Z")).reminders).toEqual([]);
    expect((await run("2026-06-12T06:59:00.000Z")).reminders).toEqual([]);
    expect((await run("2026-06-12T07:00:00.000Z")).reminders.map((entry) => entry.reservationId)).toEqual([
      booked.id,
    ]);
  });
});

describe("the guest's answer", () => {
  it("given the confirm link, records 'Vom Gast bestätigt' with the time once, in the history and live", async () => {
    const booked = await reservation();
    await run("2026-06-11T17:00:00.000Z");
    const [mail] = await reminderMailsQueued();
    if (!mail) throw new Error("no reminder");
    const { token } = linksOf(mail);
    const guest = ctx.client();
    const announced = new Promise<NotificationMessage>((resolve) => {
      void ctx.app.deps.events.subscribe(cast.restaurant.id, (message) => {
        if (message.type === "changed") resolve(message);
      });
    });
    ctx.clock.set("2026-06-11T18:30:00.000Z");

    expect(
      (await guest.post(`/api/reservations/${booked.id}/guest-confirm`, { token: "x".repeat(43) })).status,
    ).toBe(404);
    const confirmed = await guest.post(`/api/reservations/${booked.id}/guest-confirm`, { token });
    expectAnswer(confirmed, 200, {
      success: true,
      message: "Vielen Dank! Ihre Zusage ist gespeichert.",
      data: { guestConfirmedAt: "2026-06-11T18:30:00.000Z", reminderSentAt: "2026-06-11T17:00:00.000Z" },
    });
    expect(await announced).toMatchObject({ data: { entity: "reservations", id: booked.id } });

    ctx.clock.set("2026-06-11T19:00:00.000Z");
    const again = await guest.post(`/api/reservations/${booked.id}/guest-confirm`, { token });
    expect(again.body).toMatchObject({ data: { guestConfirmedAt: "2026-06-11T18:30:00.000Z" } });
    expect(await historyOf(booked.id)).toEqual(["reminder_sent:system", "guest_confirmed:guest"]);

    const owner = await ctx.as("owner", cast);
    const events = await owner.get(`/api/reservations/${booked.id}/events`);
    expect((events.body.data as Array<{ type: string }>).map((event) => event.type)).toEqual([
      "created",
      "reminder_sent",
      "guest_confirmed",
    ]);
  });

  it("given the cancel link, the existing guest cancel works with the reminder's token; then confirming is refused", async () => {
    const booked = await reservation();
    await run("2026-06-11T17:00:00.000Z");
    const [mail] = await reminderMailsQueued();
    if (!mail) throw new Error("no reminder");
    const { token } = linksOf(mail);
    ctx.clock.set("2026-06-11T18:00:00.000Z");
    const guest = ctx.client();
    expect((await guest.get(`/api/reservations/${booked.id}/guest?token=${token}`)).status).toBe(200);
    const cancelled = await guest.post(`/api/reservations/${booked.id}/guest-cancel`, { token });
    expect(cancelled.status).toBe(200);
    const refused = await guest.post(`/api/reservations/${booked.id}/guest-confirm`, { token });
    expectAnswer(refused, 409, {
      success: false,
      message: "Diese Reservierung kann nicht mehr bestätigt werden.",
      code: "status_change_not_allowed",
    });
    expect((await rowOf(booked.id))?.guestConfirmedAt).toBeNull();
  });
});

describe("several processes", () => {
  it("given two app instances running the reminders at once on one database, each reservation gets one mail", async () => {
    const booked = await Promise.all([reservation(), reservation({ customerEmail: "zweite@beispiel.de" })]);
    const other = ctx.build();
    expect(other).not.toBe(ctx.app);
    const [a, b] = await Promise.all([
      sendDueReminders(ctx.db, { now: new Date("2026-06-11T17:00:00.000Z"), publicOrigin: ORIGIN }),
      sendDueReminders(other.deps.db, { now: new Date("2026-06-11T17:00:00.000Z"), publicOrigin: ORIGIN }),
    ]);
    expect(a.reminders.length + b.reminders.length).toBe(2);
    expect(await reminderMailsQueued()).toHaveLength(2);
    for (const row of booked) expect(await historyOf(row.id)).toEqual(["reminder_sent:system"]);
  });

  it("given two processes with the cluster's jobs, the reminders run on the lease holder only, every 5 minutes", async () => {
    await reservation();
    ctx.clock.set("2026-06-11T17:00:00.000Z");
    const a = clusterProcess(ctx, "a", { reminders: { publicOrigin: ORIGIN } });
    const b = clusterProcess(ctx, "b", { reminders: { publicOrigin: ORIGIN } });
    expect(await a.jobsLease.tick()).toBe(true);
    expect(await b.jobsLease.tick()).toBe(false);
    const ran = await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    expect(ran[0]).toContain("reminders");
    expect(ran[1]).toEqual([]);
    expect(await reminderMailsQueued()).toHaveLength(1);

    // A booking for 17:03 tomorrow is due at 17:03 today: the next run (5 minutes on) sends it.
    await reservation({
      customerEmail: "spaet@beispiel.de",
      timeSlot: "19:03",
      startsAt: new Date("2026-06-12T17:03:00.000Z"),
    });
    // a renews its lease as it would all along.
    ctx.clock.advance(4 * 60_000);
    expect(await a.jobsLease.tick()).toBe(true);
    expect(await a.jobs.runDue()).not.toContain("reminders");
    ctx.clock.advance(60_000);
    expect(await a.jobsLease.tick()).toBe(true);
    expect(await a.jobs.runDue()).toContain("reminders");
    expect(await b.jobs.runDue()).toEqual([]);
    expect(await reminderMailsQueued()).toHaveLength(2);
    await a.stop();
    await b.stop();
  });
});
