import { rm } from "node:fs/promises";
import { join } from "node:path";
import {
  type GuestDataExport,
  type GuestEnquiryRecord,
  type GuestErasureCounts,
  type GuestMailRecord,
  type GuestReservationRecord,
  type GuestWaitlistRecord,
  guestDataTexts,
  guestKeyOf,
  guestPhoneKey,
} from "@tischservice/core";
import { and, asc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../db/client.ts";
import {
  auditLog,
  demoRequests,
  enquiries,
  guestProfiles,
  type OutboxMail,
  outbox,
  rateLimitCounters,
  reservationEvents,
  reservations,
  restaurants,
  users,
  waitlistEntries,
  waitlistOffers,
} from "../db/schema/index.ts";
import { reservationContact } from "../guests/guest-contact.ts";
import { assignedTablesOf } from "../reservations/assigned-tables.ts";
import { changedFromAddress, removePersonalChanges } from "./history-changes.ts";

/**
 * Whose data: a guest by address (case-insensitive) or, at one restaurant, by phone (`guestPhoneKey`);
 * at one restaurant (`restaurantId`) or, for the admin, on the whole platform (`null`).
 */
export interface GuestScope {
  restaurantId: string | null;
  email?: string;
  phone?: string;
}

type ReservationRow = typeof reservations.$inferSelect;
type EnquiryRow = typeof enquiries.$inferSelect;
type WaitlistRow = typeof waitlistEntries.$inferSelect;
/** The columns a reservation, an enquiry and a waitlist entry share: a guest's request at a restaurant. */
type GuestRequestRow = Pick<
  ReservationRow,
  "id" | "restaurantId" | "customerName" | "customerEmail" | "customerPhone" | "numberOfGuests"
>;

/** The guest's contact columns of a table that holds them (reservations, enquiries). */
interface GuestColumns {
  restaurantId: PgColumn;
  customerEmail: PgColumn;
  customerPhone: PgColumn;
}

/**
 * Which rows of a table with guests' contacts belong to the guest in the scope: by address
 * (case-insensitive) or, at one restaurant, every row with a phone, narrowed by `samePhone` afterwards
 * (phones are written in many ways). Null when nothing can match (a phone without a restaurant).
 */
function guestFilter(columns: GuestColumns, scope: GuestScope): SQL | null {
  const filters: SQL[] = [];
  if (scope.restaurantId) filters.push(eq(columns.restaurantId, scope.restaurantId));
  if (scope.email) {
    filters.push(sql`lower(${columns.customerEmail}) = ${scope.email.toLowerCase()}`);
  } else {
    if (!scope.phone || !scope.restaurantId) return null;
    filters.push(ne(columns.customerPhone, ""));
  }
  return and(...filters) ?? null;
}

/** The rows `guestFilter` found, those of a phone search narrowed to the searched phone's key. */
function samePhone<Row extends { customerPhone: string }>(rows: Row[], scope: GuestScope): Row[] {
  if (scope.email) return rows;
  const key = guestPhoneKey(scope.phone ?? "");
  return key ? rows.filter((row) => guestPhoneKey(row.customerPhone) === key) : [];
}

/** The guest's reservations in the scope, oldest first. */
async function guestReservations(db: Db | Tx, scope: GuestScope): Promise<ReservationRow[]> {
  const where = guestFilter(reservations, scope);
  if (!where) return [];
  const rows = await db.select().from(reservations).where(where).orderBy(asc(reservations.startsAt));
  return samePhone(rows, scope);
}

/** The guest's large-group enquiries in the scope, found like their reservations, oldest first. */
async function guestEnquiries(db: Db | Tx, scope: GuestScope): Promise<EnquiryRow[]> {
  const where = guestFilter(enquiries, scope);
  if (!where) return [];
  const rows = await db.select().from(enquiries).where(where).orderBy(asc(enquiries.createdAt));
  return samePhone(rows, scope);
}

/** The guest's waitlist entries in the scope, found like their reservations, oldest first. */
async function guestWaitlist(db: Db | Tx, scope: GuestScope): Promise<WaitlistRow[]> {
  const where = guestFilter(waitlistEntries, scope);
  if (!where) return [];
  const rows = await db.select().from(waitlistEntries).where(where).orderBy(asc(waitlistEntries.createdAt));
  return samePhone(rows, scope);
}

/**
 * The outbox rows that hold the guest's data: everything queued about their reservations (their mails, the
 * restaurant's notice, the push) and every mail in the scope addressed to them: to the address searched for,
 * or (found by phone) to the addresses their reservations give.
 */
function guestOutboxFilter(
  scope: GuestScope,
  rows: readonly ReservationRow[],
  enquiryRows: readonly EnquiryRow[] = [],
  waitlistRows: readonly WaitlistRow[] = [],
): SQL | undefined {
  const ids = rows.map((row) => row.id);
  const about = ids.length > 0 ? [inArray(outbox.reservationId, ids)] : [];
  // An enquiry's push to the restaurant names the guest; it is tagged with the enquiry.
  if (enquiryRows.length > 0) {
    about.push(
      and(
        eq(outbox.kind, "push"),
        inArray(
          sql`${outbox.payload}->'message'->>'tag'`,
          enquiryRows.map((row) => `enquiry-${row.id}`),
        ),
      ) as SQL,
    );
  }
  const addresses = [
    ...new Set(
      [
        scope.email,
        ...rows.map((row) => row.customerEmail),
        ...enquiryRows.map((row) => row.customerEmail),
        ...waitlistRows.map((row) => row.customerEmail),
      ].flatMap((a) => (a ? [a.toLowerCase()] : [])),
    ),
  ];
  if (addresses.length === 0) return about.length > 0 ? or(...about) : undefined;
  // Mails to the guest, and the restaurant's notices that answer to them (reply-to: the guest).
  const addressed = and(
    eq(outbox.kind, "mail"),
    or(
      inArray(sql`lower(${outbox.payload}->>'to')`, addresses),
      inArray(sql`lower(${outbox.payload}->>'replyTo')`, addresses),
    ),
    ...(scope.restaurantId ? [eq(outbox.restaurantId, scope.restaurantId)] : []),
  );
  return or(...about, addressed);
}

/**
 * The guest book's notes and tags about the guest: under the key searched for and the keys of
 * the reservations found (a guest found by phone may have given an address elsewhere), in the scope.
 */
function guestProfileFilter(scope: GuestScope, rows: readonly ReservationRow[]): SQL | undefined {
  const searched = guestKeyOf({ customerEmail: scope.email ?? "", customerPhone: scope.phone ?? "" });
  const keys = [...new Set([searched, ...rows.map((row) => guestKeyOf(row))].filter((key) => key !== ""))];
  if (keys.length === 0) return undefined;
  return and(
    inArray(guestProfiles.key, keys),
    ...(scope.restaurantId ? [eq(guestProfiles.restaurantId, scope.restaurantId)] : []),
  );
}

/** Everything held about the guest in the scope (DSGVO Art. 15); nothing about anyone else. */
export async function exportGuestData(db: Db, scope: GuestScope, now: Date): Promise<GuestDataExport> {
  const [rows, enquiryRows, waitlistRows] = await Promise.all([
    guestReservations(db, scope),
    guestEnquiries(db, scope),
    guestWaitlist(db, scope),
  ]);
  const ids = rows.map((row) => row.id);
  const outboxFilter = guestOutboxFilter(scope, rows, enquiryRows, waitlistRows);
  const restaurantIds = [
    ...new Set([...rows, ...enquiryRows, ...waitlistRows].map((row) => row.restaurantId)),
  ];
  const profileFilter = guestProfileFilter(scope, rows);
  const [events, names, tableNames, mailRows, account, profileRows] = await Promise.all([
    ids.length > 0
      ? db
          .select()
          .from(reservationEvents)
          .where(inArray(reservationEvents.reservationId, ids))
          .orderBy(asc(reservationEvents.at))
      : [],
    restaurantIds.length > 0
      ? db
          .select({ id: restaurants.id, name: restaurants.name })
          .from(restaurants)
          .where(inArray(restaurants.id, restaurantIds))
      : [],
    assignedTablesOf(db, ids, "name"),
    outboxFilter
      ? db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, "mail"), outboxFilter))
          .orderBy(asc(outbox.createdAt))
      : [],
    scope.restaurantId === null && scope.email ? customerAccount(db, scope.email) : null,
    profileFilter
      ? db.select().from(guestProfiles).where(profileFilter).orderBy(asc(guestProfiles.restaurantId))
      : [],
  ]);
  const restaurantName = new Map(names.map((row) => [row.id, row.name]));
  /** What a reservation, an enquiry and a waitlist entry say alike: whose request, where, for how many. */
  const guestRequestFields = (row: GuestRequestRow) => ({
    _id: row.id,
    restaurantId: row.restaurantId,
    restaurantName: restaurantName.get(row.restaurantId) ?? "",
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    numberOfGuests: row.numberOfGuests,
  });
  const records: GuestReservationRecord[] = rows.map((row) => ({
    ...guestRequestFields(row),
    reservationDate: row.reservationDate,
    timeSlot: row.timeSlot,
    status: row.status,
    specialRequests: row.specialRequests,
    source: row.source,
    tableNames: tableNames.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: events
      .filter((event) => event.reservationId === row.id)
      .map((event) => ({ type: event.type, actor: event.actor, at: event.at.toISOString() })),
  }));
  // Only mails to the guest: the restaurant's own notices are the restaurant's, not the guest's.
  const address = scope.email?.toLowerCase();
  const guestAddresses = new Set(
    [...rows, ...enquiryRows, ...waitlistRows].map((row) => row.customerEmail.toLowerCase()).filter(Boolean),
  );
  const enquiryRecords: GuestEnquiryRecord[] = enquiryRows.map((row) => ({
    ...guestRequestFields(row),
    reservationDate: row.reservationDate,
    timeSlot: row.timeSlot,
    message: row.message,
    status: row.status,
    answerMessage: row.answerMessage,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  }));
  const waitlistRecords: GuestWaitlistRecord[] = waitlistRows.map((row) => ({
    ...guestRequestFields(row),
    date: row.date,
    from: row.from,
    to: row.to,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  const mails: GuestMailRecord[] = mailRows.flatMap((row) => {
    const mail = row.payload as OutboxMail;
    const to = String(mail.to ?? "").toLowerCase();
    if (to !== address && !guestAddresses.has(to)) return [];
    return [
      {
        _id: row.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      },
    ];
  });
  return {
    email: scope.email ?? "",
    phone: scope.phone ?? "",
    restaurantId: scope.restaurantId,
    exportedAt: now.toISOString(),
    reservations: records,
    mails,
    profiles: profileRows.map((row) => ({
      restaurantId: row.restaurantId,
      note: row.note,
      tags: row.tags,
      updatedAt: row.updatedAt.toISOString(),
      blocked: row.blocked,
      blockedReason: row.blockedReason,
      blockedAt: row.blockedAt?.toISOString() ?? null,
    })),
    enquiries: enquiryRecords,
    waitlist: waitlistRecords,
    account,
  };
}

/** The names of each reservation's tables (released ones too: they are part of its history). */
async function customerAccount(db: Db | Tx, email: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.role, "customer")))
    .limit(1);
  return row
    ? { _id: row.id, name: row.name, email: row.email, createdAt: row.createdAt.toISOString() }
    : null;
}

