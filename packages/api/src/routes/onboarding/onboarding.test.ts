import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { reservations, restaurantConfigs, restaurants, tables, uploads } from "../../db/schema/index.ts";
import { booking } from "../../test/booking-helpers.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const refusals = { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 } as const;
const path = () => `/api/onboarding/${cast.restaurant.id}`;
const nothingDone = {
  details: false,
  hours: false,
  tables: false,
  widget: false,
  testBooking: false,
};

beforeEach(async () => {
  await ctx.db.delete(reservations);
  await ctx.db.delete(tables);
  await ctx.db
    .update(restaurants)
    .set({
      address: "",
      phone: "",
      description: "",
      bannerUploadId: null,
      onboardingDismissedAt: null,
      widgetCopiedAt: null,
      isDemo: false,
    })
    .where(eq(restaurants.id, cast.restaurant.id));
  await ctx.db
    .update(restaurantConfigs)
    .set({ hoursSavedAt: null })
    .where(eq(restaurantConfigs.restaurantId, cast.restaurant.id));
});

async function steps(): Promise<Record<string, boolean>> {
  const response = await as.owner.get(path());
  expect(response.status).toBe(200);
  return (response.body.data as { steps: Record<string, boolean> }).steps;
}

describe("GET /api/onboarding/{restaurantId}", () => {
  it("answers the owner and admins; sub-users, other owners and customers 403, anonymous 401", async () => {
    await expectStatuses(as, { ...refusals, owner: 200, admin: 200 }, (client) => client.get(path()));
    expect((await as.admin.get(path())).body).toEqual({
      success: true,
      data: { steps: nothingDone, dismissed: false },
    });
  });

  it("given an unknown restaurant, answers 404", async () => {
    const response = await as.admin.get("/api/onboarding/unbekannt");
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Restaurant nicht gefunden.");
  });

  it("given the restaurant's details, ticks 'details' only with address, phone and a description or a banner", async () => {
    const put = (fields: Record<string, string>) =>
      as.owner.put(`/api/restaurants/${cast.restaurant.id}`, fields);
    expect((await put({ address: "Hauptstraße 1, 10115 Berlin", phone: "+49 30 123456" })).status).toBe(200);
    expect((await steps()).details).toBe(false);
    expect((await put({ description: "Italienische Küche" })).status).toBe(200);
    expect((await steps()).details).toBe(true);
    await put({ description: "" });
    expect((await steps()).details).toBe(false);
    const [banner] = await ctx.db
      .insert(uploads)
      .values({ contentType: "image/png", size: 1, data: Buffer.from([0]) })
      .returning();
    await ctx.db
      .update(restaurants)
      .set({ bannerUploadId: banner?.id })
      .where(eq(restaurants.id, cast.restaurant.id));
    expect((await steps()).details).toBe(true);
    await put({ phone: "" });
    expect((await steps()).details).toBe(false);
  });

  it("given a config save, ticks 'hours' only when the opening hours were saved", async () => {
    const configPath = `/api/restaurantconfigs/${cast.restaurant.id}`;
    expect((await as.owner.put(configPath, { reservationDuration: 90 })).status).toBe(200);
    expect((await steps()).hours).toBe(false);
    const monday = {
      isOpen: true,
      openTime: "12:00",
      closeTime: "22:00",
      hasLunchBreak: false,
      lunchBreakStart: "",
      lunchBreakEnd: "",
    };
    const saved = await as.owner.put(configPath, { openingHours: { monday } });
    expect(saved.status).toBe(200);
    expect((await steps()).hours).toBe(true);
    const [config] = await ctx.db
      .select()
      .from(restaurantConfigs)
      .where(eq(restaurantConfigs.restaurantId, cast.restaurant.id));
    expect(config?.hoursSavedAt).toBeInstanceOf(Date);
  });

  it("given a table and then a booking, ticks 'tables' and 'testBooking' from the data", async () => {
    const tableBody = {
      restaurantId: cast.restaurant.id,
      name: "",
      tableNumber: "1",
      seats: 4,
      location: "Hauptraum",
    };
    const table = await as.owner.post("/api/tables", tableBody);
    expect(table.status).toBe(201);
    expect(await steps()).toMatchObject({ tables: true, testBooking: false });
    await as.owner.delete(`/api/tables/${(table.body.data as { _id: string })._id}`);
    expect((await steps()).tables).toBe(false);
    await as.owner.post("/api/tables", { ...tableBody, tableNumber: "2" });
    const booked = await as.anonymous.post(`/api/reservation/${cast.restaurant.id}`, booking());
    expect(booked.status).toBe(201);
    expect(await steps()).toMatchObject({ tables: true, testBooking: true });
  });
});

describe("PUT /api/onboarding/{restaurantId}", () => {
  it("refuses sub-users, other owners, customers (403) and anonymous (401), and changes nothing", async () => {
    await expectStatuses(as, refusals, (client) =>
      client.put(path(), { dismissed: true, widgetCopied: true }),
    );
    const [row] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(row).toMatchObject({ onboardingDismissedAt: null, widgetCopiedAt: null });
  });

  it("given widgetCopied, ticks 'widget' and keeps the first copy's time", async () => {
    const first = await as.owner.put(path(), { widgetCopied: true });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ steps: { ...nothingDone, widget: true }, dismissed: false });
    const copiedAt = ctx.clock.now().toISOString();
    ctx.clock.advance(60_000);
    await as.admin.put(path(), { widgetCopied: true });
    const [row] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(row?.widgetCopiedAt?.toISOString()).toBe(copiedAt);
  });

  it("given dismissed true and false, closes and reopens the checklist for this restaurant only", async () => {
    const closed = await as.owner.put(path(), { dismissed: true });
    expect(closed.body.data).toMatchObject({ dismissed: true });
    expect((await as.owner.get(path())).body.data).toMatchObject({ dismissed: true });
    expect((await as.otherOwner.get(`/api/onboarding/${cast.otherRestaurant.id}`)).body.data).toMatchObject({
      dismissed: false,
    });
    const reopened = await as.owner.put(path(), { dismissed: false });
    expect(reopened.body.data).toMatchObject({ dismissed: false });
  });

  it("given bad input, answers 400 in German and stores nothing", async () => {
    for (const body of [{ widgetCopied: false }, { dismissed: "ja" }, { steps: { tables: true } }]) {
      const response = await as.owner.put(path(), body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    const [row] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(row).toMatchObject({ onboardingDismissedAt: null, widgetCopiedAt: null });
  });

  it("given a demo restaurant, it counts as dismissed", async () => {
    await ctx.db.update(restaurants).set({ isDemo: true }).where(eq(restaurants.id, cast.restaurant.id));
    expect((await as.owner.get(path())).body.data).toMatchObject({ dismissed: true });
  });
});
