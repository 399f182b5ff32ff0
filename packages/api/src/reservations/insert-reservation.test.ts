import { isBookingReference } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { reservations } from "../db/schema/index.ts";
import { insertReservation as insertTestReservation } from "../test/booking-helpers.ts";
import { seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { insertReservation, type NewReservationRow, referenceDrawer } from "./insert-reservation.ts";

const ctx = await setupTestContext();
let cast: Awaited<ReturnType<typeof seedCast>>;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  cast = await seedCast(ctx.db);
});

const values = (restaurantId: string, customerName = "Anna Gast"): NewReservationRow => ({
  restaurantId,
  customerName,
  numberOfGuests: 2,
  reservationDate: "2026-05-13",
  timeSlot: "19:00",
  startsAt: new Date("2026-05-13T17:00:00Z"),
  endsAt: new Date("2026-05-13T19:00:00Z"),
});

/** A random source that answers the given references in turn. */
const answering = (...references: string[]) => {
  const drawn: string[] = [];
  const draw = () => {
    const next = references[drawn.length] ?? "";
    drawn.push(next);
    return next;
  };
  return { draw, drawn };
};

describe("insertReservation", () => {
  it("gives the reservation a fresh booking reference of core's alphabet", async () => {
    const row = await insertReservation(ctx.db, values(cast.restaurant.id));
    expect(isBookingReference(row.reference)).toBe(true);
  });

  it("given a reference the restaurant has already, draws again and keeps the other reservation as it was", async () => {
    const first = await insertTestReservation(ctx.db, { ...values(cast.restaurant.id), reference: "K7M2QX" });
    const source = answering("K7M2QX", "K7M2QX", "ABCDEF");
    const row = await ctx.db.transaction((tx) =>
      insertReservation(tx, values(cast.restaurant.id, "Ben Gast"), source.draw),
    );
    expect(source.drawn).toEqual(["K7M2QX", "K7M2QX", "ABCDEF"]);
    expect(row).toMatchObject({ reference: "ABCDEF", customerName: "Ben Gast" });
    const [kept] = await ctx.db.select().from(reservations).where(eq(reservations.id, first.id));
    expect(kept).toMatchObject({ reference: "K7M2QX", customerName: "Anna Gast" });
  });

  it("given a reference another restaurant has, keeps it: references are unique per restaurant", async () => {
    await insertTestReservation(ctx.db, { ...values(cast.otherRestaurant.id), reference: "K7M2QX" });
    const source = answering("K7M2QX");
    const row = await insertReservation(ctx.db, values(cast.restaurant.id), source.draw);
    expect(row.reference).toBe("K7M2QX");
  });

  it("given a random source that keeps repeating a taken reference, gives up without writing", async () => {
    await insertTestReservation(ctx.db, { ...values(cast.restaurant.id), reference: "K7M2QX" });
    await expect(insertReservation(ctx.db, values(cast.restaurant.id), () => "K7M2QX")).rejects.toThrow(
      "no free booking reference",
    );
    expect(await ctx.db.select().from(reservations)).toHaveLength(1);
  });

  it("given bookings at once that draw the same reference, writes each with a reference of its own", async () => {
    const rows = await Promise.all(
      Array.from({ length: 6 }, (_, i) => {
        const source = answering("K7M2QX", `K7M2Q${"ABCDEF"[i]}`);
        return ctx.db.transaction((tx) =>
          insertReservation(tx, values(cast.restaurant.id, `Gast ${i}`), source.draw),
        );
      }),
    );
    const references = rows.map((row) => row.reference);
    expect(new Set(references).size).toBe(6);
    expect(references.filter((reference) => reference === "K7M2QX")).toHaveLength(1);
  });
});

describe("referenceDrawer", () => {
  it("draws references the restaurant has not got, each once", async () => {
    await insertTestReservation(ctx.db, { ...values(cast.restaurant.id), reference: "K7M2QX" });
    const source = answering("K7M2QX", "ABCDEF", "ABCDEF", "GHJKLM");
    const next = await referenceDrawer(ctx.db, cast.restaurant.id, source.draw);
    expect([next(), next()]).toEqual(["ABCDEF", "GHJKLM"]);
  });
});
