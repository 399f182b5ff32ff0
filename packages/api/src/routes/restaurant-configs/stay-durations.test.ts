import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reservations, reservationTables, restaurantConfigs } from "../../db/schema/index.ts";
import { addTables, booking, setConfig } from "../../test/booking-helpers.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

// The stay length by party size (defaults 1–2 guests 90 min, 3–4 120, 5–8 150, 9 and more 180).
const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);
const configPath = () => `/api/restaurantconfigs/${cast.owner.id}`;
const bookingPath = () => `/api/reservation/${cast.restaurant.id}`;
const minutes = (data: unknown) => {
  const { startsAt, endsAt } = data as { startsAt: string; endsAt: string };
  return (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000;
};
const storedRow = async () =>
  (
    await ctx.db
      .select()
      .from(restaurantConfigs)
      .where(eq(restaurantConfigs.restaurantId, cast.restaurant.id))
  )[0];
const slotTimes = async (date: string, guests: number) =>
  (
    (await as.anonymous.get(`/api/simple-timeslots/${cast.restaurant.id}/${date}/${guests}`)).body
      .timeSlots as Array<{ time: string }>
  ).map((slot) => slot.time);

beforeAll(async () => {
  await addTables(ctx.db, cast.restaurant.id, [2, 8]);
});

// Tuesday, 12 May 2026, 12:00 in Berlin; the configuration as a restaurant from before stay lengths by party size has it.
beforeEach(async () => {
  ctx.clock.set("2026-05-12T10:00:00.000Z");
  await setConfig(ctx.db, cast.restaurant.id, { stayDurations: null, reservationDuration: 120 });
  await ctx.rateLimiter.clear();
});

describe("stay length by party size: bookings", () => {
  it("given the defaults, a party of 6 occupies its tables 150 minutes and a party of 2 90 minutes", async () => {
    const six = await as.anonymous.post(
      bookingPath(),
      booking({ numberOfGuests: 6, reservationDate: "2026-05-20" }),
    );
    expect(six.status).toBe(201);
    expect(minutes(six.body.data)).toBe(150);
    const two = await as.anonymous.post(
      bookingPath(),
      booking({ numberOfGuests: 2, reservationDate: "2026-05-20" }),
    );
    expect(two.status).toBe(201);
    expect(minutes(two.body.data)).toBe(90);
    const held = await ctx.db
      .select()
      .from(reservationTables)
      .where(eq(reservationTables.reservationId, (six.body.data as { _id: string })._id));
    expect(held.map((row) => (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000)).toEqual([150]);
  });

  it("given the defaults, offers a party of 6 its last slot 150 minutes before closing (22:00)", async () => {
    expect((await slotTimes("2026-05-21", 6)).at(-1)).toBe("19:30");
    expect((await slotTimes("2026-05-21", 2)).at(-1)).toBe("20:30");
  });

  it("given a restaurant that had set one duration of 150 minutes, keeps it for every party size", async () => {
    await setConfig(ctx.db, cast.restaurant.id, { reservationDuration: 150 });
    const two = await as.anonymous.post(bookingPath(), booking({ reservationDate: "2026-05-22" }));
    expect(minutes(two.body.data)).toBe(150);
    const config = (await as.anonymous.get(configPath())).body.config as { stayDurations: unknown };
    expect(config.stayDurations).toEqual([{ minutes: 150 }]);
  });

  it("given a saved list, new bookings follow it and an existing reservation keeps the end it was booked with", async () => {
    const before = await as.anonymous.post(bookingPath(), booking({ reservationDate: "2026-05-27" }));
    expect(minutes(before.body.data)).toBe(90);
    const saved = await as.owner.put(configPath(), {
      stayDurations: [{ maxGuests: 2, minutes: 60 }, { minutes: 240 }],
    });
    expect(saved.status).toBe(200);
    const after = await as.anonymous.post(
      bookingPath(),
      booking({ reservationDate: "2026-05-27", timeSlot: "17:30", customerEmail: "zweite@beispiel.de" }),
    );
    expect(after.status).toBe(201);
    expect(minutes(after.body.data)).toBe(60);
    const [kept] = await ctx.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, (before.body.data as { _id: string })._id));
    expect(kept && (kept.endsAt.getTime() - kept.startsAt.getTime()) / 60_000).toBe(90);
    expect((await slotTimes("2026-05-28", 3)).at(-1)).toBe("18:00");
  });
});

describe("stay length by party size: settings", () => {
  it("given no saved list, answers the defaults", async () => {
    const config = (await as.owner.get(configPath())).body.config as { stayDurations: unknown };
    expect(config.stayDurations).toEqual([
      { maxGuests: 2, minutes: 90 },
      { maxGuests: 4, minutes: 120 },
      { maxGuests: 8, minutes: 150 },
      { minutes: 180 },
    ]);
  });

  it("given a valid list, saves it and answers it", async () => {
    const list = [{ maxGuests: 4, minutes: 100 }, { maxGuests: 10, minutes: 150 }, { minutes: 200 }];
    const saved = await as.owner.put(configPath(), { stayDurations: list });
    expect(saved.status).toBe(200);
    expect((saved.body.config as { stayDurations: unknown }).stayDurations).toEqual(list);
    expect((await storedRow())?.stayDurations).toEqual(list);
  });

  it("given an invalid list, answers 400 with a German message and changes nothing", async () => {
    const version = (await storedRow())?.updatedAt;
    const refusals = [
      {
        body: [{ maxGuests: 4, minutes: 90 }, { maxGuests: 2, minutes: 120 }, { minutes: 150 }],
        message: "Jede Zeile braucht mehr Gäste als die Zeile davor.",
      },
      {
        body: [
          { maxGuests: 2, minutes: 90 },
          { maxGuests: 6, minutes: 120 },
        ],
        message: "Die letzte Zeile gilt für alle größeren Gruppen und hat keine Obergrenze.",
      },
      {
        body: [{ maxGuests: 2, minutes: 10 }, { minutes: 120 }],
        message: "Bitte geben Sie die Aufenthaltsdauer in ganzen Minuten zwischen 30 und 360 an.",
      },
      { body: [], message: "Bitte legen Sie zwischen 1 und 10 Zeilen für die Aufenthaltsdauer an." },
    ];
    const malformed = await as.owner.put(configPath(), { stayDurations: [{ minutes: "90" }] });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: "validation" });
    for (const { body, message } of refusals) {
      const refused = await as.owner.put(configPath(), {
        stayDurations: body,
        autoConfirmReservations: true,
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, message, code: "validation" });
      expect((refused.body.errors as Array<{ message: string }>)[0]?.message).toBe(message);
    }
    const row = await storedRow();
    expect(row?.stayDurations).toBeNull();
    expect(row?.autoConfirmReservations).toBe(false);
    expect(row?.updatedAt).toEqual(version);
  });

  it("given a sub-user, refuses the save (403) and changes nothing", async () => {
    const refused = await as.subuser.put(configPath(), { stayDurations: [{ minutes: 60 }] });
    expect(refused.status).toBe(403);
    expect((await storedRow())?.stayDurations).toBeNull();
  });
});
