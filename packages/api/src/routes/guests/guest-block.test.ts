import type { GuestProfile } from "@tischservice/core";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { enquiries, reservations, restaurants, waitlistEntries } from "../../db/schema/index.ts";
import { addTables, booking, insertReservation, setConfig } from "../../test/booking-helpers.ts";
import { expectAnswer } from "../../test/expect-answer.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// "Online-Reservierung sperren". The clock: Tuesday 2026-05-12, 12:00 in Berlin (10:00 UTC); the fixture
// restaurant is open on Wednesday evening, where the online channels ask for a table.
const ctx = await setupTestContext({ rateLimits: { bookingPerIp: 10_000 } });
const { cast, as } = signedInCast(ctx);
const profilePath = (query: string) => `/api/guests/restaurant/${cast.restaurant.id}/profile?${query}`;
const refusal = (phone: string) =>
  `Eine Online-Reservierung ist leider nicht möglich. Bitte rufen Sie uns an${phone ? `: ${phone}` : "."}`;

/** A past visit of the guest, so the guest book knows them (staff may write a profile only then). */
async function pastVisit(email: string, phone = "", status: "confirmed" | "no_show" = "confirmed") {
  return insertReservation(ctx.db, {
    restaurantId: cast.restaurant.id,
    customerName: "Gast",
    customerEmail: email,
    customerPhone: phone,
    reservationDate: "2026-05-12",
    startsAt: new Date("2026-05-12T08:00:00Z"),
    endsAt: new Date("2026-05-12T09:30:00Z"),
    status,
  });
}

const block = (query: string, reason = "Mehrfach nicht erschienen") =>
  as.owner.put(profilePath(query), { blocked: true, blockedReason: reason });
const profileOf = async (query: string) => (await as.owner.get(profilePath(query))).body.data as GuestProfile;
const countOf = async (email: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.customerEmail, email))).length;

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2, 4, 6]);
});
beforeEach(() => ctx.clock.set("2026-05-12T10:00:00.000Z"));

describe("the block in the guest profile (GET and PUT)", () => {
  it("given a block, answers it with its reason and the clock's instant; a note save keeps it; lifting it clears it", async () => {
    await pastVisit("runde@beispiel.de");
    expect((await profileOf("email=runde@beispiel.de")).blocked).toBe(false);
    const saved = await block("email=Runde@Beispiel.de");
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      blocked: true,
      blockedReason: "Mehrfach nicht erschienen",
      blockedAt: "2026-05-12T10:00:00.000Z",
    });
    ctx.clock.set("2026-05-12T11:00:00.000Z");
    // A save of the note alone (an older client) leaves the block and its stamp as they were.
    await as.owner.put(profilePath("email=runde@beispiel.de"), { note: "Fensterplatz" });
    expect(await profileOf("email=runde@beispiel.de")).toMatchObject({
      note: "Fensterplatz",
      blocked: true,
      blockedAt: "2026-05-12T10:00:00.000Z",
    });
    // Saving the block again with a new reason keeps the first stamp.
    await block("email=runde@beispiel.de", "Anderer Grund");
    expect(await profileOf("email=runde@beispiel.de")).toMatchObject({
      blockedReason: "Anderer Grund",
      blockedAt: "2026-05-12T10:00:00.000Z",
    });
    const lifted = await as.owner.put(profilePath("email=runde@beispiel.de"), { blocked: false });
    expect(lifted.body.data).toMatchObject({ blocked: false, blockedReason: "", blockedAt: null });
  });

  it("given a guest known by phone only, blocks them by ?phone=", async () => {
    await pastVisit("", "0171 2223334");
    expect((await block("phone=%2B491712223334")).status).toBe(200);
    expect((await profileOf("phone=0171%202223334")).blocked).toBe(true);
  });

  it("given a reason over 200 characters or a block that is not true or false, refuses with 400 in German", async () => {
    await pastVisit("lang@beispiel.de");
    const tooLong = await block("email=lang@beispiel.de", "x".repeat(201));
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(
      "Der Grund der Sperre darf höchstens 200 Zeichen lang sein.",
    );
    const notBoolean = await as.owner.put(profilePath("email=lang@beispiel.de"), { blocked: "ja" });
    expect(notBoolean.status).toBe(400);
    expect((await profileOf("email=lang@beispiel.de")).blocked).toBe(false);
  });

  it("given a sub-user, lets them block too; a stranger is refused", async () => {
    await pastVisit("team@beispiel.de");
    const bySubuser = await as.subuser.put(profilePath("email=team@beispiel.de"), { blocked: true });
    expect(bySubuser.status).toBe(200);
    expect((await as.otherOwner.put(profilePath("email=team@beispiel.de"), { blocked: false })).status).toBe(
      403,
    );
    expect((await profileOf("email=team@beispiel.de")).blocked).toBe(true);
  });
});