/**
 * What an anonymised reservation holds instead of the guest's data (erasure and retention alike): no name,
 * address, phone, requests, customer link or manage link; date, time, party size, tables and status stay.
 */
export function anonymisedReservation(now: Date) {
  return {
    customerName: guestDataTexts.anonymisedName,
    ...reservationContact({ customerEmail: "", customerPhone: "" }),
    specialRequests: "",
    customerUserId: null,
    manageTokenHash: null,
    reminderTokenHash: null,
    updatedAt: now,
  } satisfies Partial<typeof reservations.$inferInsert>;
}

/** What an anonymised enquiry holds instead of the guest's data (erasure and retention alike). */
export function anonymisedEnquiry(now: Date) {
  return {
    customerName: guestDataTexts.anonymisedName,
    customerEmail: "",
    customerPhone: "",
    message: "",
    answerMessage: "",
    viewTokenHash: "",
    updatedAt: now,
  } satisfies Partial<typeof enquiries.$inferInsert>;
}

/**
 * What an anonymised waitlist entry holds instead of the guest's data (erasure and retention alike): its
 * links stop working; a still active entry is removed (nobody to offer a table to).
 */
export function anonymisedWaitlistEntry(now: Date) {
  return {
    customerName: guestDataTexts.anonymisedName,
    customerEmail: "",
    customerPhone: "",
    tokenHash: "",
    offerTokenHash: null,
    status: sql`case when ${waitlistEntries.status} in ('waiting', 'offered') then 'removed' else ${waitlistEntries.status} end`,
    updatedAt: now,
  } satisfies Partial<Record<keyof typeof waitlistEntries.$inferInsert, unknown>>;
}

