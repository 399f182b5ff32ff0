import { mkdtemp, readdir, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { retentionCutoffs } from "@tischservice/core";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TRUSTED_DEVICE_MS } from "../auth/trusted-devices.ts";
import {
  auditLog,
  demoRequests,
  emailVerificationTokens,
  outbox,
  passwordResetTokens,
  reservations,
  restaurantConfigs,
  sessions,
  trustedDevices,
} from "../db/schema/index.ts";
import { insertReservation } from "../test/booking-helpers.ts";
import { retentionCounts } from "../test/retention-counts.ts";
import { signedInCast } from "../test/signed-in-cast.ts";
import { tablesMentioning } from "../test/tables-mentioning.ts";
import { setupTestContext } from "../test/test-context.ts";
import { anonymisedReservation } from "./guest-data.ts";
import { lastRetentionRun, runRetention } from "./retention.ts";

const NOW = new Date("2026-11-24T03:00:00.000Z");
const cut = retentionCutoffs(NOW);
const mailDir = await mkdtemp(join(tmpdir(), "tischservice-retention-"));
const ctx = await setupTestContext({ mailFilesDir: mailDir });
ctx.clock.set(NOW);
const { cast, as } = signedInCast(ctx, "each");

const before = (instant: Date, ms = 1) => new Date(instant.getTime() - ms);
const DUE = "faellig@beispiel.de";
const KEPT = "bleibt@beispiel.de";

/** One row per kind just past its period (mentioning `DUE`) and one just inside it (`KEPT`). */
async function seedAroundCutoffs() {
  const reservation = (endsAt: Date, email: string) =>
    insertReservation(ctx.db, {
      restaurantId: cast.restaurant.id,
      customerName: `Gast ${email}`,
      customerEmail: email,
      customerPhone: "+49 30 1234567",
      specialRequests: "Nussallergie",
      customerUserId: cast.customer.id,
      manageTokenHash: `hash-${email}`,
      status: "confirmed",
      reservationDate: endsAt.toISOString().slice(0, 10),
      startsAt: before(endsAt, 2 * 60 * 60 * 1000),
      endsAt,
    });
  const dueReservation = await reservation(before(cut.reservationsEndedBefore), DUE);
  const keptReservation = await reservation(cut.reservationsEndedBefore, KEPT);

  const mail = async (to: string, values: Partial<typeof outbox.$inferInsert>) => {
    const [row] = await ctx.db
      .insert(outbox)
      .values({ kind: "mail", payload: { to, subject: "Ihre Reservierung", text: to, html: to }, ...values })
      .returning();
    if (!row) throw new Error("mail not inserted");
    await writeFile(join(mailDir, `${row.id}.eml`), `To: ${to}\n`);
    return row.id;
  };
  const mails = {
    dueSent: await mail(DUE, {
      status: "sent",
      createdAt: before(cut.mailsBefore),
      sentAt: before(cut.mailsBefore),
    }),
    keptSent: await mail(KEPT, {
      status: "sent",
      createdAt: before(cut.mailsBefore),
      sentAt: cut.mailsBefore,
    }),
    dueFailed: await mail(DUE, { status: "failed", createdAt: before(cut.mailsBefore) }),
    keptPending: await mail(KEPT, { status: "pending", createdAt: cut.mailsBefore }),
  };

  await ctx.db.insert(sessions).values([
    { id: "due-session", userId: cast.customer.id, rememberMe: false, expiresAt: NOW },
    {
      id: "kept-session",
      userId: cast.customer.id,
      rememberMe: false,
      expiresAt: new Date(NOW.getTime() + 1),
    },
  ]);
  for (const table of [passwordResetTokens, emailVerificationTokens]) {
    const link = (tokenHash: string, values: { expiresAt: Date; usedAt?: Date; supersededAt?: Date }) => ({
      userId: cast.customer.id,
      tokenHash: `${table === passwordResetTokens ? "reset" : "verify"}-${tokenHash}`,
      ...values,
    });
    await ctx.db
      .insert(table)
      .values([
        link("expired", { expiresAt: NOW }),
        link("used", { expiresAt: new Date(NOW.getTime() + 60_000), usedAt: before(NOW) }),
        link("superseded", { expiresAt: new Date(NOW.getTime() + 60_000), supersededAt: before(NOW) }),
        link("live", { expiresAt: new Date(NOW.getTime() + 1) }),
      ]);
  }
  const trustEnds = new Date(NOW.getTime() - TRUSTED_DEVICE_MS);
  await ctx.db.insert(trustedDevices).values([
    { userId: cast.customer.id, tokenHash: "due-device", lastUsedAt: trustEnds },
    { userId: cast.customer.id, tokenHash: "kept-device", lastUsedAt: new Date(trustEnds.getTime() + 1) },
  ]);
  await ctx.db.insert(auditLog).values([
    { action: "login", actorEmail: "admin@x", ip: "203.0.113.9", createdAt: before(cut.auditIpBefore) },
    { action: "login", actorEmail: "admin@x", ip: "198.51.100.7", createdAt: cut.auditIpBefore },
  ]);
  await ctx.db.insert(demoRequests).values([
    { firstName: "Due", lastName: "Demo", email: DUE, createdAt: before(cut.demoRequestsBefore) },
    { firstName: "Kept", lastName: "Demo", email: KEPT, createdAt: cut.demoRequestsBefore },
  ]);
  return { dueReservation, keptReservation, mails };
}

