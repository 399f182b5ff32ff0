import {
  type BookingChannel,
  type BookingLanguage,
  bookingErrorCodes,
  formatSlotDate,
  newReservationNotificationBody,
  pushTexts,
} from "@tischservice/core";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { loadDayInputs } from "../availability/day-inputs.ts";
import type { Tx } from "../db/client.ts";
import { reservations, reservationTables } from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { reservationContact } from "../guests/guest-contact.ts";
import { conflict } from "../lib/errors.ts";
import { isUniqueViolation } from "../lib/unique-violation.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { guestBookingMail, restaurantNoticeMail } from "../mail/reservation-mails.ts";
import { enqueuePush } from "../push/outbox.ts";
import { noticeAddress } from "../restaurants/owner-standing.ts";
import { bookableStay, bookingMessages } from "./bookable-stay.ts";
import { type ReservationActor, recordReservationEvent } from "./history.ts";
import { insertReservation } from "./insert-reservation.ts";
import { type ReservationDto, toReservationDto } from "./reservation-dto.ts";

export { bookingMessages } from "./bookable-stay.ts";

export interface BookingRequest {
  restaurant: Restaurant;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  numberOfGuests: number;
  reservationDate: string;
  timeSlot: string;
  specialRequests: string;
  /** The guest's language: their mails speak it. */
  language: BookingLanguage;
  channel: BookingChannel;
  status: "pending" | "confirmed";
  source: "widget" | "staff" | "customer" | "google";
  customerUserId: string | null;
  /** The Google user of a booking made through Reserve with Google. */
  rwgUserId?: string | null;
  idempotencyKey: string | null;
  /** Who books (the history's "created" entry). */
  createdBy: ReservationActor;
  /** Who confirms it when `status` is confirmed: the staff booking it, or the auto-confirm setting. */
  confirmedBy: ReservationActor;
  /** False leaves the guest's confirmation mail out (the address has had its receipts for the day). */
  mailGuest?: boolean;
}

export interface BookingResult {
  reservation: ReservationDto;
  /** False when an earlier request with the same Idempotency-Key had booked it. */
  created: boolean;
}

/**
 * Two active assignments of one table overlapped: SQLSTATE 23P01 from the exclusion constraint, or 40P01
 * raised while checking it. Two transactions inserting overlapping rows at the same moment each wait for the
 * other's outcome; PostgreSQL breaks that cycle by aborting one of them as a deadlock ("while checking
 * exclusion constraint"). Either way this transaction lost the table and wrote nothing.
 */
export function isExclusionViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, where } = current as { code?: unknown; where?: unknown };
    if (code === "23P01") return true;
    if (code === "40P01" && typeof where === "string" && where.includes("exclusion constraint")) return true;
  }
  return false;
}

