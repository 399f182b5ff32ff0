import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservationEvents } from "../db/schema/index.ts";
import { addTables, booking } from "../test/booking-helpers.ts";
import { signedInCast } from "../test/signed-in-cast.ts";
import { tablesMentioning } from "../test/tables-mentioning.ts";
import { setupTestContext } from "../test/test-context.ts";
import { eraseGuestData } from "./guest-data.ts";
import { runRetention } from "./retention.ts";

// A staff edit's history entry holds the old and new name, phone, address and notes: erasure and the
// retention job take them out with the reservation's own data, and keep what else the edit changed.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 1000 } });
const { cast, as } = signedInCast(ctx);

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2, 4]);
});

/** A booking by the owner, then an edit of its time and every personal field. */
async function bookAndEdit(date: string, oldEmail: string, newEmail: string) {
  const booked = await as.owner.post(
    `/api/reservation/${cast.restaurant.id}`,
    booking({ reservationDate: date, customerEmail: oldEmail, autoApprove: true }),
  );
  const id = (booked.body.data as { _id: string })._id;
  const edited = await as.owner.put(`/api/reservations/${id}`, {
    timeSlot: "19:30",
    customerName: "Neuer Name",
    customerPhone: "+49 171 9999999",
    customerEmail: newEmail,
    specialRequests: "Allergie gegen Nüsse",
  });
  expect(edited.status).toBe(200);
  return id;
}

async function changesOf(id: string) {
  const rows = await ctx.db.select().from(reservationEvents).where(eq(reservationEvents.reservationId, id));
  return rows.filter((row) => row.type === "changed").map((row) => row.changes);
}

describe("a staff edit's history and the guest's data", () => {
  it("given the guest's erasure (by the new address), keeps the time change and drops name, contact and notes", async () => {
    const id = await bookAndEdit("2026-05-13", "alt@beispiel.de", "neu@beispiel.de");
    await ctx.db.transaction((tx) =>
      eraseGuestData(tx, { restaurantId: cast.restaurant.id, email: "neu@beispiel.de" }, ctx.clock.now()),
    );
    expect(await changesOf(id)).toEqual([[{ field: "timeSlot", from: "19:00", to: "19:30" }]]);
    expect(await tablesMentioning(ctx.db, "alt@beispiel.de")).toEqual({});
    expect(await tablesMentioning(ctx.db, "9999999")).toEqual({});
  });

  it("given the erasure of an address staff replaced, finds it in the history alone and removes it", async () => {
    const id = await bookAndEdit("2026-05-14", "frueher@beispiel.de", "jetzt@beispiel.de");
    await ctx.db.transaction((tx) =>
      eraseGuestData(tx, { restaurantId: cast.restaurant.id, email: "frueher@beispiel.de" }, ctx.clock.now()),
    );
    expect(await tablesMentioning(ctx.db, "frueher@beispiel.de")).toEqual({});
    expect(await changesOf(id)).toEqual([[{ field: "timeSlot", from: "19:00", to: "19:30" }]]);
  });

  it("given the retention period passed, the job takes the personal values out of the history too", async () => {
    const id = await bookAndEdit("2026-05-15", "lange@beispiel.de", "her@beispiel.de");
    await runRetention(ctx.db, { now: new Date("2030-01-01T03:00:00.000Z") });
    expect(await changesOf(id)).toEqual([[{ field: "timeSlot", from: "19:00", to: "19:30" }]]);
    expect(await tablesMentioning(ctx.db, "Nüsse")).toEqual({});
  });
});
