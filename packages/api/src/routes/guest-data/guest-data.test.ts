import { mkdtemp, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type GuestDataExport, guestDataTexts, validationTexts } from "@tischservice/core";
import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, demoRequests, reservations, users } from "../../db/schema/index.ts";
import { emlFileTransport } from "../../mail/transport.ts";
import { createOutboxWorker } from "../../mail/worker.ts";
import { addTables, booking, manageTokenFor, queuedMails } from "../../test/booking-helpers.ts";
import { PASSWORD } from "../../test/fixtures.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { tablesMentioning } from "../../test/tables-mentioning.ts";
import { setupTestContext } from "../../test/test-context.ts";

const mailDir = await mkdtemp(join(tmpdir(), "tischservice-guest-data-"));
const ctx = await setupTestContext({ mailFilesDir: mailDir });
const { cast, as } = signedInCast(ctx, "each");

const GUEST = "erika.gast@beispiel.de";
const exportPath = (restaurantId: string, query: string) =>
  `/api/guests/restaurant/${restaurantId}/export?${query}`;
const erasePath = (restaurantId: string, query: string) => `/api/guests/restaurant/${restaurantId}?${query}`;

beforeEach(async () => {
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await addTables(ctx.db, cast.restaurant.id, [4, 4, 4, 4]);
  await addTables(ctx.db, cast.otherRestaurant.id, [4, 4]);
});

async function book(restaurantId: string, overrides: Record<string, unknown>) {
  const response = await as.anonymous.post(`/api/reservation/${restaurantId}`, booking(overrides));
  expect(response.status).toBe(201);
  return (response.body.data as { _id: string })._id;
}

/** Sends the outbox through the file transport, as the server does without SMTP. */
async function sendQueuedMail() {
  const worker = createOutboxWorker({
    db: ctx.db,
    transport: emlFileTransport(mailDir, "t@x"),
    logger: ctx.logger,
  });
  await worker.runOnce();
}