const oneOfEach = retentionCounts({
  reservations: 1,
  mails: 2,
  sessions: 1,
  passwordResetTokens: 3,
  emailVerificationTokens: 3,
  trustedDevices: 1,
  auditIps: 1,
  demoRequests: 1,
});
const nothing = retentionCounts();

const reservationRow = async (id: string) =>
  (await ctx.db.select().from(reservations).where(eq(reservations.id, id)))[0];
const tokenHashes = async (table: typeof passwordResetTokens | typeof emailVerificationTokens) =>
  (await ctx.db.select({ hash: table.tokenHash }).from(table)).map((row) => row.hash).sort();

describe("runRetention", () => {
  it("given a dry run, counts what is due per kind and changes nothing", async () => {
    const seeded = await seedAroundCutoffs();
    const dueBefore = await tablesMentioning(ctx.db, DUE);
    const result = await runRetention(ctx.db, { now: NOW, dryRun: true, mailFilesDir: mailDir });
    expect(result).toEqual({ at: NOW.toISOString(), counts: oneOfEach, dryRun: true });
    expect(await tablesMentioning(ctx.db, DUE)).toEqual(dueBefore);
    const files = await readdir(mailDir);
    expect(Object.values(seeded.mails).every((id) => files.includes(`${id}.eml`))).toBe(true);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.id, "due-session"))).toHaveLength(1);
    expect(await lastRetentionRun(ctx.db)).toBeNull();
  });

  it("given rows around each period, removes the one just past it and keeps the one just inside it", async () => {
    const seeded = await seedAroundCutoffs();
    const result = await runRetention(ctx.db, { now: NOW, mailFilesDir: mailDir });
    expect(result.counts).toEqual(oneOfEach);

    // Reservations: 24 months after the visit, anonymised as an erasure does.
    expect(await reservationRow(seeded.dueReservation.id)).toMatchObject({
      ...anonymisedReservation(NOW),
      numberOfGuests: 2,
      status: "confirmed",
    });
    expect(await reservationRow(seeded.keptReservation.id)).toMatchObject({
      customerEmail: KEPT,
      specialRequests: "Nussallergie",
    });
    // Mails: 30 days after sending (unsent ones 30 days after queueing), with their files.
    const left = (await ctx.db.select({ id: outbox.id }).from(outbox)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([seeded.mails.keptSent, seeded.mails.keptPending]));
    expect(left).not.toContain(seeded.mails.dueSent);
    expect(left).not.toContain(seeded.mails.dueFailed);
    const files = await readdir(mailDir);
    expect(files).toEqual(
      expect.arrayContaining([`${seeded.mails.keptSent}.eml`, `${seeded.mails.keptPending}.eml`]),
    );
    expect(files).not.toContain(`${seeded.mails.dueSent}.eml`);
    expect(files).not.toContain(`${seeded.mails.dueFailed}.eml`);
    // Sessions and single-use links at once; device trust a year after its last use.
    const sessionIds = (await ctx.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(sessionIds).toContain("kept-session");
    expect(sessionIds).not.toContain("due-session");
    expect(await tokenHashes(passwordResetTokens)).toEqual(["reset-live"]);
    expect(await tokenHashes(emailVerificationTokens)).toEqual(["verify-live"]);
    const devices = await ctx.db
      .select({ hash: trustedDevices.tokenHash })
      .from(trustedDevices)
      .where(inArray(trustedDevices.tokenHash, ["due-device", "kept-device"]));
    expect(devices.map((row) => row.hash)).toEqual(["kept-device"]);
    // Client addresses in the audit log after 90 days; the entry itself stays.
    const ips = await ctx.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(inArray(auditLog.ip, ["", "203.0.113.9", "198.51.100.7"]));
    expect(ips.map((row) => row.ip).sort()).toEqual(["", "198.51.100.7"]);
    // Demo requests after 12 months.
    const demos = await ctx.db.select({ email: demoRequests.email }).from(demoRequests);
    expect(demos.map((row) => row.email)).toEqual([KEPT]);

    expect(await tablesMentioning(ctx.db, DUE)).toEqual({});
    expect(await lastRetentionRun(ctx.db)).toEqual({ at: NOW.toISOString(), counts: oneOfEach });
  });

  it("given a second run at the same instant, finds nothing (idempotent)", async () => {
    await seedAroundCutoffs();
    await runRetention(ctx.db, { now: NOW, mailFilesDir: mailDir });
    expect((await runRetention(ctx.db, { now: NOW, mailFilesDir: mailDir })).counts).toEqual(nothing);
    expect((await runRetention(ctx.db, { now: NOW, dryRun: true })).counts).toEqual(nothing);
  });

  it("given anonymised reservations, the statistics still count them", async () => {
    await seedAroundCutoffs();
    const total = async () =>
      (
        (await as.owner.get(`/api/stats/${cast.restaurant.id}?period=all`)).body.data as {
          summary: { total: number };
        }
      ).summary.total;
    const counted = await total();
    expect(counted).toBeGreaterThanOrEqual(2);
    await runRetention(ctx.db, { now: NOW, mailFilesDir: mailDir });
    expect(await total()).toBe(counted);
  });
});

