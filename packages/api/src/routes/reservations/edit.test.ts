import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservationEvents, reservations, reservationTables } from "../../db/schema/index.ts";
import { addTables, booking, queuedMails } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The clock stands at Tuesday 2026-05-12 12:00 in Berlin. Wednesday 2026-05-13 is open 11:30–14:30 and
// 17:30–22:00 (stays of 120 minutes: the last dinner slot is 20:00); Monday is closed.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 1000 } });
const { cast, as } = signedInCast(ctx);
/** Table id by its number: "1" and "2" seat 2, "3" seats 4, "4" seats 6. */
const table: Record<string, string> = {};

beforeAll(async () => {
  for (const row of await addTables(ctx.db, cast.restaurant.id, [2, 2, 4, 6]))
    table[row.tableNumber] = row.id;
  const [foreign] = await addTables(ctx.db, cast.otherRestaurant.id, [8], 1);
  if (foreign) table.foreign = foreign.id;
});

type Reservation = {
  _id: string;
  timeSlot: string;
  reservationDate: string;
  numberOfGuests: number;
  tableIds: string[];
  tableNumbers: string[];
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  specialRequests: string;
  startsAt: string;
  endsAt: string;
  updated_at: string;
};

/** A direct booking by the owner (confirmed at once). */
async function book(overrides: Record<string, unknown> = {}): Promise<Reservation> {
  const response = await as.owner.post(
    `/api/reservation/${cast.restaurant.id}`,
    booking({ autoApprove: true, ...overrides }),
  );
  if (response.status !== 201) throw new Error(response.text);
  return response.body.data as Reservation;
}

const edit = (id: string, body: unknown, client = as.owner) => client.put(`/api/reservations/${id}`, body);

async function stored(id: string) {
  const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
  const held = await ctx.db
    .select({ tableId: reservationTables.tableId, startsAt: reservationTables.startsAt })
    .from(reservationTables)
    .where(eq(reservationTables.reservationId, id));
  const events = await ctx.db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));
  return { row, held, events };
}

const changedMails = async (to: string) =>
  (await queuedMails(ctx.db)).filter((mail) => mail.to === to && /geändert|changed/.test(mail.subject));