async function reservationRow(id: string) {
  const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

describe("guest data at one restaurant (GET .../export, DELETE)", () => {
  it("given anyone but the owner or an admin, refuses both and changes nothing", async () => {
    const id = await book(cast.restaurant.id, { customerEmail: GUEST });
    const query = `email=${GUEST}`;
    const refused = { anonymous: 401, customer: 403, subuser: 403, otherOwner: 403 };
    await expectStatuses(as, refused, (c) => c.get(exportPath(cast.restaurant.id, query)));
    await expectStatuses(as, refused, (c) => c.delete(erasePath(cast.restaurant.id, query)));
    expect((await reservationRow(id))?.customerEmail).toBe(GUEST);
  });

  it("given no address, both an address and a phone, or an invalid address, answers 400 in German", async () => {
    const id = await book(cast.restaurant.id, { customerEmail: GUEST });
    const none = await as.owner.delete(erasePath(cast.restaurant.id, ""));
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: "validation", message: guestDataTexts.identifierRequired });
    const both = await as.owner.get(exportPath(cast.restaurant.id, `email=${GUEST}&phone=030123`));
    expect(both.body).toMatchObject({ code: "validation", message: guestDataTexts.identifierRequired });
    const invalid = await as.owner.delete(erasePath(cast.restaurant.id, "email=kein-at"));
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(validationTexts.invalidEmail);
    expect((await reservationRow(id))?.customerName).toBe("Erika Mustermann");
  });

  it("given an address, exports this restaurant's reservations with history and the mails to the guest, nothing of others", async () => {
    const first = await book(cast.restaurant.id, { customerEmail: GUEST, specialRequests: "Nussallergie" });
    const second = await book(cast.restaurant.id, {
      customerEmail: "Erika.Gast@Beispiel.de",
      timeSlot: "20:00",
    });
    await book(cast.restaurant.id, { customerName: "Otto Anders", customerEmail: "otto@beispiel.de" });
    await book(cast.otherRestaurant.id, { customerEmail: GUEST });
    const response = await as.owner.get(exportPath(cast.restaurant.id, `email=${GUEST}`));
    expect(response.status).toBe(200);
    const data = response.body.data as GuestDataExport;
    expect(response.body.message).toBe(guestDataTexts.found(2, 2));
    expect(data.reservations.map((row) => row._id)).toEqual([first, second]);
    expect(data.reservations[0]).toMatchObject({
      customerName: "Erika Mustermann",
      customerPhone: "+49 30 1234567",
      specialRequests: "Nussallergie",
      restaurantName: cast.restaurant.name,
      numberOfGuests: 2,
      history: [{ type: "created" }],
    });
    expect(data.reservations[0]?.tableNames).toHaveLength(1);
    expect(data.mails.map((mail) => mail.to.toLowerCase())).toEqual([GUEST, GUEST]);
    expect(data.account).toBeNull();
    expect(JSON.stringify(data)).not.toContain("otto@beispiel.de");
    expect(JSON.stringify(data)).not.toContain(cast.otherRestaurant.id);
    const [entry] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: "guest_data_exported", targetId: cast.restaurant.id });
    expect(JSON.stringify(entry)).not.toContain(GUEST);
  });

  it("given a phone written another way, finds the guest by it and erases them with their mails", async () => {
    const id = await book(cast.restaurant.id, {
      customerEmail: "telefon@beispiel.de",
      customerPhone: "030 / 123 45 67",
    });
    const phone = `phone=${encodeURIComponent("+49 30 1234567")}`;
    const response = await as.owner.get(exportPath(cast.restaurant.id, phone));
    const data = response.body.data as GuestDataExport;
    expect(data.reservations.map((row) => row._id)).toEqual([id]);
    expect(data.mails.map((mail) => mail.to)).toEqual(["telefon@beispiel.de"]);
    // Erased by phone: the mails to the address the reservation gave go too.
    expect((await as.owner.delete(erasePath(cast.restaurant.id, phone))).status).toBe(200);
    expect(await tablesMentioning(ctx.db, "telefon@beispiel.de")).toEqual({});
  });

  it("given nothing stored, exports an empty document and refuses the erasure with 404", async () => {
    const exported = await as.owner.get(exportPath(cast.restaurant.id, "email=niemand@beispiel.de"));
    expect(exported.body).toMatchObject({
      message: guestDataTexts.nothingStored,
      data: { reservations: [], mails: [] },
    });
    const erased = await as.owner.delete(erasePath(cast.restaurant.id, "email=niemand@beispiel.de"));
    expect(erased.status).toBe(404);
    expect(erased.body.message).toBe(guestDataTexts.nothingStored);
  });

  it("given an erasure, keeps anonymous bookings for statistics and leaves nothing of the guest in any table or mail file", async () => {
    const id = await book(cast.restaurant.id, {
      customerName: "Erika Einmalig",
      customerEmail: GUEST,
      customerPhone: "+49 171 5550101",
      specialRequests: "Rollstuhl",
    });
    const elsewhere = await book(cast.otherRestaurant.id, { customerEmail: GUEST });
    await sendQueuedMail();
    const filesBefore = await readdir(mailDir);
    const statsBefore = (await as.owner.get(`/api/stats/${cast.restaurant.id}?period=all`)).body.data;

    const response = await as.owner.delete(erasePath(cast.restaurant.id, `email=${GUEST}`));
    expect(response.status).toBe(200);
    // The guest's confirmation and the restaurant's notice about the booking.
    expect(response.body).toMatchObject({
      message: guestDataTexts.erased(1, 2),
      data: { reservations: 1, mails: 2, accountUnlinked: false, accountDeleted: false },
    });
    expect(await reservationRow(id)).toMatchObject({
      customerName: guestDataTexts.anonymisedName,
      customerEmail: "",
      customerPhone: "",
      specialRequests: "",
      manageTokenHash: null,
      numberOfGuests: 2,
      reservationDate: "2026-05-13",
      timeSlot: "19:00",
    });
    expect((await as.owner.get(`/api/stats/${cast.restaurant.id}?period=all`)).body.data).toEqual(
      statsBefore,
    );
    // The other restaurant's booking and its two mails (the guest's, the restaurant's notice) are that
    // restaurant's to answer for.
    expect((await reservationRow(elsewhere))?.customerEmail).toBe(GUEST);
    expect(await tablesMentioning(ctx.db, GUEST)).toEqual({ reservations: 1, outbox: 2 });
    for (const needle of ["Erika Einmalig", "171 5550101", "Rollstuhl"]) {
      expect(await tablesMentioning(ctx.db, needle)).toEqual({});
    }
    const filesAfter = await readdir(mailDir);
    expect(filesBefore.length - filesAfter.length).toBe(2); // the two mails; a push leaves no file
    for (const file of filesAfter) expect(filesBefore).toContain(file);
    const [entry] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: "guest_data_erased", details: { reservations: "1", mails: "2" } });
    expect(JSON.stringify(entry)).not.toContain(GUEST);
  });

  it("given a guest with a customer account, unlinks the account and keeps it", async () => {
    const booked = await as.customer.post("/api/reservations", {
      ...booking({ customerEmail: cast.customer.email }),
      restaurantId: cast.restaurant.id,
    });
    expect(booked.status).toBe(201);
    const id = (booked.body.data as { _id: string })._id;
    const response = await as.owner.delete(erasePath(cast.restaurant.id, `email=${cast.customer.email}`));
    expect(response.body).toMatchObject({
      message: `${guestDataTexts.erased(1, 2)} ${guestDataTexts.accountUnlinked}`,
      data: { accountUnlinked: true, accountDeleted: false },
    });
    expect((await reservationRow(id))?.customerUserId).toBeNull();
    expect(
      await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, cast.customer.id)),
    ).toHaveLength(1);
  });
});