describe("runRetention: a restaurant's own period and the platform's stored one", () => {
  const SEVEN_MONTHS_AGO = new Date("2026-04-24T03:00:00.000Z");
  const visit = (restaurantId: string, email: string) =>
    insertReservation(ctx.db, {
      restaurantId,
      customerName: `Gast ${email}`,
      customerEmail: email,
      customerPhone: "+49 30 7654321",
      status: "confirmed",
      reservationDate: SEVEN_MONTHS_AGO.toISOString().slice(0, 10),
      startsAt: before(SEVEN_MONTHS_AGO, 2 * 60 * 60 * 1000),
      endsAt: SEVEN_MONTHS_AGO,
    });
  const setOwnMonths = (restaurantId: string, months: number | null) =>
    ctx.db
      .update(restaurantConfigs)
      .set({ reservationRetentionMonths: months })
      .where(eq(restaurantConfigs.restaurantId, restaurantId));

  it("given a restaurant at 6 months and one at the default, anonymises only the first one's 7-month-old visit; a dry run counts the same", async () => {
    await setOwnMonths(cast.restaurant.id, 6);
    const short = await visit(cast.restaurant.id, "kurz@beispiel.de");
    const standard = await visit(cast.otherRestaurant.id, "standard@beispiel.de");

    const dry = await runRetention(ctx.db, { now: NOW, dryRun: true, mailFilesDir: mailDir });
    expect(dry.counts).toEqual(retentionCounts({ reservations: 1 }));
    expect(await reservationRow(short.id)).toMatchObject({ customerEmail: "kurz@beispiel.de" });

    const run = await runRetention(ctx.db, { now: NOW, mailFilesDir: mailDir });
    expect(run.counts).toEqual(dry.counts);
    expect(await reservationRow(short.id)).toMatchObject({
      ...anonymisedReservation(NOW),
      restaurantId: cast.restaurant.id,
    });
    expect(await reservationRow(standard.id)).toMatchObject({
      customerEmail: "standard@beispiel.de",
      customerPhone: "+49 30 7654321",
    });
  });

  it("given a restaurant's period longer than the platform's stored one, the platform's applies to it", async () => {
    const saved = await as.admin.put("/api/admin/retention", { reservationMonths: 6 });
    expect(saved.status).toBe(200);
    await setOwnMonths(cast.restaurant.id, 12);
    const clamped = await visit(cast.restaurant.id, "laenger@beispiel.de");
    const standard = await visit(cast.otherRestaurant.id, "standard@beispiel.de");
    const run = await runRetention(ctx.db, { now: NOW, mailFilesDir: mailDir });
    expect(run.counts).toEqual(retentionCounts({ reservations: 2 }));
    for (const id of [clamped.id, standard.id]) {
      expect(await reservationRow(id)).toMatchObject(anonymisedReservation(NOW));
    }
  });

  it("given the platform's stored period of 8 months, keeps a 7-month-old visit at a restaurant without its own", async () => {
    await as.admin.put("/api/admin/retention", { reservationMonths: 8 });
    const kept = await visit(cast.otherRestaurant.id, "acht@beispiel.de");
    expect((await runRetention(ctx.db, { now: NOW, mailFilesDir: mailDir })).counts).toEqual(nothing);
    expect(await reservationRow(kept.id)).toMatchObject({ customerEmail: "acht@beispiel.de" });
  });
});

