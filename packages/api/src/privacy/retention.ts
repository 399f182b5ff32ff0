import {
  guestDataTexts,
  type NotificationMessage,
  type RetentionCounts,
  type RetentionRun,
  reservationRetentionMonths,
  retentionCutoffs,
  retentionRunSchema,
} from "@tischservice/core";
import {
  and,
  count,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
} from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { TRUSTED_DEVICE_MS } from "../auth/trusted-devices.ts";
import type { Db, Tx } from "../db/client.ts";
import {
  appSettings,
  auditLog,
  demoRequests,
  emailVerificationTokens,
  enquiries,
  outbox,
  passwordResetTokens,
  reservations,
  restaurantConfigs,
  sessions,
  trustedDevices,
  waitlistEntries,
} from "../db/schema/index.ts";
import { notifyRestaurant } from "../events/event-bus.ts";
import { removeOrphanGuestProfiles } from "../guests/orphan-profiles.ts";
import {
  anonymisedEnquiry,
  anonymisedReservation,
  anonymisedWaitlistEntry,
  removeMailFiles,
} from "./guest-data.ts";
import { removePersonalChanges } from "./history-changes.ts";
import { orphanMailFiles, removeFiles } from "./orphan-mail-files.ts";
import { platformReservationMonths } from "./retention-settings.ts";

/** The `app_settings` key of the last (not dry) run: `{ at, counts }`, read by the admin overview. */
export const RETENTION_LAST_RUN_KEY = "retention:lastRun";

export interface RetentionOptions {
  now: Date;
  /** Counts what is due without changing anything. */
  dryRun?: boolean;
  /** The `.eml` folder of the file transport (null with SMTP): files of deleted mails go too. */
  mailFilesDir?: string | null;
  /**
   * The platform's reservation period; by default the stored setting an admin made (`retention-settings.ts`),
   * else `RETENTION_PERIODS.reservationMonths`. Restaurants with a shorter period of their own use theirs.
   */
  reservationMonths?: number;
}

export interface RetentionResult extends RetentionRun {
  dryRun: boolean;
}

type SingleUseLinks = typeof passwordResetTokens | typeof emailVerificationTokens;

/** Used, replaced by a newer link, or expired: a link that can never work again. */
const deadLink = (table: SingleUseLinks, now: Date) =>
  or(isNotNull(table.usedAt), isNotNull(table.supersededAt), lte(table.expiresAt, now));

/**
 * Which reservations are past their period: each restaurant with a shorter period of its own by its
 * cut-off (clamped to the platform's period), every other restaurant by the platform's cut-off.
 */
async function reservationsPastPeriod(
  db: Db,
  now: Date,
  platformMonths: number,
  columns: { restaurantId: PgColumn; endedAt: PgColumn } = {
    restaurantId: reservations.restaurantId,
    endedAt: reservations.endsAt,
  },
): Promise<SQL> {
  const own = await db
    .select({
      restaurantId: restaurantConfigs.restaurantId,
      months: restaurantConfigs.reservationRetentionMonths,
    })
    .from(restaurantConfigs)
    .where(isNotNull(restaurantConfigs.reservationRetentionMonths));
  const byMonths = new Map<number, string[]>();
  for (const row of own) {
    const months = reservationRetentionMonths(row.months, platformMonths);
    if (months === platformMonths) continue;
    byMonths.set(months, [...(byMonths.get(months) ?? []), row.restaurantId]);
  }
  const endedBefore = (months: number) =>
    lt(
      columns.endedAt,
      retentionCutoffs(now, {
        platformReservationMonths: platformMonths,
        restaurantReservationMonths: months,
      }).reservationsEndedBefore,
    );
  const shorter = [...byMonths.entries()].map(
    ([months, ids]) => and(inArray(columns.restaurantId, ids), endedBefore(months)) as SQL,
  );
  const withOwn = [...byMonths.values()].flat();
  const platform = withOwn.length
    ? (and(notInArray(columns.restaurantId, withOwn), endedBefore(platformMonths)) as SQL)
    : endedBefore(platformMonths);
  return or(platform, ...shorter) as SQL;
}

/**
 * What is due, per kind, as a filter on its table. Each filter excludes what a run already handled, so a
 * second run at the same instant finds nothing (idempotent).
 */