describe("guest data platform-wide (admin)", () => {
  it("given anyone but an admin, refuses", async () => {
    const refused = { anonymous: 401, customer: 403, subuser: 403, owner: 403 };
    await expectStatuses(as, refused, (c) => c.get(`/api/admin/guests/export?email=${GUEST}`));
    await expectStatuses(as, refused, (c) => c.delete(`/api/admin/guests?email=${GUEST}`));
  });

  it("given a customer's address, exports every restaurant's data and the account, then erases all of it", async () => {
    const email = cast.customer.email;
    await book(cast.restaurant.id, { customerEmail: email });
    await book(cast.otherRestaurant.id, { customerEmail: email, customerName: "Gina Gast" });
    await ctx.db.insert(demoRequests).values({ firstName: "Gina", lastName: "Gast", email });
    const exported = await as.admin.get(`/api/admin/guests/export?email=${email}`);
    const data = exported.body.data as GuestDataExport;
    expect(new Set(data.reservations.map((row) => row.restaurantId))).toEqual(
      new Set([cast.restaurant.id, cast.otherRestaurant.id]),
    );
    expect(data.account).toMatchObject({ _id: cast.customer.id, email });

    const erased = await as.admin.delete(`/api/admin/guests?email=${email}`);
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ reservations: 2, accountDeleted: true });
    expect(erased.body.message).toBe(`${guestDataTexts.erased(2, 4)} ${guestDataTexts.accountDeleted}`);
    expect(await tablesMentioning(ctx.db, email)).toEqual({});
    expect(await tablesMentioning(ctx.db, "Gina Gast")).toEqual({});
  });

  it("given a staff member's address, erases their bookings as a guest but keeps the account", async () => {
    await book(cast.otherRestaurant.id, { customerEmail: cast.owner.email });
    const erased = await as.admin.delete(`/api/admin/guests?email=${cast.owner.email}`);
    expect(erased.body.data).toMatchObject({ reservations: 1, accountDeleted: false });
    expect(await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, cast.owner.id))).toHaveLength(
      1,
    );
    const mentions = Object.keys(await tablesMentioning(ctx.db, cast.owner.email));
    expect(mentions).toContain("users");
    expect(mentions).not.toContain("reservations");
    expect(mentions).not.toContain("outbox");
  });
});