describe("runRetention: .eml files left without an outbox row", () => {
  const file = async (name: string, writtenAt: Date) => {
    const path = join(mailDir, name);
    await writeFile(path, "To: verwaist@beispiel.de\n");
    await utimes(path, writtenAt, writtenAt);
    return name;
  };

  it("given files past the mail period without a row, deletes them and counts them; newer ones, rows' files and other files stay", async () => {
    const oldOrphan = await file("verwaist-alt.eml", before(cut.mailsBefore));
    const newOrphan = await file("verwaist-neu.eml", cut.mailsBefore);
    const notMail = await file("notiz.txt", before(cut.mailsBefore));
    const [row] = await ctx.db
      .insert(outbox)
      .values({ kind: "mail", payload: { to: "x@beispiel.de", subject: "s", text: "t", html: "h" } })
      .returning();
    if (!row) throw new Error("mail not inserted");
    const withRow = await file(`${row.id}.eml`, before(cut.mailsBefore));

    const dry = await runRetention(ctx.db, { now: NOW, dryRun: true, mailFilesDir: mailDir });
    expect(dry.counts).toEqual(retentionCounts({ orphanMailFiles: 1 }));
    expect(await readdir(mailDir)).toContain(oldOrphan);

    const run = await runRetention(ctx.db, { now: NOW, mailFilesDir: mailDir });
    expect(run.counts).toEqual(dry.counts);
    const files = await readdir(mailDir);
    expect(files).not.toContain(oldOrphan);
    expect(files).toEqual(expect.arrayContaining([newOrphan, notMail, withRow]));
    expect(await lastRetentionRun(ctx.db)).toMatchObject({ counts: { orphanMailFiles: 1 } });
    expect((await runRetention(ctx.db, { now: NOW, mailFilesDir: mailDir })).counts).toEqual(nothing);
  });

  it("given no outbox folder (SMTP) or a missing one, counts none", async () => {
    expect((await runRetention(ctx.db, { now: NOW, dryRun: true, mailFilesDir: null })).counts).toEqual(
      nothing,
    );
    const missing = join(mailDir, "gibt-es-nicht");
    expect((await runRetention(ctx.db, { now: NOW, mailFilesDir: missing })).counts).toEqual(nothing);
  });
});