export interface GuestErasure extends GuestErasureCounts {
  /** The restaurants whose reservations changed (their dashboards are told). */
  restaurantIds: string[];
  /** The restaurants whose enquiries changed. */
  enquiryRestaurantIds: string[];
  /** The restaurants whose waitlist changed. */
  waitlistRestaurantIds: string[];
  /** Outbox rows deleted: their `.eml` copies go too (`removeMailFiles`). */
  mailIds: string[];
  /** The customer account to delete (admin scope only; the caller deletes it with `deleteAccounts`). */
  accountId: string | null;
}

/**
 * Erases the guest in the scope (DSGVO Art. 17), inside the caller's transaction. Their reservations stay
 * as anonymous bookings (date, time, party size, tables, status and history keep statistics and table
 * history right), without name, address, phone, requests, customer link and manage link; every mail and push
 * about them and the guest book's note and tags are deleted. Platform-wide (admin) their demo requests and rate-limit counters go too, the audit
 * log keeps its entries without their address, and their customer account is named for deletion.
 */
export async function eraseGuestData(
  tx: Tx,
  scope: GuestScope,
  now: Date,
  /** Refuses (throws) on the guest's reservations before anything changes, in the same transaction. */
  check?: (rows: readonly ReservationRow[]) => void,
): Promise<GuestErasure> {
  const rows = await guestReservations(tx, scope);
  check?.(rows);
  const ids = rows.map((row) => row.id);
  if (ids.length > 0) {
    await removePersonalChanges(tx, inArray(reservations.id, ids));
    await tx.update(reservations).set(anonymisedReservation(now)).where(inArray(reservations.id, ids));
  }
  // An address staff replaced on a booking lives on only in its history: that goes too.
  if (scope.email) await removePersonalChanges(tx, changedFromAddress(scope.restaurantId, scope.email));
  // Large groups' enquiries: kept as anonymous ones, like reservations.
  const enquiryRows = await guestEnquiries(tx, scope);
  if (enquiryRows.length > 0) {
    await tx
      .update(enquiries)
      .set(anonymisedEnquiry(now))
      .where(
        inArray(
          enquiries.id,
          enquiryRows.map((row) => row.id),
        ),
      );
  }
  // Waitlist entries: anonymised; an active one is removed and its hold withdrawn.
  const waitlistRows = await guestWaitlist(tx, scope);
  if (waitlistRows.length > 0) {
    const waitlistIds = waitlistRows.map((row) => row.id);
    await tx
      .update(waitlistOffers)
      .set({ status: "withdrawn", answeredAt: now })
      .where(and(inArray(waitlistOffers.entryId, waitlistIds), eq(waitlistOffers.status, "open")));
    await tx
      .update(waitlistEntries)
      .set(anonymisedWaitlistEntry(now))
      .where(inArray(waitlistEntries.id, waitlistIds));
  }
  const outboxFilter = guestOutboxFilter(scope, rows, enquiryRows, waitlistRows);
  const deleted = outboxFilter
    ? await tx.delete(outbox).where(outboxFilter).returning({ id: outbox.id, kind: outbox.kind })
    : [];
  const profileFilter = guestProfileFilter(scope, rows);
  if (profileFilter) await tx.delete(guestProfiles).where(profileFilter);
  let accountId: string | null = null;
  if (scope.restaurantId === null && scope.email) {
    const email = scope.email.toLowerCase();
    await tx.delete(demoRequests).where(sql`lower(${demoRequests.email}) = ${email}`);
    await tx.delete(rateLimitCounters).where(sql`position(${email} in lower(${rateLimitCounters.key})) > 0`);
    // The audit log keeps what happened, not to whom: the address becomes the anonymous name.
    const anonymous = guestDataTexts.anonymisedName;
    await tx
      .update(auditLog)
      .set({
        actorEmail: sql`case when lower(${auditLog.actorEmail}) = ${email} then ${anonymous} else ${auditLog.actorEmail} end`,
        details: sql`coalesce((select jsonb_object_agg(key, case when lower(value) = ${email} then ${anonymous} else value end) from jsonb_each_text(${auditLog.details})), '{}'::jsonb)`,
      })
      .where(sql`position(${email} in lower(${auditLog.actorEmail} || ${auditLog.details}::text)) > 0`);
    accountId = (await customerAccount(tx, email))?._id ?? null;
  }
  return {
    reservations: ids.length,
    mails: deleted.filter((row) => row.kind === "mail").length,
    enquiries: enquiryRows.length,
    waitlist: waitlistRows.length,
    accountUnlinked: scope.restaurantId !== null && rows.some((row) => row.customerUserId !== null),
    accountDeleted: accountId !== null,
    restaurantIds: [...new Set(rows.map((row) => row.restaurantId))],
    enquiryRestaurantIds: [...new Set(enquiryRows.map((row) => row.restaurantId))],
    waitlistRestaurantIds: [...new Set(waitlistRows.map((row) => row.restaurantId))],
    mailIds: deleted.map((row) => row.id),
    accountId,
  };
}

/** Deletes the `.eml` copies of deleted mails (the file transport names them by outbox id). */
export async function removeMailFiles(dir: string | null, ids: readonly string[]): Promise<void> {
  if (!dir) return;
  await Promise.all(ids.map((id) => rm(join(dir, `${id}.eml`), { force: true })));
}