describe("the guest's own data through the link in their mail", () => {
  const ownPath = (id: string, what: "export" | "erase") => `/api/reservations/${id}/guest-data-${what}`;

  it("given the link, mails the export to the reservation's address and shows none of it; a wrong token gets 404", async () => {
    await book(cast.restaurant.id, { customerEmail: GUEST, specialRequests: "Fensterplatz" });
    const { id, token } = await manageTokenFor(ctx.db, GUEST);
    const wrong = await as.anonymous.post(ownPath(id, "export"), { token: "x".repeat(43) });
    expect(wrong.status).toBe(404);
    const response = await as.anonymous.post(ownPath(id, "export"), { token });
    expect(response.status).toBe(202);
    expect(response.body).toEqual({ success: true, message: guestDataTexts.exportMailed });
    const mail = (await queuedMails(ctx.db)).at(-1);
    expect(mail).toMatchObject({
      to: GUEST,
      subject: guestDataTexts.exportMailSubject(cast.restaurant.name),
    });
    const attached = JSON.parse(mail?.attachments?.[0]?.content ?? "{}") as GuestDataExport;
    expect(attached.reservations).toMatchObject([{ _id: id, specialRequests: "Fensterplatz" }]);
  });

  it("given more than three exports in the window, refuses with 429", async () => {
    await book(cast.restaurant.id, { customerEmail: GUEST });
    const { id, token } = await manageTokenFor(ctx.db, GUEST);
    for (let i = 0; i < 3; i++)
      expect((await as.anonymous.post(ownPath(id, "export"), { token })).status).toBe(202);
    const refused = await as.anonymous.post(ownPath(id, "export"), { token });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe("rate_limited");
  });

  it("given a visit still ahead, refuses the erasure; once cancelled, erases and the link stops working", async () => {
    await book(cast.restaurant.id, { customerEmail: GUEST });
    const { id, token } = await manageTokenFor(ctx.db, GUEST);
    expect((await as.anonymous.get(`/api/reservations/${id}/guest?token=${token}`)).body.data).toMatchObject({
      canEraseData: false,
    });
    const early = await as.anonymous.post(ownPath(id, "erase"), { token });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "erase_not_yet", message: guestDataTexts.eraseNotYet });
    expect((await reservationRow(id))?.customerEmail).toBe(GUEST);
    expect((await as.anonymous.post(`/api/reservations/${id}/guest-cancel`, { token })).status).toBe(200);
    expect((await as.anonymous.get(`/api/reservations/${id}/guest?token=${token}`)).body.data).toMatchObject({
      canEraseData: true,
    });
    const erased = await as.anonymous.post(ownPath(id, "erase"), { token });
    expect(erased.status).toBe(200);
    expect(erased.body.data).toMatchObject({ reservations: 1 });
    expect(await tablesMentioning(ctx.db, GUEST)).toEqual({});
    expect((await as.anonymous.get(`/api/reservations/${id}/guest?token=${token}`)).status).toBe(404);
  });

  it("given another booking of the guest still ahead, refuses; after the visit, erases", async () => {
    await book(cast.restaurant.id, { customerEmail: GUEST });
    const { id, token } = await manageTokenFor(ctx.db, GUEST);
    await book(cast.restaurant.id, { customerEmail: GUEST, reservationDate: "2026-05-20" });
    ctx.clock.set("2026-05-14T08:00:00.000Z");
    const blocked = await as.anonymous.post(ownPath(id, "erase"), { token });
    expect(blocked.status).toBe(409);
    expect(blocked.body.code).toBe("upcoming_reservation");
    ctx.clock.set("2026-05-21T08:00:00.000Z");
    const erased = await as.anonymous.post(ownPath(id, "erase"), { token });
    expect(erased.body.data).toMatchObject({ reservations: 2 });
    const [entry] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ action: "guest_data_erased", actorEmail: guestDataTexts.guestActor });
  });
});

describe("the customer's own data and account", () => {
  it("given staff or nobody signed in, refuses", async () => {
    await expectStatuses(as, { anonymous: 401, owner: 403, subuser: 403, admin: 403 }, (c) =>
      c.get("/api/customer/data"),
    );
    await expectStatuses(as, { anonymous: 401, owner: 403 }, (c) =>
      c.delete("/api/customer/account", { json: { password: PASSWORD } }),
    );
  });

  it("given a signed-in customer, exports their bookings everywhere and their account", async () => {
    await book(cast.otherRestaurant.id, { customerEmail: cast.customer.email });
    const response = await as.customer.get("/api/customer/data");
    const data = response.body.data as GuestDataExport;
    expect(data.reservations.map((row) => row.restaurantId)).toEqual([cast.otherRestaurant.id]);
    expect(data.account).toMatchObject({ _id: cast.customer.id, email: cast.customer.email });
  });

  it("given a wrong password, keeps the account; given the right one, deletes it with all its data and ends the session", async () => {
    await book(cast.restaurant.id, { customerEmail: cast.customer.email, customerName: "Gina Gast" });
    const wrong = await as.customer.delete("/api/customer/account", { json: { password: "falsch!!" } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(validationTexts.currentPasswordIncorrect);
    expect(
      await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, cast.customer.id)),
    ).toHaveLength(1);
    const missing = await as.customer.delete("/api/customer/account", { json: {} });
    expect(missing.status).toBe(400);

    const deleted = await as.customer.delete("/api/customer/account", { json: { password: PASSWORD } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({
      message: guestDataTexts.ownAccountDeleted(1),
      data: { reservations: 1, accountDeleted: true },
    });
    expect((await as.customer.get("/api/users/me")).status).toBe(401);
    expect(await tablesMentioning(ctx.db, cast.customer.email)).toEqual({});
    expect(await tablesMentioning(ctx.db, "Gina Gast")).toEqual({});
  });
});