describe("PUT /api/reservations/{id}, the change itself", () => {
  it("given a new time, moves the stay and its table, records who changed what and mails the guest a new .ics", async () => {
    const booked = await book({ customerEmail: "zeit@beispiel.de" });
    expect(booked.tableNumbers).toEqual(["1"]);
    const response = await edit(booked._id, { timeSlot: "20:00", expectedUpdatedAt: booked.updated_at });
    expectAnswer(response, 200, {
      success: true,
      message: "Reservierung geändert.",
      data: { timeSlot: "20:00", tableNumbers: ["1"], startsAt: "2026-05-13T18:00:00.000Z" },
    });
    const after = await stored(booked._id);
    // The stay keeps its length (the party size is the same).
    const stay = Date.parse(booked.endsAt) - Date.parse(booked.startsAt);
    const endsAt = new Date(Date.parse("2026-05-13T18:00:00.000Z") + stay);
    expect(after.row?.endsAt).toEqual(endsAt);
    expect(after.held).toEqual([{ tableId: table["1"], startsAt: new Date("2026-05-13T18:00:00.000Z") }]);
    const history = await as.subuser.get(`/api/reservations/${booked._id}/events`);
    expect((history.body.data as Array<{ type: string }>).at(-1)).toMatchObject({
      type: "changed",
      actor: "staff",
      actorName: "Olga Owner",
      changes: [{ field: "timeSlot", from: "19:00", to: "20:00" }],
    });
    const [mail, ...more] = await changedMails("zeit@beispiel.de");
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Ihre Reservierung bei Restaurant A wurde geändert");
    expect(mail?.text).toContain("um 20:00 Uhr");
    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe("reservierung.ics");
    expect(ics?.contentType).toContain("text/calendar");
    expect(ics?.content).toContain(`UID:${booked._id}@`);
    expect(ics?.content).toContain("DTSTART:20260513T180000Z");
    expect(ics?.content).toContain(`DTEND:${endsAt.toISOString().replace(/[-:]|\.000/g, "")}`);
  });

  it("given a larger party, keeps the time and gives it a table that seats it; the guest is told", async () => {
    const booked = await book({ reservationDate: "2026-05-14", customerEmail: "gruppe@beispiel.de" });
    const response = await edit(booked._id, { numberOfGuests: 5 });
    expect(response.body.data).toMatchObject({ numberOfGuests: 5, timeSlot: "19:00", tableNumbers: ["4"] });
    const last = (await stored(booked._id)).events.at(-1);
    expect(last?.changes).toEqual([
      { field: "numberOfGuests", from: "2", to: "5" },
      { field: "tables", from: "1", to: "4" },
    ]);
    expect(await changedMails("gruppe@beispiel.de")).toHaveLength(1);
  });

  it("given a table chosen by hand, a new date and the guest's details, changes all of it in one history entry", async () => {
    const booked = await book({ reservationDate: "2026-05-14", timeSlot: "12:00" });
    const response = await edit(booked._id, {
      reservationDate: "2026-05-15",
      tableIds: [table["3"]],
      customerName: "Erika Muster",
      customerPhone: "",
      customerEmail: "neu@beispiel.de",
      specialRequests: "Kinderstuhl",
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      reservationDate: "2026-05-15",
      tableNumbers: ["3"],
      customerName: "Erika Muster",
      customerPhone: "",
      customerEmail: "neu@beispiel.de",
      specialRequests: "Kinderstuhl",
    });
    const { row, events } = await stored(booked._id);
    // The guest book files the reservation under its new address.
    expect(row?.guestKey).toContain("neu@beispiel.de");
    expect(events.filter((event) => event.type === "changed")).toHaveLength(1);
    expect(events.at(-1)?.changes).toEqual([
      { field: "reservationDate", from: "2026-05-14", to: "2026-05-15" },
      { field: "tables", from: "1", to: "3" },
      { field: "customerName", from: "Erika Mustermann", to: "Erika Muster" },
      { field: "customerPhone", from: "+49 30 1234567", to: "" },
      { field: "customerEmail", from: "erika@beispiel.de", to: "neu@beispiel.de" },
      { field: "specialRequests", from: "", to: "Kinderstuhl" },
    ]);
    // The new date goes to the new address.
    expect(await changedMails("neu@beispiel.de")).toHaveLength(1);
  });

  it("given only the name, notes or table, sends the guest no mail", async () => {
    const booked = await book({ reservationDate: "2026-05-16", customerEmail: "still@beispiel.de" });
    expect((await edit(booked._id, { customerName: "Stille Post", tableIds: [table["2"]] })).status).toBe(
      200,
    );
    expect(await changedMails("still@beispiel.de")).toHaveLength(0);
  });

  it("given the values it already has, answers 200 and writes nothing", async () => {
    const booked = await book({ reservationDate: "2026-05-16", timeSlot: "13:00" });
    const response = await edit(booked._id, { timeSlot: "13:00", customerName: booked.customerName });
    expect(response.body).toMatchObject({ message: "Es wurde nichts geändert.", data: booked });
    expect((await stored(booked._id)).events.map((event) => event.type)).toEqual(["created", "confirmed"]);
  });

  it("given a booking in English, mails the change in English with its calendar file", async () => {
    const booked = await book({
      reservationDate: "2026-05-17",
      customerEmail: "guest@example.com",
      language: "en",
    });
    await edit(booked._id, { timeSlot: "18:00" });
    const [mail] = await changedMails("guest@example.com");
    expect(mail?.subject).toBe("Your reservation at Restaurant A has been changed");
    expect(mail?.attachments?.[0]?.filename).toBe("reservation.ics");
  });

  it("given a staff list read before, the list shows the change at once (announced like every write)", async () => {
    const booked = await book({ reservationDate: "2026-05-20", timeSlot: "12:00" });
    const list = () =>
      as.owner.get(`/api/reservations/restaurant/${cast.restaurant.id}?from=2026-05-20&to=2026-05-20`);
    expect(((await list()).body.data as Reservation[]).map((r) => r.timeSlot)).toEqual(["12:00"]);
    await edit(booked._id, { timeSlot: "12:30" });
    expect(((await list()).body.data as Reservation[]).map((r) => r.timeSlot)).toEqual(["12:30"]);
  });
});

