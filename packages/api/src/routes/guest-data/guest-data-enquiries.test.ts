import { type GuestDataExport, guestDataTexts } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { enquiries, outbox } from "../../db/schema/index.ts";
import { addTables, enquiryRequest } from "../../test/booking-helpers.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { tablesMentioning } from "../../test/tables-mentioning.ts";
import { setupTestContext } from "../../test/test-context.ts";

// A large group's enquiry holds the guest's data too, so the guest's export lists
// it and their erasure anonymises it with every mail and push about it.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx, "each");

const GUEST = "gruppe.weber@beispiel.de";
const exportPath = (restaurantId: string, query: string) =>
  `/api/guests/restaurant/${restaurantId}/export?${query}`;
const erasePath = (restaurantId: string, query: string) => `/api/guests/restaurant/${restaurantId}?${query}`;

beforeEach(async () => {
  // Tuesday, 12 May 2026, 12:00 in Berlin.
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await addTables(ctx.db, cast.restaurant.id, [8, 8]);
  await addTables(ctx.db, cast.otherRestaurant.id, [8, 8]);
});

async function sendEnquiry(restaurantId: string, overrides: Record<string, unknown> = {}) {
  const response = await as.anonymous.post(
    `/api/enquiries/${restaurantId}`,
    enquiryRequest({
      customerEmail: GUEST,
      customerPhone: "+49 30 5550199",
      message: "Firmenfeier mit Rednerpult",
      ...overrides,
    }),
  );
  expect(response.status).toBe(201);
  return (response.body.data as { _id: string })._id;
}

describe("a guest's data with large groups' enquiries", () => {
  it("given an address, exports the guest's enquiry at this restaurant with its receipt mail, none of another restaurant's", async () => {
    const id = await sendEnquiry(cast.restaurant.id);
    await sendEnquiry(cast.otherRestaurant.id, { message: "Anderswo" });
    const response = await as.owner.get(exportPath(cast.restaurant.id, `email=${GUEST.toUpperCase()}`));
    expect(response.status).toBe(200);
    const data = response.body.data as GuestDataExport;
    expect(data.enquiries).toEqual([
      expect.objectContaining({
        _id: id,
        restaurantId: cast.restaurant.id,
        restaurantName: cast.restaurant.name,
        customerName: "Gruppe Weber",
        numberOfGuests: 16,
        message: "Firmenfeier mit Rednerpult",
        status: "open",
        answeredAt: null,
      }),
    ]);
    expect(data.reservations).toEqual([]);
    // The guest's receipt; the restaurant's notice is the restaurant's mail, not the guest's.
    expect(data.mails.map((mail) => mail.to)).toEqual([GUEST]);
    expect(response.body.message).toBe(`${guestDataTexts.found(0, 1)} ${guestDataTexts.enquiriesFound(1)}`);
  });

  it("given a phone written another way, finds the enquiry by it", async () => {
    const id = await sendEnquiry(cast.restaurant.id);
    const response = await as.owner.get(
      exportPath(cast.restaurant.id, `phone=${encodeURIComponent("030 555 01 99")}`),
    );
    expect((response.body.data as GuestDataExport).enquiries.map((row) => row._id)).toEqual([id]);
  });

  it("given the erasure, anonymises the enquiry, deletes its mails and push and says so; another restaurant's stays", async () => {
    const id = await sendEnquiry(cast.restaurant.id);
    const elsewhere = await sendEnquiry(cast.otherRestaurant.id, { message: "Anderswo" });
    const response = await as.owner.delete(erasePath(cast.restaurant.id, `email=${GUEST}`));
    expect(response.status).toBe(200);
    // The guest's receipt and the restaurant's notice (reply-to: the guest).
    expect(response.body).toMatchObject({
      message: `${guestDataTexts.erased(0, 2)} ${guestDataTexts.enquiriesErased(1)}`,
      data: { reservations: 0, mails: 2, enquiries: 1 },
    });
    const [row] = await ctx.db.select().from(enquiries).where(eq(enquiries.id, id));
    expect(row).toMatchObject({
      customerName: guestDataTexts.anonymisedName,
      customerEmail: "",
      customerPhone: "",
      message: "",
      viewTokenHash: "",
      numberOfGuests: 16,
      reservationDate: "2026-05-13",
    });
    // Nothing of the guest is left at this restaurant: only the other restaurant's enquiry, two mails and
    // one push name them.
    expect(await tablesMentioning(ctx.db, "Firmenfeier")).toEqual({});
    expect(await tablesMentioning(ctx.db, GUEST)).toEqual({ enquiries: 1, outbox: 2 });
    expect(await tablesMentioning(ctx.db, "Gruppe Weber")).toEqual({ enquiries: 1, outbox: 3 });
    const pushes = await ctx.db.select().from(outbox).where(eq(outbox.kind, "push"));
    expect(pushes.map((push) => push.restaurantId)).toEqual([cast.otherRestaurant.id]);
    const [kept] = await ctx.db.select().from(enquiries).where(eq(enquiries.id, elsewhere));
    expect(kept?.customerEmail).toBe(GUEST);
    // Their phone number likewise: only in the other restaurant's enquiry and its notice.
    expect(await tablesMentioning(ctx.db, "5550199")).toEqual({ enquiries: 1, outbox: 1 });
  });

  it("given the admin's platform-wide erasure, anonymises the guest's enquiries at every restaurant", async () => {
    await sendEnquiry(cast.restaurant.id);
    await sendEnquiry(cast.otherRestaurant.id);
    const response = await as.admin.delete(`/api/admin/guests?email=${GUEST}`);
    expect(response.body.data).toMatchObject({ reservations: 0, mails: 4, enquiries: 2 });
    for (const needle of [GUEST, "Gruppe Weber", "5550199", "Firmenfeier"]) {
      expect(await tablesMentioning(ctx.db, needle)).toEqual({});
    }
  });
});