async function dueFilters(db: Db, now: Date, platformMonths: number) {
  const cutoffs = retentionCutoffs(now, { platformReservationMonths: platformMonths });
  const anonymous = guestDataTexts.anonymisedName;
  /**
   * A guest's request (an enquiry, a waitlist entry) past the reservations' period, counted from its last
   * change, still holding its guest's contact or another personal field.
   */
  const requestPastPeriod = async (
    table: typeof enquiries | typeof waitlistEntries,
    otherPersonalFields: SQL[],
  ): Promise<SQL> =>
    and(
      await reservationsPastPeriod(db, now, platformMonths, {
        restaurantId: table.restaurantId,
        endedAt: table.updatedAt,
      }),
      or(
        ne(table.customerName, anonymous),
        ne(table.customerEmail, ""),
        ne(table.customerPhone, ""),
        ...otherPersonalFields,
      ),
    ) as SQL;
  return {
    /** Ended before the restaurant's cut-off and still holding anything personal (erasure's fields). */
    reservations: and(
      await reservationsPastPeriod(db, now, platformMonths),
      or(
        ne(reservations.customerName, anonymous),
        ne(reservations.customerEmail, ""),
        ne(reservations.customerPhone, ""),
        ne(reservations.specialRequests, ""),
        isNotNull(reservations.customerUserId),
        isNotNull(reservations.manageTokenHash),
      ),
    ) as SQL,
    /**
     * Large groups' enquiries by the same periods as reservations, counted from their last change
     * (sent, accepted or declined), still holding anything personal. Anonymised with the reservations; the
     * admin overview's counts do not list them separately.
     */
    enquiries: await requestPastPeriod(enquiries, [
      ne(enquiries.message, ""),
      ne(enquiries.answerMessage, ""),
      ne(enquiries.viewTokenHash, ""),
    ]),
    /**
     * Waitlist entries by the same periods as reservations, counted from their last change,
     * still holding anything personal.
     */
    waitlist: await requestPastPeriod(waitlistEntries, [ne(waitlistEntries.tokenHash, "")]),
    /**
     * Outbox rows (mail and push) sent before the cut-off, and ones never sent (pending or failed) queued
     * before it: after 30 days a retry is pointless and the body must go. A row the sender holds is left.
     */
    outbox: and(
      or(
        lt(outbox.sentAt, cutoffs.mailsBefore),
        and(isNull(outbox.sentAt), lt(outbox.createdAt, cutoffs.mailsBefore)),
      ),
      or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, now)),
    ) as SQL,
    sessions: lte(sessions.expiresAt, cutoffs.expiredBy),
    passwordResetTokens: deadLink(passwordResetTokens, cutoffs.expiredBy) as SQL,
    emailVerificationTokens: deadLink(emailVerificationTokens, cutoffs.expiredBy) as SQL,
    /** Trust ends a year after the last sign-in from the device (`TRUSTED_DEVICE_MS`). */
    trustedDevices: lte(trustedDevices.lastUsedAt, new Date(now.getTime() - TRUSTED_DEVICE_MS)),
    auditIps: and(lt(auditLog.createdAt, cutoffs.auditIpBefore), ne(auditLog.ip, "")) as SQL,
    demoRequests: lt(demoRequests.createdAt, cutoffs.demoRequestsBefore),
    /** `.eml` files without an outbox row are due after the mail period, like the mails themselves. */
    mailFilesBefore: cutoffs.mailsBefore,
  };
}

type DueFilters = Awaited<ReturnType<typeof dueFilters>>;

