import { retentionCutoffs } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enquiries } from "../db/schema/index.ts";
import { seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { eraseGuestData } from "./guest-data.ts";
import { runRetention } from "./retention.ts";

// Large groups' enquiries hold personal data too; they go with the reservations' period.
const NOW = new Date("2026-11-24T03:00:00.000Z");
const cut = retentionCutoffs(NOW).reservationsEndedBefore;
const ctx = await setupTestContext();
const cast = await seedCast(ctx.db);
const DAY = 24 * 60 * 60 * 1000;

async function enquiryAt(lastChange: Date, email: string) {
  const [row] = await ctx.db
    .insert(enquiries)
    .values({
      restaurantId: cast.restaurant.id,
      customerName: "Gruppe Weber",
      customerEmail: email,
      customerPhone: "+49 30 555",
      numberOfGuests: 16,
      reservationDate: "2024-06-01",
      timeSlot: "19:00",
      message: "Firmenfeier",
      answerMessage: "Leider ausgebucht.",
      viewTokenHash: "hash",
      createdAt: lastChange,
      updatedAt: lastChange,
    })
    .returning();
  if (!row) throw new Error("enquiry not inserted");
  return row;
}

const rowOf = async (id: string) => (await ctx.db.select().from(enquiries).where(eq(enquiries.id, id)))[0];

describe("runRetention: enquiries", () => {
  it("given an enquiry last changed just before the reservations' cut-off, counts it in a dry run, anonymises it; one just after stays; a second run changes nothing", async () => {
    const old = await enquiryAt(new Date(cut.getTime() - DAY), "alt@beispiel.de");
    const recent = await enquiryAt(new Date(cut.getTime() + DAY), "neu@beispiel.de");
    const dryRun = await runRetention(ctx.db, { now: NOW, dryRun: true });
    expect(dryRun.counts.enquiries).toBe(1);
    expect((await rowOf(old.id))?.customerEmail).toBe("alt@beispiel.de");
    const run = await runRetention(ctx.db, { now: NOW });
    expect(run.counts.enquiries).toBe(1);
    expect(await rowOf(old.id)).toMatchObject({
      customerName: "Anonymisiert",
      customerEmail: "",
      customerPhone: "",
      message: "",
      answerMessage: "",
      viewTokenHash: "",
      numberOfGuests: 16,
    });
    expect(await rowOf(recent.id)).toMatchObject({
      customerEmail: "neu@beispiel.de",
      message: "Firmenfeier",
    });
    const anonymisedAt = (await rowOf(old.id))?.updatedAt;
    expect((await runRetention(ctx.db, { now: NOW })).counts.enquiries).toBe(0);
    expect((await rowOf(old.id))?.updatedAt).toEqual(anonymisedAt);
  });
});

describe("eraseGuestData: enquiries", () => {
  it("given the guest's address, anonymises their enquiries at the restaurant and leaves others'", async () => {
    const theirs = await enquiryAt(NOW, "Loeschen@Beispiel.de");
    const others = await enquiryAt(NOW, "bleibt@beispiel.de");
    await ctx.db.transaction((tx) =>
      eraseGuestData(tx, { restaurantId: cast.restaurant.id, email: "loeschen@beispiel.de" }, NOW),
    );
    expect(await rowOf(theirs.id)).toMatchObject({
      customerName: "Anonymisiert",
      customerEmail: "",
      message: "",
    });
    expect(await rowOf(others.id)).toMatchObject({ customerEmail: "bleibt@beispiel.de" });
  });
});
