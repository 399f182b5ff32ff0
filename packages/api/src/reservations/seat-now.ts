import {
  bookingErrorCodes,
  formatTime,
  type SeatNowConflict,
  seatNowConflict,
  seatNowErrorCodes,
  seatNowStay,
  seatNowTexts,
  type TableTakenLike,
} from "@tischservice/core";
import { and, arrayContains, eq, gt, lt, or } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import type { Tx } from "../db/client.ts";
import {
  reservations,
  reservationTables,
  restaurantConfigs,
  tables,
  waitlistOffers,
} from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { reservationContact } from "../guests/guest-contact.ts";
import { badRequest, conflict } from "../lib/errors.ts";
import { lockRestaurantDay } from "../waitlist/holds.ts";
import { isExclusionViolation } from "./booking.ts";
import { type ReservationActor, recordReservationEvent } from "./history.ts";
import { insertReservation } from "./insert-reservation.ts";
import { type ReservationDto, toReservationDto } from "./reservation-dto.ts";

export interface SeatNowInput {
  restaurant: Restaurant;
  tableId: string;
  numberOfGuests: number;
  customerName?: string | undefined;
  customerPhone?: string | undefined;
  /** A stay chosen by staff (e.g. up to the next booking); else the restaurant's for the party size. */
  stayMinutes?: number | undefined;
  by: ReservationActor;
}

/** How far back a guest who sits on past the planned end is looked for: the day's visits. */
const OVERSTAY_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** The table's name in the answers: its own name, else "Tisch {number}". */
function tableNameOf(table: { name: string; tableNumber: string }): string {
  return table.name.trim() || `Tisch ${table.tableNumber}`;
}

/**
 * Everything that takes the table around the stay: active assignments overlapping it (with their
 * reservation's status), a guest still seated from earlier whose planned end has passed, and waitlist
 * offers holding the table.
 */
async function takenTimes(
  tx: Tx,
  restaurant: Restaurant,
  tableId: string,
  startsAt: Date,
  endsAt: Date,
): Promise<TableTakenLike[]> {
  const assignments = await tx
    .select({
      startsAt: reservationTables.startsAt,
      endsAt: reservationTables.endsAt,
      status: reservations.status,
    })
    .from(reservationTables)
    .innerJoin(reservations, eq(reservations.id, reservationTables.reservationId))
    .where(
      and(
        eq(reservationTables.tableId, tableId),
        eq(reservationTables.released, false),
        lt(reservationTables.startsAt, endsAt),
        gt(reservationTables.startsAt, new Date(startsAt.getTime() - OVERSTAY_LOOKBACK_MS)),
        or(gt(reservationTables.endsAt, startsAt), eq(reservations.status, "seated")),
      ),
    );
  const holds = await tx
    .select({ startsAt: waitlistOffers.startsAt, endsAt: waitlistOffers.endsAt })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.restaurantId, restaurant.id),
        eq(waitlistOffers.status, "open"),
        arrayContains(waitlistOffers.tableIds, [tableId]),
        lt(waitlistOffers.startsAt, endsAt),
        gt(waitlistOffers.endsAt, startsAt),
      ),
    );
  return [...assignments, ...holds];
}

/** The 409 of a table that cannot take the walk-in, with the times in the restaurant's clock. */
function refusal(tableName: string, found: SeatNowConflict, timeZone: string) {
  const time = (instant: Date) => formatTime(instant, { timeZone });
  if (found.kind === "busy") {
    const freeFrom = found.freeFrom ? time(found.freeFrom) : null;
    return conflict(seatNowTexts.busy(tableName, freeFrom), { code: seatNowErrorCodes.tableBusy, freeFrom });
  }
  const freeUntil = time(found.freeUntil);
  return conflict(seatNowTexts.freeUntil(tableName, freeUntil), {
    code: seatNowErrorCodes.tableFreeUntil,
    freeUntil,
    freeMinutes: found.freeMinutes,
  });
}