describe("online channels of a blocked guest", () => {
  beforeAll(async () => {
    await pastVisit("gesperrt@beispiel.de", "+49 170 9998887");
    await block("email=gesperrt@beispiel.de");
    // The blocked phone: a guest known by this number alone.
    await pastVisit("", "0160 1112223");
    await block("phone=0160%201112223");
  });
  beforeEach(async () => {
    await ctx.db
      .update(restaurants)
      .set({ phone: "030 1234567" })
      .where(eq(restaurants.id, cast.restaurant.id));
  });

  const expectRefused = (response: { status: number; body: unknown }, phone = "030 1234567") => {
    expectAnswer(response, 403, {
      success: false,
      code: "online_booking_unavailable",
      message: refusal(phone),
    });
  };

  it("given the widget with the blocked address (any case), refuses with 403 and stores nothing", async () => {
    const response = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerEmail: "Gesperrt@Beispiel.de", customerPhone: "" }),
    );
    expectRefused(response);
    expect(await countOf("Gesperrt@Beispiel.de")).toBe(0);
  });

  it("given the widget with a new address but the blocked phone, refuses it", async () => {
    const response = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerEmail: "neu@beispiel.de", customerPhone: "+49 160 1112223" }),
    );
    expectRefused(response);
    expect(await countOf("neu@beispiel.de")).toBe(0);
  });

  it("given a restaurant without a phone, ends the refusal with the plain request to call", async () => {
    await ctx.db.update(restaurants).set({ phone: "" }).where(eq(restaurants.id, cast.restaurant.id));
    const response = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerEmail: "gesperrt@beispiel.de" }),
    );
    expectRefused(response, "");
  });

  it("given a signed-in customer booking with the blocked address, refuses it", async () => {
    const response = await as.customer.post("/api/reservations", {
      ...booking({ customerEmail: "gesperrt@beispiel.de" }),
      restaurantId: cast.restaurant.id,
    });
    expectRefused(response);
    expect(await countOf("gesperrt@beispiel.de")).toBe(1);
  });

  it("given a waitlist entry with the blocked address, refuses it and stores nothing", async () => {
    const response = await as.anonymous.post(`/api/waitlist/${cast.restaurant.id}`, {
      customerName: "Gast",
      customerEmail: "gesperrt@beispiel.de",
      customerPhone: "",
      numberOfGuests: 2,
      date: "2026-05-13",
      from: "18:00",
      to: "19:00",
    });
    expectRefused(response);
    const rows = await ctx.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.restaurantId, cast.restaurant.id));
    expect(rows).toEqual([]);
  });

  it("given an enquiry with the blocked phone, refuses it and stores nothing", async () => {
    const response = await as.anonymous.post(`/api/enquiries/${cast.restaurant.id}`, {
      customerName: "Gruppe",
      customerEmail: "gruppe@beispiel.de",
      customerPhone: "0160 1112223",
      numberOfGuests: 16,
      reservationDate: "2026-05-13",
      timeSlot: "19:00",
      message: "Feier",
    });
    expectRefused(response);
    const rows = await ctx.db
      .select()
      .from(enquiries)
      .where(
        and(
          eq(enquiries.restaurantId, cast.restaurant.id),
          eq(enquiries.customerEmail, "gruppe@beispiel.de"),
        ),
      );
    expect(rows).toEqual([]);
  });

  it("given staff booking the blocked guest in the dashboard, books them", async () => {
    const response = await as.owner.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerEmail: "gesperrt@beispiel.de", timeSlot: "20:00", autoApprove: true }),
    );
    expect(response.status).toBe(201);
  });

  it("given a guest who is not blocked, books them online as before", async () => {
    const response = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerEmail: "frei@beispiel.de", customerPhone: "+49 30 7654321", timeSlot: "18:00" }),
    );
    expect(response.status).toBe(201);
  });
});

