import {
  type AvailabilityCombination,
  type AvailabilityTable,
  type BookedReservation,
  buildTableOccupancy,
  defaultOpeningHours,
  maxOnlinePartySizeOf,
  type OnlineBookingLimits,
  type SpecialHourLike,
  type StayDuration,
  type TableOccupancy,
  wallTimeToInstant,
} from "@tischservice/core";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import {
  type OpeningHours,
  type Restaurant,
  reservationTables,
  restaurantConfigs,
  specialHours,
  tables,
  waitlistOffers,
} from "../db/schema/index.ts";
import { loadOnlineLimits } from "./online-limits.ts";
import { loadTableCombinations } from "./table-combinations.ts";

/** What the availability engine needs for one restaurant and day, read in a handful of queries. */
export interface DayInputs {
  restaurant: Restaurant;
  date: string;
  openingHours: OpeningHours;
  /** The old single duration; new reservations' stays come from `stayDurations` by party size. */
  reservationDuration: number;
  /** What core's `stayMinutesFor` reads: the saved list (null when never saved) and the old single duration. */
  stayDurations: { stayDurations: StayDuration[] | null; reservationDuration: number };
  /** The largest party booking online: the saved one, else core's 12. */
  maxOnlinePartySize: number;
  slotInterval: number;
  leadTimeMinutes: number;
  autoConfirmReservations: boolean;
  emailNotificationsEnabled: boolean;
  tables: AvailabilityTable[];
  /** The combinations the restaurant defined; empty: tables of one room are joined automatically. */
  combinations: AvailabilityCombination[];
  specialHours: SpecialHourLike[];
  /**
   * Active table assignments around the day (one entry per table, by absolute instants) and the waitlist's
   * open holds (a held table is taken for everybody else until the hold is answered or lapses).
   */
  reservations: BookedReservation[];
  occupancy: TableOccupancy;
  /** The restaurant's limits on online bookings and the day's arrivals that pacing counts. */
  limits: OnlineBookingLimits;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the inputs of one day. Assignments are read from `reservation_tables` (released ones excluded)
 * from a day before to two days after the date's midnight, so windows crossing midnight count.
 * `exceptReservationId` leaves that reservation's own tables out: a reservation being moved never blocks
 * itself.
 */
export async function loadDayInputs(
  db: Db | Tx,
  restaurant: Restaurant,
  date: string,
  options: { exceptReservationId?: string } = {},
): Promise<DayInputs> {
  const midnight = wallTimeToInstant(date, 0, restaurant.timeZone) ?? Date.parse(`${date}T00:00:00Z`);
  const from = new Date(midnight - DAY_MS);
  const to = new Date(midnight + 2 * DAY_MS);
  const [configRows, tableRows, specialRows, assignmentRows, holdRows] = await Promise.all([
    db.select().from(restaurantConfigs).where(eq(restaurantConfigs.restaurantId, restaurant.id)).limit(1),
    db
      .select({
        id: tables.id,
        tableNumber: tables.tableNumber,
        seats: tables.seats,
        roomId: tables.roomId,
        internal: tables.internal,
      })
      .from(tables)
      .where(eq(tables.restaurantId, restaurant.id)),
    db.select().from(specialHours).where(eq(specialHours.restaurantId, restaurant.id)),
    db
      .select({
        tableId: reservationTables.tableId,
        startsAt: reservationTables.startsAt,
        endsAt: reservationTables.endsAt,
      })
      .from(reservationTables)
      .where(
        and(
          eq(reservationTables.restaurantId, restaurant.id),
          eq(reservationTables.released, false),
          lt(reservationTables.startsAt, to),
          gt(reservationTables.endsAt, from),
          ...(options.exceptReservationId
            ? [ne(reservationTables.reservationId, options.exceptReservationId)]
            : []),
        ),
      ),
    // Open holds: the cluster job lapses them when due (and announces it, which drops cached inputs).
    db
      .select({
        tableIds: waitlistOffers.tableIds,
        startsAt: waitlistOffers.startsAt,
        endsAt: waitlistOffers.endsAt,
      })
      .from(waitlistOffers)
      .where(
        and(
          eq(waitlistOffers.restaurantId, restaurant.id),
          eq(waitlistOffers.status, "open"),
          lt(waitlistOffers.startsAt, to),
          gt(waitlistOffers.endsAt, from),
        ),
      ),
  ]);
  const config = configRows[0];
  const limits = await loadOnlineLimits(db, restaurant.id, date, config, options.exceptReservationId);
  const reservationDuration = config?.reservationDuration ?? 120;
  const availabilityTables = tableRows.map((row) => ({
    _id: row.id,
    tableNumber: row.tableNumber,
    seats: row.seats,
    roomId: row.roomId,
    internal: row.internal,
  }));
  const reservations = [
    ...assignmentRows.map((row) => ({ startsAt: row.startsAt, endsAt: row.endsAt, tableIds: [row.tableId] })),
    ...holdRows.map((row) => ({ startsAt: row.startsAt, endsAt: row.endsAt, tableIds: row.tableIds })),
  ];
  const combinations = (await loadTableCombinations(db, restaurant.id)).map(({ _id, tableIds }) => ({
    _id,
    tableIds,
  }));
  return {
    restaurant,
    date,
    openingHours: config?.openingHours ?? defaultOpeningHours(),
    reservationDuration,
    stayDurations: { stayDurations: config?.stayDurations ?? null, reservationDuration },
    maxOnlinePartySize: maxOnlinePartySizeOf(config),
    slotInterval: config?.slotInterval ?? 30,
    leadTimeMinutes: config?.bookingLeadTime ?? 30,
    autoConfirmReservations: config?.autoConfirmReservations ?? false,
    emailNotificationsEnabled: config?.emailNotificationsEnabled ?? true,
    tables: availabilityTables,
    combinations,
    specialHours: specialRows.map((row) => ({
      startDate: row.startDate,
      endDate: row.endDate,
      type: row.type,
      isClosed: row.isClosed,
      isRecurring: row.isRecurring,
      customHours: { openTime: row.openTime, closeTime: row.closeTime },
    })),
    reservations,
    limits,
    occupancy: buildTableOccupancy(availabilityTables, reservations, {
      timeZone: restaurant.timeZone,
      reservationDuration,
      combinations,
    }),
  };
}
