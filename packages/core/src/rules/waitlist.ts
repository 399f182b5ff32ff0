import { assignTables } from "./availability/assign-tables.ts";
import { AVAILABILITY_DEFAULTS, wallTimeToInstant } from "./availability/intervals.ts";
import { computeDaySlots, type DaySlot, type DaySlotsInput } from "./availability/slots.ts";
import { type BookedReservation, buildTableOccupancy } from "./availability/table-occupancy.ts";
import type { AvailabilityTable } from "./availability/table-order.ts";
import { type StayDurationsConfig, stayMinutesFor } from "./stay-durations.ts";
import { wireTimeToMinutes } from "./wire-date.ts";

/** How long an offered table is held for the waiting guest before the next one is offered it. */
export const WAITLIST_HOLD_MINUTES = 15;

/** The instant a hold made at `offeredAt` lapses (15 minutes later). */
export function waitlistHoldExpiry(offeredAt: Date): Date {
  return new Date(offeredAt.getTime() + WAITLIST_HOLD_MINUTES * 60_000);
}

/** The available slot times of a day whose start lies in the window `from`..`to` (inclusive). */
export function availableTimesInWindow(slots: readonly DaySlot[], from: string, to: string): string[] {
  return slots
    .filter((slot) => slot.available && slot.time >= from && slot.time <= to)
    .map((slot) => slot.time);
}

/** True once the window's last acceptable start (`to` on `date`, restaurant time) is before `now`. */
export function waitlistWindowPassed(date: string, to: string, now: Date, timeZone: string): boolean {
  const minutes = wireTimeToMinutes(to);
  if (minutes === null) return true;
  const last = wallTimeToInstant(date, minutes, timeZone, true);
  return last === null || last < now.getTime();
}

/** A waiting entry as the matching reads it (only entries without an open offer). */
export interface WaitlistCandidate {
  id: string;
  numberOfGuests: number;
  from: string;
  to: string;
  /** When the guest joined: the earlier one is served first. */
  createdAt: Date;
}

export interface WaitlistMatchInput
  extends Pick<
    DaySlotsInput,
    "date" | "openingHours" | "specialHours" | "slotInterval" | "leadTimeMinutes" | "now" | "combinations"
  > {
  tables: readonly AvailabilityTable[];
  /** The day's active table assignments and open holds (both occupy tables). */
  reservations: readonly BookedReservation[];
  stayDurations: StayDurationsConfig;
  timeZone: string;
  /** The waiting entries without an open offer, in any order. */
  entries: readonly WaitlistCandidate[];
  /** (entry, time) pairs already declined or lapsed: never offered again. */
  refused: ReadonlyArray<{ entryId: string; timeSlot: string }>;
}

/** One offer to make: the entry gets `time` on `tableIds` (`startsAt`..`endsAt` as ISO instants). */
export interface WaitlistMatch {
  entryId: string;
  time: string;
  tableIds: string[];
  startsAt: string;
  endsAt: string;
}

/**
 * Which waiting entry gets which slot: in the order they joined, each entry whose party fits a
 * free slot in its window (public rules: lead time, opening hours; never a time it declined or let lapse)
 * is offered the earliest such slot on the tables `assignTables` picks. Each match occupies its tables for
 * the next entries, so one table at one time is never offered twice.
 */
export function matchWaitlistEntries(input: WaitlistMatchInput): WaitlistMatch[] {
  const timeZone = input.timeZone ?? AVAILABILITY_DEFAULTS.timeZone;
  const refused = new Set(input.refused.map((pair) => `${pair.entryId}|${pair.timeSlot}`));
  const ordered = [...input.entries].sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  const occupied: BookedReservation[] = [...input.reservations];
  const matches: WaitlistMatch[] = [];
  for (const entry of ordered) {
    const minutes = stayMinutesFor(input.stayDurations, entry.numberOfGuests);
    const day = computeDaySlots({
      date: input.date,
      openingHours: input.openingHours,
      specialHours: input.specialHours ?? null,
      tables: input.tables,
      reservations: occupied,
      occupancy: buildTableOccupancy(input.tables, occupied, {
        timeZone,
        reservationDuration: minutes,
        combinations: input.combinations,
      }),
      partySize: entry.numberOfGuests,
      now: input.now,
      channel: "public",
      stayDurations: input.stayDurations,
      ...(input.slotInterval ? { slotInterval: input.slotInterval } : {}),
      ...(input.leadTimeMinutes !== undefined ? { leadTimeMinutes: input.leadTimeMinutes } : {}),
      timeZone,
    });
    const slot = day.slots.find(
      (candidate) =>
        candidate.available &&
        candidate.time >= entry.from &&
        candidate.time <= entry.to &&
        !refused.has(`${entry.id}|${candidate.time}`),
    );
    if (!slot) continue;
    const assignment = assignTables({
      tables: input.tables,
      combinations: input.combinations,
      reservations: occupied,
      partySize: entry.numberOfGuests,
      date: input.date,
      time: slot.time,
      stayDurations: input.stayDurations,
      timeZone,
    });
    if (!assignment) continue;
    const match = {
      entryId: entry.id,
      time: slot.time,
      tableIds: assignment.tableIds,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
    };
    matches.push(match);
    occupied.push({ startsAt: match.startsAt, endsAt: match.endsAt, tableIds: match.tableIds });
  }
  return matches;
}