async function findByKey(tx: Tx, restaurantId: string, key: string) {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.restaurantId, restaurantId), eq(reservations.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/**
 * Books in one transaction: takes the restaurant-and-day lock, re-reads the day, checks that the slot is
 * open and not past for the channel, assigns tables by core's rule and inserts. The exclusion constraint
 * backs the lock: an overlapping assignment (a writer without the lock) fails with 23P01, answered 409.
 */
export async function bookReservation(deps: AppDeps, request: BookingRequest): Promise<BookingResult> {
  const { restaurant } = request;
  const at = deps.now();
  const token = randomToken();
  try {
    const result = await deps.db.transaction(async (tx) => {
      if (request.idempotencyKey) {
        const existing = await findByKey(tx, restaurant.id, request.idempotencyKey);
        if (existing) return { reservation: await toReservationDto(tx, existing), created: false };
      }
      if (deps.bookingLocks) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtext(${restaurant.id}), hashtext(${request.reservationDate}))`,
        );
      }
      const inputs = await loadDayInputs(tx, restaurant, request.reservationDate);
      const { startsAt, endsAt, tableIds } = bookableStay(inputs, { ...request, now: at });
      const row = await insertReservation(tx, {
        restaurantId: restaurant.id,
        customerUserId: request.customerUserId,
        rwgUserId: request.rwgUserId ?? null,
        customerName: request.customerName,
        ...reservationContact({
          customerEmail: request.customerEmail,
          customerPhone: request.customerPhone,
        }),
        numberOfGuests: request.numberOfGuests,
        reservationDate: request.reservationDate,
        timeSlot: request.timeSlot,
        startsAt,
        endsAt,
        status: request.status,
        specialRequests: request.specialRequests,
        language: request.language,
        source: request.source,
        manageTokenHash: hashToken(token),
        idempotencyKey: request.idempotencyKey,
        createdAt: at,
        updatedAt: at,
      });
      await recordReservationEvent(tx, {
        reservationId: row.id,
        restaurantId: restaurant.id,
        type: "created",
        by: request.createdBy,
        at,
      });
      if (row.status === "confirmed") {
        await recordReservationEvent(tx, {
          reservationId: row.id,
          restaurantId: restaurant.id,
          type: "confirmed",
          by: request.confirmedBy,
          at,
        });
      }
      await tx.insert(reservationTables).values(
        tableIds.map((tableId) => ({
          reservationId: row.id,
          tableId,
          restaurantId: restaurant.id,
          startsAt,
          endsAt,
        })),
      );
      const dto = await toReservationDto(tx, row);
      await announce(deps, tx, request, dto, token, inputs.emailNotificationsEnabled);
      return { reservation: dto, created: true };
    });
    deps.dayCache.invalidate(restaurant.id);
    if (result.created) deps.mailQueued();
    return result;
  } catch (error) {
    if (isExclusionViolation(error))
      throw conflict(bookingMessages.slotTaken, { code: bookingErrorCodes.slotTaken });
    if (request.idempotencyKey && isUniqueViolation(error)) {
      // A concurrent retry with the same key committed first: answer its reservation.
      const existing = await deps.db.transaction((tx) =>
        findByKey(tx, restaurant.id, request.idempotencyKey ?? ""),
      );
      if (existing) return { reservation: await toReservationDto(deps.db, existing), created: false };
    }
    throw error;
  }
}

/** Mails (guest, restaurant notice), the push to the restaurant's devices and the live events. */
async function announce(
  deps: AppDeps,
  tx: Tx,
  request: BookingRequest,
  dto: ReservationDto,
  token: string,
  emailNotificationsEnabled: boolean,
) {
  const at = deps.now();
  const { restaurant } = request;
  const confirmed = dto.status === "confirmed";
  const details = { ...dto, restaurantName: restaurant.name, restaurant };
  const manageUrl = `${deps.publicOrigin}/app/reservation/${dto._id}?token=${token}`;
  const guestMail = guestBookingMail(details, confirmed, manageUrl);
  const about = { restaurantId: restaurant.id, reservationId: dto._id };
  if (guestMail && request.mailGuest !== false) await enqueueMail(tx, guestMail, at, about);
  const noticeTo = emailNotificationsEnabled ? await noticeAddress(tx, restaurant) : null;
  if (noticeTo) {
    await enqueueMail(
      tx,
      restaurantNoticeMail(noticeTo, details, confirmed, `${deps.publicOrigin}/app/`),
      at,
      about,
    );
  }
  const notice = {
    reservationId: dto._id,
    customerName: dto.customerName,
    restaurantName: restaurant.name,
    date: dto.reservationDate,
    time: dto.timeSlot,
    guests: dto.numberOfGuests,
    tableNames: dto.tableNumbers,
  };
  await enqueuePush(
    tx,
    {
      restaurantId: restaurant.id,
      message: {
        title: pushTexts.newReservationTitle,
        body: newReservationNotificationBody({
          customerName: dto.customerName,
          date: formatSlotDate(dto.reservationDate).formatted,
          time: dto.timeSlot,
          guests: dto.numberOfGuests,
        }),
        url: `/app/reservation/${encodeURIComponent(dto._id)}`,
        tag: `reservation-${dto._id}`,
      },
    },
    at,
    about,
  );
  await deps.events.publish(tx, restaurant.id, { type: "new_reservation", data: notice });
  await publishChange(deps, tx, restaurant.id, "reservations", dto._id, "created", [dto.reservationDate]);
}
