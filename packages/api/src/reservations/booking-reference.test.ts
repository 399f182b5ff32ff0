import { isBookingReference } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { reservations } from "../db/schema/index.ts";
import { sendDueReminders } from "../reminders/send-reminders.ts";
import {
  acceptEnquiry,
  addTables,
  booking,
  enquiryRequest,
  manageTokenFor,
  queuedMails,
  setConfig,
} from "../test/booking-helpers.ts";
import { insertReminderReservation, reminderMails } from "../test/reminder-fixtures.ts";
import { signedInCast } from "../test/signed-in-cast.ts";
import { setupTestContext } from "../test/test-context.ts";

// Every reservation carries a short reference (core's `newBookingReference`): in the API's answers and in
// every mail about it, so that guests and staff can name a booking on the phone.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx, "each");
const GUEST = "erika@beispiel.de";

beforeEach(async () => {
  // Tuesday, 12 May 2026, 12:00 in Berlin; the guest books Wednesday 13 May, 19:00.
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await addTables(ctx.db, cast.restaurant.id, [4, 4]);
  await setConfig(ctx.db, cast.restaurant.id, { autoConfirmReservations: false });
});

const mailsTo = async (to: string) => (await queuedMails(ctx.db)).filter((mail) => mail.to === to);

async function bookOnline(overrides: Record<string, unknown> = {}) {
  const response = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking(overrides));
  expect(response.status).toBe(201);
  return response.body.data as { _id: string; reference: string };
}

describe("the booking reference", () => {
  it("given a booking, answers its reference, stores it and names it in the guest's and the restaurant's mail", async () => {
    const data = await bookOnline();
    expect(isBookingReference(data.reference)).toBe(true);
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.id, data._id));
    expect(row?.reference).toBe(data.reference);

    const [guestMail] = await mailsTo(GUEST);
    expect(guestMail?.text).toContain(`Reservierungsnummer: ${data.reference}`);
    expect(guestMail?.html).toContain(`Reservierungsnummer: ${data.reference}`);
    const notice = (await queuedMails(ctx.db)).find((mail) => mail.to !== GUEST);
    expect(notice?.text).toContain(`Reservierungsnummer: ${data.reference}`);
  });

  it("gives each booking of a restaurant a reference of its own", async () => {
    const references = [];
    for (const time of ["12:00", "12:00", "18:00", "18:00"]) {
      references.push((await bookOnline({ timeSlot: time })).reference);
    }
    expect(new Set(references).size).toBe(4);
  });

  it("shows it on the guest's page and the staff's reservation, and names it in the status mails", async () => {
    const data = await bookOnline();
    const { token } = await manageTokenFor(ctx.db, GUEST);
    const view = await as.anonymous.get(`/api/reservations/${data._id}/guest?token=${token}`);
    expect(view.body.data).toMatchObject({ reference: data.reference });
    const staff = await as.owner.get(`/api/restaurants/${cast.restaurant.id}/reservations/${data._id}`);
    expect(staff.body.data).toMatchObject({ reference: data.reference });

    expect((await as.owner.put(`/api/reservations/${data._id}/status`, { status: "confirmed" })).status).toBe(
      200,
    );
    expect((await mailsTo(GUEST)).at(-1)?.text).toContain(`Reservierungsnummer: ${data.reference}`);
    expect((await as.anonymous.post(`/api/reservations/${data._id}/guest-cancel`, { token })).status).toBe(
      200,
    );
    const cancelled = (await mailsTo(GUEST)).at(-1);
    expect(cancelled?.subject).toContain("storniert");
    expect(cancelled?.text).toContain(`Reservierungsnummer: ${data.reference}`);
  });

  it("given an English booking, names it as the reservation number", async () => {
    const data = await bookOnline({ language: "en" });
    expect((await mailsTo(GUEST))[0]?.text).toContain(`Reservation number: ${data.reference}`);
  });

  it("names it in the reminder", async () => {
    const row = await insertReminderReservation(ctx.db, cast.restaurant.id, { reference: "K7M2QX" });
    await sendDueReminders(ctx.db, {
      now: new Date("2026-06-11T17:00:00.000Z"),
      publicOrigin: "https://t.example",
    });
    const [reminder] = await reminderMails(ctx.db);
    expect(reminder?.to).toBe(row.customerEmail);
    expect(reminder?.text).toContain("Reservierungsnummer: K7M2QX");
  });

  it("given an accepted enquiry, the confirmation names the new reservation's reference", async () => {
    const tableIds = (await addTables(ctx.db, cast.restaurant.id, [8, 8], 3)).map((table) => table.id);
    const sent = await as.anonymous.post(
      `/api/enquiries/${cast.restaurant.id}`,
      enquiryRequest({ customerName: "Erika Mustermann", customerEmail: GUEST, message: "" }),
    );
    const accepted = await acceptEnquiry(as.owner, sent, tableIds);
    expect(accepted.status).toBe(200);
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.customerEmail, GUEST));
    expect(isBookingReference(row?.reference ?? "")).toBe(true);
    expect((await mailsTo(GUEST)).at(-1)?.text).toContain(`Reservierungsnummer: ${row?.reference}`);
  });
});
