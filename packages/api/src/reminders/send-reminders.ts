import { isReminderDue, type NotificationMessage } from "@tischservice/core";
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { hashToken, randomToken } from "../auth/tokens.ts";
import type { Db, Tx } from "../db/client.ts";
import { reservations, restaurantConfigs, restaurants } from "../db/schema/index.ts";
import { notifyRestaurant } from "../events/event-bus.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { recordReservationEvent } from "../reservations/history.ts";
import { toReservationDto } from "../reservations/reservation-dto.ts";
import { reminderLinks, reminderMail } from "./reminder-mail.ts";

/** How often the cluster looks for due reminders: a reminder goes out at most 5 minutes late. */
export const REMINDERS_EVERY_MS = 5 * 60_000;
/**
 * How far ahead candidates are read: a reminder is due at most 24 hours before the start (a "morning"
 * one for an early start: 09:00 the day before), plus a daylight-saving hour and margin.
 */
const LOOK_AHEAD_MS = 26 * 60 * 60_000;

export interface ReminderRunOptions {
  now: Date;
  /** Lists what is due without sending or marking anything. */
  dryRun?: boolean;
  /** The origin of the links in the mail (`PUBLIC_ORIGIN`). */
  publicOrigin: string;
}

/** A reminded (or, dry, due) reservation as the command lists it. */
export interface ReminderEntry {
  reservationId: string;
  reservationDate: string;
  timeSlot: string;
  customerName: string;
}

export interface ReminderRunResult {
  dryRun: boolean;
  /** The reservations reminded by this run (or, dry, due now). */
  reminders: ReminderEntry[];
}

const candidateColumns = {
  reservation: reservations,
  timeZone: restaurants.timeZone,
  reminderEnabled: restaurantConfigs.reminderEnabled,
  reminderTiming: restaurantConfigs.reminderTiming,
};

type Candidate = {
  reservation: typeof reservations.$inferSelect;
  timeZone: string;
  reminderEnabled: boolean | null;
  reminderTiming: "24h" | "morning" | null;
};

const isDue = (candidate: Candidate, now: Date) =>
  isReminderDue(
    candidate.reservation,
    { reminderEnabled: candidate.reminderEnabled, reminderTiming: candidate.reminderTiming },
    candidate.timeZone,
    now,
  );

/** Confirmed reservations without a reminder that start within the look-ahead (the partial index's rows). */
async function readCandidates(db: Db | Tx, now: Date, id?: string): Promise<Candidate[]> {
  return db
    .select(candidateColumns)
    .from(reservations)
    .innerJoin(restaurants, eq(restaurants.id, reservations.restaurantId))
    .leftJoin(restaurantConfigs, eq(restaurantConfigs.restaurantId, reservations.restaurantId))
    .where(
      and(
        eq(reservations.status, "confirmed"),
        isNull(reservations.reminderSentAt),
        gt(reservations.startsAt, now),
        lte(reservations.startsAt, new Date(now.getTime() + LOOK_AHEAD_MS)),
        ...(id ? [eq(reservations.id, id)] : []),
      ),
    );
}

/**
 * Sends one reservation's reminder, in one transaction: the row is locked (another process skips it),
 * checked again, marked `reminder_sent_at` with a fresh link token, the mail is queued in the outbox, the
 * history gets "Erinnerung gesendet" and open dashboards are told at commit. False when it is no longer
 * due (sent by another process, cancelled, moved).
 */
async function sendOne(db: Db, id: string, options: ReminderRunOptions): Promise<boolean> {
  const { now, publicOrigin } = options;
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.id, id), isNull(reservations.reminderSentAt)))
      .for("update", { skipLocked: true });
    if (!locked) return false;
    const [candidate] = await readCandidates(tx, now, id);
    if (!candidate || !isDue(candidate, now)) return false;
    const token = randomToken();
    const [row] = await tx
      .update(reservations)
      .set({ reminderSentAt: now, reminderTokenHash: hashToken(token) })
      .where(and(eq(reservations.id, id), isNull(reservations.reminderSentAt)))
      .returning();
    if (!row) return false;
    const [restaurant] = await tx.select().from(restaurants).where(eq(restaurants.id, row.restaurantId));
    if (!restaurant) return false;
    const dto = await toReservationDto(tx, row);
    const mail = reminderMail(
      {
        ...dto,
        reservationId: row.id,
        restaurantName: restaurant.name,
        restaurant,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
      },
      reminderLinks(publicOrigin, row.id, token),
      { now, publicOrigin },
    );
    if (!mail) throw new Error("reminder without a guest address");
    await enqueueMail(tx, mail, now, { restaurantId: row.restaurantId, reservationId: row.id });
    await recordReservationEvent(tx, {
      reservationId: row.id,
      restaurantId: row.restaurantId,
      type: "reminder_sent",
      by: { actor: "system", userId: null },
      at: now,
    });
    const message: NotificationMessage = {
      type: "changed",
      data: { entity: "reservations", id: row.id, action: "updated", dates: [row.reservationDate] },
    };
    await notifyRestaurant(tx, row.restaurantId, message);
    return true;
  });
}

/**
 * Sends every reminder due at `now` (core's `isReminderDue`: on, confirmed, with a guest address, none
 * sent yet, the reminder time has come and the start has not, booked before the reminder time), each at
 * most once however many processes run it at the same time. A dry run lists them and changes nothing.
 */
export async function sendDueReminders(db: Db, options: ReminderRunOptions): Promise<ReminderRunResult> {
  const dryRun = options.dryRun ?? false;
  const due = (await readCandidates(db, options.now))
    .filter((candidate) => isDue(candidate, options.now))
    .map(({ reservation }) => ({
      reservationId: reservation.id,
      reservationDate: reservation.reservationDate,
      timeSlot: reservation.timeSlot,
      customerName: reservation.customerName,
    }))
    .sort((a, b) => `${a.reservationDate} ${a.timeSlot}`.localeCompare(`${b.reservationDate} ${b.timeSlot}`));
  if (dryRun) return { dryRun, reminders: due };
  const sent: ReminderEntry[] = [];
  for (const entry of due) {
    if (await sendOne(db, entry.reservationId, options)) sent.push(entry);
  }
  return { dryRun, reminders: sent };
}