describe("PUT /api/reservations/{id}, refusals change nothing", () => {
  async function expectUnchanged(
    id: string,
    send: () => Promise<{ status: number; body: unknown }>,
    status: number,
  ) {
    const before = await stored(id);
    const mails = (await queuedMails(ctx.db)).length;
    const response = await send();
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(await stored(id)).toEqual(before);
    expect((await queuedMails(ctx.db)).length).toBe(mails);
    return response.body as { message: string; code: string };
  }

  it("given bad input, answers 400 in German", async () => {
    const booked = await book({ reservationDate: "2026-05-21" });
    const empty = await expectUnchanged(booked._id, () => edit(booked._id, {}), 400);
    expect(empty.message).toBe("Bitte geben Sie mindestens eine Änderung an.");
    await expectUnchanged(booked._id, () => edit(booked._id, { timeSlot: "25:00" }), 400);
    await expectUnchanged(booked._id, () => edit(booked._id, { numberOfGuests: 0 }), 400);
    await expectUnchanged(booked._id, () => edit(booked._id, { customerName: " " }), 400);
    await expectUnchanged(booked._id, () => edit(booked._id, { status: "cancelled" }), 400);
    const foreign = await expectUnchanged(
      booked._id,
      () => edit(booked._id, { tableIds: [table.foreign] }),
      400,
    );
    expect(foreign.message).toBe("Bitte wählen Sie Tische dieses Restaurants.");
  });

  it("given a closed day, a time not offered, a past time, answers 409 with its code", async () => {
    const booked = await book({ reservationDate: "2026-05-21" });
    const closed = await expectUnchanged(
      booked._id,
      () => edit(booked._id, { reservationDate: "2026-05-18" }),
      409,
    );
    expect(closed.code).toBe("closed");
    const lunchBreak = await expectUnchanged(booked._id, () => edit(booked._id, { timeSlot: "16:00" }), 409);
    expect(lunchBreak.code).toBe("slot_not_offered");
    const past = await expectUnchanged(
      booked._id,
      () => edit(booked._id, { reservationDate: "2026-05-10" }),
      409,
    );
    expect(past.code).toBe("slot_past");
  });

  it("given a table taken then, too small or a party no table seats, answers 409 and keeps the old table", async () => {
    const other = await book({ reservationDate: "2026-05-22", customerName: "Otto Ander" });
    const booked = await book({ reservationDate: "2026-05-22" });
    expect(other.tableNumbers).toEqual(["1"]);
    const taken = await expectUnchanged(
      booked._id,
      () => edit(booked._id, { tableIds: [other.tableIds[0]] }),
      409,
    );
    expect(taken).toMatchObject({
      code: "slot_taken",
      message: "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt.",
    });
    const small = await expectUnchanged(
      booked._id,
      () => edit(booked._id, { numberOfGuests: 3, tableIds: [table["2"]] }),
      409,
    );
    expect(small).toMatchObject({
      code: "no_fitting_tables",
      message: "Die gewählten Tische haben 2 Plätze, die Reservierung ist für 3 Personen.",
    });
    const huge = await expectUnchanged(booked._id, () => edit(booked._id, { numberOfGuests: 30 }), 409);
    expect(huge.code).toBe("no_fitting_tables");
  });

  it("given a cancelled reservation, a no-show or a finished visit, answers 409", async () => {
    const booked = await book({ reservationDate: "2026-05-21", timeSlot: "12:00" });
    await as.owner.put(`/api/reservations/${booked._id}/status`, { status: "cancelled" });
    const refused = await expectUnchanged(booked._id, () => edit(booked._id, { timeSlot: "12:30" }), 409);
    expect(refused).toMatchObject({
      code: "reservation_not_editable",
      message: "Eine Reservierung mit dem Status „Storniert“ kann nicht mehr geändert werden.",
    });
    const noShow = await book({ reservationDate: "2026-05-21", timeSlot: "12:30" });
    await ctx.db.update(reservations).set({ status: "no_show" }).where(eq(reservations.id, noShow._id));
    await expectUnchanged(noShow._id, () => edit(noShow._id, { customerName: "Niemand" }), 409);
    const done = await book({ reservationDate: "2026-05-21", timeSlot: "13:00" });
    await ctx.db.update(reservations).set({ status: "completed" }).where(eq(reservations.id, done._id));
    const finished = await expectUnchanged(done._id, () => edit(done._id, { customerName: "Später" }), 409);
    expect(finished.message).toBe(
      "Eine Reservierung mit dem Status „Abgeschlossen“ kann nicht mehr geändert werden.",
    );
  });

  it("given a version another device has changed since, answers 409 with the current reservation", async () => {
    const booked = await book({ reservationDate: "2026-05-23" });
    const first = await edit(booked._id, {
      specialRequests: "Fenster",
      expectedUpdatedAt: booked.updated_at,
    });
    expect(first.status).toBe(200);
    const stale = await expectUnchanged(
      booked._id,
      () => edit(booked._id, { timeSlot: "20:00", expectedUpdatedAt: booked.updated_at }),
      409,
    );
    expect(stale).toMatchObject({
      code: "version_conflict",
      data: { specialRequests: "Fenster", timeSlot: "19:00" },
    });
  });
});

describe("PUT /api/reservations/{id}, who may", () => {
  it("lets the owner, the sub-user and an admin change; refuses others and unknown ids", async () => {
    const booked = await book({ reservationDate: "2026-05-24", timeSlot: "13:00" });
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403 }, (client) =>
      edit(booked._id, { specialRequests: "Fremd" }, client),
    );
    expect((await stored(booked._id)).events.map((event) => event.type)).toEqual(["created", "confirmed"]);
    await expectStatuses(as, { subuser: 200, owner: 200, admin: 200 }, (client, role) =>
      edit(booked._id, { specialRequests: `Wunsch von ${role}` }, client),
    );
    const names = (await stored(booked._id)).events.filter((event) => event.type === "changed");
    expect(names).toHaveLength(3);
    expect((await edit("unbekannt", { timeSlot: "13:00" })).status).toBe(404);
  });
});
