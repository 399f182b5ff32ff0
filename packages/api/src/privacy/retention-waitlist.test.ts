import { retentionCutoffs } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { waitlistEntries, waitlistOffers } from "../db/schema/index.ts";
import { addTables } from "../test/booking-helpers.ts";
import { seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { eraseGuestData, exportGuestData } from "./guest-data.ts";
import { runRetention } from "./retention.ts";

// Waitlist entries hold personal data like enquiries: export, erasure and the retention periods.
const NOW = new Date("2026-11-24T03:00:00.000Z");
const cut = retentionCutoffs(NOW).reservationsEndedBefore;
const ctx = await setupTestContext();
const cast = await seedCast(ctx.db);
const [table] = await addTables(ctx.db, cast.restaurant.id, [2]);
const DAY = 24 * 60 * 60 * 1000;

async function entryAt(
  lastChange: Date,
  email: string,
  status: "waiting" | "offered" | "expired" = "expired",
) {
  const [row] = await ctx.db
    .insert(waitlistEntries)
    .values({
      restaurantId: cast.restaurant.id,
      status,
      customerName: "Erika Warte",
      customerEmail: email,
      customerPhone: "+49 30 555",
      numberOfGuests: 2,
      date: "2026-12-02",
      from: "18:00",
      to: "20:00",
      tokenHash: "hash",
      offerTokenHash: "offer-hash",
      createdAt: lastChange,
      updatedAt: lastChange,
    })
    .returning();
  if (!row) throw new Error("entry not inserted");
  return row;
}

const rowOf = async (id: string) =>
  (await ctx.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0];

describe("runRetention: waitlist entries", () => {
  it("given an entry last changed before the reservations' cut-off, counts it in a dry run and anonymises it; a later one stays; a second run changes nothing", async () => {
    const old = await entryAt(new Date(cut.getTime() - DAY), "alt@beispiel.de");
    const recent = await entryAt(new Date(cut.getTime() + DAY), "neu@beispiel.de");
    expect((await runRetention(ctx.db, { now: NOW, dryRun: true })).counts.waitlist).toBe(1);
    expect((await rowOf(old.id))?.customerEmail).toBe("alt@beispiel.de");
    expect((await runRetention(ctx.db, { now: NOW })).counts.waitlist).toBe(1);
    expect(await rowOf(old.id)).toMatchObject({
      customerName: "Anonymisiert",
      customerEmail: "",
      customerPhone: "",
      tokenHash: "",
      offerTokenHash: null,
      status: "expired",
      numberOfGuests: 2,
    });
    expect((await rowOf(recent.id))?.customerEmail).toBe("neu@beispiel.de");
    expect((await runRetention(ctx.db, { now: NOW })).counts.waitlist).toBe(0);
  });
});

describe("the guest's export and erasure: waitlist entries", () => {
  it("given the guest's address, exports their entries, then anonymises them, removes an active one and withdraws its hold; others' stay", async () => {
    const theirs = await entryAt(NOW, "Loeschen@Beispiel.de", "offered");
    const others = await entryAt(NOW, "bleibt@beispiel.de", "waiting");
    await ctx.db.insert(waitlistOffers).values({
      entryId: theirs.id,
      restaurantId: cast.restaurant.id,
      date: theirs.date,
      timeSlot: "18:00",
      tableIds: [table?.id ?? ""],
      startsAt: new Date("2026-12-02T17:00:00Z"),
      endsAt: new Date("2026-12-02T18:30:00Z"),
      expiresAt: new Date(NOW.getTime() + 15 * 60_000),
      offeredBy: "auto",
      createdAt: NOW,
    });
    const scope = { restaurantId: cast.restaurant.id, email: "loeschen@beispiel.de" };
    const exported = await exportGuestData(ctx.db, scope, NOW);
    expect(exported.waitlist).toEqual([
      expect.objectContaining({
        _id: theirs.id,
        restaurantName: "Restaurant A",
        customerEmail: "Loeschen@Beispiel.de",
        date: "2026-12-02",
        from: "18:00",
        to: "20:00",
        status: "offered",
      }),
    ]);
    const erased = await ctx.db.transaction((tx) => eraseGuestData(tx, scope, NOW));
    expect(erased).toMatchObject({ waitlist: 1, waitlistRestaurantIds: [cast.restaurant.id] });
    expect(await rowOf(theirs.id)).toMatchObject({
      customerName: "Anonymisiert",
      customerEmail: "",
      customerPhone: "",
      tokenHash: "",
      status: "removed",
    });
    const [offer] = await ctx.db.select().from(waitlistOffers).where(eq(waitlistOffers.entryId, theirs.id));
    expect(offer?.status).toBe("withdrawn");
    expect(await rowOf(others.id)).toMatchObject({ customerEmail: "bleibt@beispiel.de", status: "waiting" });
  });
});