async function countWhere(db: Db | Tx, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The counts of a dry run: the same filters, only counted. */
async function countDue(db: Db, due: DueFilters, orphanFiles: number): Promise<RetentionCounts> {
  const mailsDue = and(due.outbox, eq(outbox.kind, "mail")) as SQL;
  const [r, q, w, m, s, p, e, t, a, d] = await Promise.all([
    countWhere(db, reservations, due.reservations),
    countWhere(db, enquiries, due.enquiries),
    countWhere(db, waitlistEntries, due.waitlist),
    countWhere(db, outbox, mailsDue),
    countWhere(db, sessions, due.sessions),
    countWhere(db, passwordResetTokens, due.passwordResetTokens),
    countWhere(db, emailVerificationTokens, due.emailVerificationTokens),
    countWhere(db, trustedDevices, due.trustedDevices),
    countWhere(db, auditLog, due.auditIps),
    countWhere(db, demoRequests, due.demoRequests),
  ]);
  return {
    reservations: r,
    enquiries: q,
    waitlist: w,
    mails: m,
    sessions: s,
    passwordResetTokens: p,
    emailVerificationTokens: e,
    trustedDevices: t,
    auditIps: a,
    demoRequests: d,
    orphanMailFiles: orphanFiles,
  };
}

/** Removes what is due, in the caller's transaction; answers the counts and the deleted outbox ids. */
async function removeDue(tx: Tx, due: DueFilters, now: Date, orphanFiles: number) {
  await removePersonalChanges(tx, due.reservations);
  const anonymised = await tx
    .update(reservations)
    .set(anonymisedReservation(now))
    .where(due.reservations)
    .returning({ id: reservations.id, restaurantId: reservations.restaurantId });
  const anonymisedEnquiries = await tx
    .update(enquiries)
    .set(anonymisedEnquiry(now))
    .where(due.enquiries)
    .returning({ id: enquiries.id });
  const anonymisedWaitlist = await tx
    .update(waitlistEntries)
    .set(anonymisedWaitlistEntry(now))
    .where(due.waitlist)
    .returning({ id: waitlistEntries.id });
  // Open dashboards (and every process's cached reservation lists) hear of it at commit.
  for (const restaurantId of new Set(anonymised.map((row) => row.restaurantId))) {
    const message: NotificationMessage = {
      type: "changed",
      data: { entity: "reservations", action: "updated" },
    };
    await notifyRestaurant(tx, restaurantId, message);
  }
  // The guest book's notes and tags about guests now without any reservation go with them.
  await removeOrphanGuestProfiles(
    tx,
    anonymised.map((row) => row.restaurantId),
  );
  const deletedOutbox = await tx
    .delete(outbox)
    .where(due.outbox)
    .returning({ id: outbox.id, kind: outbox.kind });
  const deleted = async (table: PgTable, where: SQL) =>
    (await tx.delete(table).where(where).returning()).length;
  const counts: RetentionCounts = {
    reservations: anonymised.length,
    enquiries: anonymisedEnquiries.length,
    waitlist: anonymisedWaitlist.length,
    mails: deletedOutbox.filter((row) => row.kind === "mail").length,
    sessions: await deleted(sessions, due.sessions),
    passwordResetTokens: await deleted(passwordResetTokens, due.passwordResetTokens),
    emailVerificationTokens: await deleted(emailVerificationTokens, due.emailVerificationTokens),
    trustedDevices: await deleted(trustedDevices, due.trustedDevices),
    auditIps: (await tx.update(auditLog).set({ ip: "" }).where(due.auditIps).returning({ id: auditLog.id }))
      .length,
    demoRequests: await deleted(demoRequests, due.demoRequests),
    orphanMailFiles: orphanFiles,
  };
  return { counts, outboxIds: deletedOutbox.map((row) => row.id) };
}

/**
 * Applies the retention periods (core's `RETENTION_PERIODS`) at `now`, in one transaction:
 * reservations that ended more than 24 months ago are anonymised as an erasure does (they stay in the
 * statistics); outbox rows sent (or, never sent, queued) more than 30 days ago are deleted with their
 * `.eml` files: deleting the row rather than blanking its body leaves no plaintext manage links and no
 * address behind; expired sessions, used, replaced or expired password-reset and verification links and
 * device trust unused for a year are deleted; audit entries older than 90 days lose their client address;
 * demo requests older than 12 months are deleted; `.eml` files older than the mail period whose outbox row
 * is gone (a crash between the two) are deleted too. A restaurant that shortened the reservation period
 * has its reservations anonymised by its own period. A dry run counts the same and changes nothing. A real
 * run is recorded as `retention:lastRun`. Running it twice at once finds nothing the second time.
 */
export async function runRetention(db: Db, options: RetentionOptions): Promise<RetentionResult> {
  const { now } = options;
  const dryRun = options.dryRun ?? false;
  const mailFilesDir = options.mailFilesDir ?? null;
  const platformMonths = options.reservationMonths ?? (await platformReservationMonths(db));
  const due = await dueFilters(db, now, platformMonths);
  // Listed before the outbox rows due now are deleted: only files whose row was already gone count.
  const orphans = await orphanMailFiles(db, mailFilesDir, due.mailFilesBefore);
  if (dryRun) return { at: now.toISOString(), counts: await countDue(db, due, orphans.length), dryRun };
  const run = await db.transaction(async (tx) => {
    const removed = await removeDue(tx, due, now, orphans.length);
    const value: RetentionRun = { at: now.toISOString(), counts: removed.counts };
    await tx
      .insert(appSettings)
      .values({ key: RETENTION_LAST_RUN_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } });
    return { ...removed, value };
  });
  await removeMailFiles(mailFilesDir, run.outboxIds);
  await removeFiles(orphans);
  return { ...run.value, dryRun };
}

/** The last recorded run, or null before the first one (or when the stored value does not parse). */
export async function lastRetentionRun(db: Db): Promise<RetentionRun | null> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, RETENTION_LAST_RUN_KEY))
    .limit(1);
  const parsed = retentionRunSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}