describe("the automatic block after no-shows", () => {
  const noShow = (id: string) => as.owner.put(`/api/reservations/${id}/status`, { status: "no_show" });

  it("given no setting, never blocks", async () => {
    const first = await pastVisit("aus@beispiel.de");
    const second = await pastVisit("aus@beispiel.de");
    expect((await noShow(first.id)).status).toBe(200);
    expect((await noShow(second.id)).status).toBe(200);
    expect((await profileOf("email=aus@beispiel.de")).blocked).toBe(false);
  });

  it("given a threshold of 3, blocks at the third no-show and not before, in the reason's words", async () => {
    await setConfig(ctx.db, cast.restaurant.id, { autoBlockNoShows: 3 });
    const visits = [
      await pastVisit("dreimal@beispiel.de"),
      await pastVisit("dreimal@beispiel.de"),
      await pastVisit("dreimal@beispiel.de"),
    ];
    const [first, second, third] = visits.map((row) => row.id);
    if (!first || !second || !third) throw new Error("visits not inserted");
    expect((await noShow(first)).status).toBe(200);
    expect((await noShow(second)).status).toBe(200);
    expect((await profileOf("email=dreimal@beispiel.de")).blocked).toBe(false);
    ctx.clock.set("2026-05-12T10:05:00.000Z");
    expect((await noShow(third)).status).toBe(200);
    expect(await profileOf("email=dreimal@beispiel.de")).toMatchObject({
      blocked: true,
      blockedReason: "Automatisch gesperrt nach 3 Nichterscheinen",
      blockedAt: "2026-05-12T10:05:00.000Z",
    });
    const refused = await as.anonymous.post(
      `/api/reservation/${cast.restaurant.id}`,
      booking({ customerEmail: "dreimal@beispiel.de", customerPhone: "" }),
    );
    expect(refused.body).toMatchObject({ code: "online_booking_unavailable" });
    await setConfig(ctx.db, cast.restaurant.id, { autoBlockNoShows: null });
  });

  it("given two no-shows of a guest marked at the same moment with a threshold of 2, blocks the guest", async () => {
    await setConfig(ctx.db, cast.restaurant.id, { autoBlockNoShows: 2 });
    const first = await pastVisit("zugleich@beispiel.de");
    const second = await pastVisit("zugleich@beispiel.de");
    const answers = await Promise.all([noShow(first.id), noShow(second.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await profileOf("email=zugleich@beispiel.de")).toMatchObject({
      blocked: true,
      blockedReason: "Automatisch gesperrt nach 2 Nichterscheinen",
    });
    await setConfig(ctx.db, cast.restaurant.id, { autoBlockNoShows: null });
  });

  it("given a block staff set by hand, keeps its reason at the next no-show", async () => {
    await setConfig(ctx.db, cast.restaurant.id, { autoBlockNoShows: 1 });
    const row = await pastVisit("hand@beispiel.de");
    await block("email=hand@beispiel.de", "Vom Team");
    expect((await noShow(row.id)).status).toBe(200);
    expect((await profileOf("email=hand@beispiel.de")).blockedReason).toBe("Vom Team");
    await setConfig(ctx.db, cast.restaurant.id, { autoBlockNoShows: null });
  });
});

describe("the setting autoBlockNoShows", () => {
  it("given no setting, answers null; the owner saves 1 to 20 or null, other values answer 400 in German", async () => {
    const path = `/api/restaurantconfigs/${cast.owner.id}`;
    const read = async () =>
      (
        (await as.owner.get(`/api/restaurantconfigs/user/${cast.owner.id}`)).body.config as {
          autoBlockNoShows: number | null;
        }
      ).autoBlockNoShows;
    expect(await read()).toBeNull();
    const refused = await as.owner.put(path, { autoBlockNoShows: 21 });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(
      "Automatisch sperren: nach 1 bis 20 Nichterscheinen oder aus.",
    );
    expect((await as.owner.put(path, { autoBlockNoShows: 3 })).status).toBe(200);
    expect(await read()).toBe(3);
    expect((await as.owner.put(path, { autoBlockNoShows: null })).status).toBe(200);
    expect(await read()).toBeNull();
  });
});