/**
 * Seats a walk-in on one table at once ("Gast platzieren"): a reservation from this instant for the
 * restaurant's stay length of the party (or the stay staff chose), directly `seated`, source staff, in one
 * transaction under the restaurant-and-day lock the bookings take. The table must be the restaurant's
 * (400), seat the party (409 `no_fitting_tables`), and be free for the whole stay (409 `table_busy` with
 * when it is free again, or `table_free_until` with until when it is free). The exclusion constraint backs
 * the lock: a concurrent writer that got the table first makes this one answer 409 and write nothing.
 * No mail (staff seat the guest in person); the history gets "created" and "seated" by staff.
 */
export async function seatNow(
  deps: AppDeps,
  input: SeatNowInput,
): Promise<{ reservation: ReservationDto; tableName: string }> {
  const { restaurant } = input;
  const at = deps.now();
  const [table] = await deps.db
    .select({ id: tables.id, name: tables.name, tableNumber: tables.tableNumber, seats: tables.seats })
    .from(tables)
    .where(and(eq(tables.id, input.tableId), eq(tables.restaurantId, restaurant.id)))
    .limit(1);
  if (!table) throw badRequest(seatNowTexts.tableUnknown);
  const tableName = tableNameOf(table);
  if (table.seats < input.numberOfGuests) {
    throw conflict(seatNowTexts.tooSmall(tableName, table.seats, input.numberOfGuests), {
      code: bookingErrorCodes.noFittingTables,
    });
  }
  try {
    const dto = await deps.db.transaction(async (tx) => {
      const [config] = await tx
        .select({
          stayDurations: restaurantConfigs.stayDurations,
          reservationDuration: restaurantConfigs.reservationDuration,
        })
        .from(restaurantConfigs)
        .where(eq(restaurantConfigs.restaurantId, restaurant.id))
        .limit(1);
      const stay = seatNowStay(at, restaurant.timeZone, input.numberOfGuests, config, input.stayMinutes);
      if (deps.bookingLocks) await lockRestaurantDay(tx, restaurant.id, stay.reservationDate);
      const taken = await takenTimes(tx, restaurant, table.id, stay.startsAt, stay.endsAt);
      const found = seatNowConflict(taken, stay.startsAt, stay.endsAt);
      if (found) throw refusal(tableName, found, restaurant.timeZone);
      const row = await insertReservation(tx, {
        restaurantId: restaurant.id,
        customerUserId: null,
        customerName: input.customerName?.trim() || seatNowTexts.defaultName,
        ...reservationContact({ customerEmail: "", customerPhone: input.customerPhone ?? "" }),
        numberOfGuests: input.numberOfGuests,
        reservationDate: stay.reservationDate,
        timeSlot: stay.timeSlot,
        startsAt: stay.startsAt,
        endsAt: stay.endsAt,
        status: "seated",
        arrivedAt: at,
        seatedAt: at,
        specialRequests: "",
        language: "de",
        source: "staff",
        createdAt: at,
        updatedAt: at,
      });
      const entry = { reservationId: row.id, restaurantId: restaurant.id, by: input.by, at };
      await recordReservationEvent(tx, { ...entry, type: "created" });
      await recordReservationEvent(tx, { ...entry, type: "seated" });
      await tx.insert(reservationTables).values({
        reservationId: row.id,
        tableId: table.id,
        restaurantId: restaurant.id,
        startsAt: stay.startsAt,
        endsAt: stay.endsAt,
      });
      const result = await toReservationDto(tx, row);
      await publishChange(deps, tx, restaurant.id, "reservations", row.id, "created", [stay.reservationDate]);
      return result;
    });
    deps.dayCache.invalidate(restaurant.id);
    return { reservation: dto, tableName };
  } catch (error) {
    if (isExclusionViolation(error)) {
      throw conflict(seatNowTexts.taken(tableName), { code: seatNowErrorCodes.tableBusy, freeFrom: null });
    }
    throw error;
  }
}
