import { type OnlineBookingLimits, onlineDayRefusal, onlineSlotLimit } from "../booking-limits.ts";
import {
  isClosedDay,
  type OpeningHoursLike,
  openingPeriodsFor,
  type SpecialHourLike,
} from "../closed-day.ts";
import { type StayDurationsConfig, stayMinutesFor } from "../stay-durations.ts";
import { minutesToWireTime, normalizeWireDate, wireTimeToMinutes } from "../wire-date.ts";
import { AVAILABILITY_DEFAULTS, wallTimeToInstant } from "./intervals.ts";
import { SLOT_STATUS_TEXTS, type SlotStatusText } from "./slot-status.ts";
import type { TableAssignment } from "./table-assignment.ts";
import {
  type BookedReservation,
  buildTableOccupancy,
  canEverSeat,
  findTableAssignment,
  type TableOccupancy,
} from "./table-occupancy.ts";
import type { AvailabilityCombination, AvailabilityTable } from "./table-order.ts";

/** Who books: guests through the widget (lead time applies) or staff (may take the current slot). */
export type BookingChannel = "public" | "staff";

export interface DaySlotsInput {
  /** Local date `YYYY-MM-DD` in the restaurant's time zone. */
  date: string;
  openingHours: OpeningHoursLike | null | undefined;
  specialHours?: readonly SpecialHourLike[] | null;
  tables: readonly AvailabilityTable[];
  /** The combinations the restaurant defined; none joins tables of one room automatically. */
  combinations?: readonly AvailabilityCombination[] | null;
  /** Non-cancelled reservations of the day (and of the neighbouring days when windows cross midnight). */
  reservations: readonly BookedReservation[];
  partySize: number;
  now: Date;
  /** Default "public". */
  channel?: BookingChannel;
  /** Minutes for every party size; wins over `stayDurations`. */
  reservationDuration?: number;
  /** The restaurant's configuration: its stay length by party size (`stayMinutesFor`); 120 minutes when neither is given. */
  stayDurations?: StayDurationsConfig | null;
  /** Minutes (15, 30 or 60), default 30. */
  slotInterval?: number;
  /** Minutes a public booking must lie ahead of now, default 30. */
  leadTimeMinutes?: number;
  /** IANA time zone, default Europe/Berlin. */
  timeZone?: string;
  /** The day's occupancy built by `buildTableOccupancy`, to reuse it across party sizes. */
  occupancy?: TableOccupancy;
  /** The restaurant's limits on online bookings (horizon, same-day cut-off, pacing, seat share); staff ignore them. */
  limits?: OnlineBookingLimits | null;
}

export interface DaySlot {
  /** Local wall-clock start `HH:MM`. */
  time: string;
  available: boolean;
  status: SlotStatusText;
  /** Absolute start and end (ISO 8601, UTC). */
  startsAt: string;
  endsAt: string;
  /** The tables the assignment rule would give; only on available slots. */
  assignment?: TableAssignment;
}

export interface DaySlots {
  closed: boolean;
  /** "Geschlossen" on closed days. */
  status?: SlotStatusText;
  slots: DaySlot[];
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} muss eine positive ganze Zahl sein`);
  return value;
}

/** Opening periods in minutes after the date's midnight; an end at or before the start is past midnight. */
function periodsInMinutes(input: DaySlotsInput, date: string): Array<{ start: number; end: number }> {
  const periods: Array<{ start: number; end: number }> = [];
  for (const period of openingPeriodsFor(date, input.openingHours, input.specialHours)) {
    const start = wireTimeToMinutes(period.start);
    const end = wireTimeToMinutes(period.end);
    if (start === null || end === null) continue;
    periods.push({ start, end: end <= start ? end + DAY_MINUTES : end });
  }
  return periods;
}

/**
 * All slots of one day for a party. Slots start at each opening period's start and step by the interval
 * in wall-clock time; a slot is listed only when its whole window (start + duration, measured in real
 * minutes) lies inside the period. Starts stay on the calendar day (before 24:00) while windows may run
 * past midnight up to a closing time after midnight. Wall-clock times that do not exist on a
 * daylight-saving day are skipped; ambiguous ones appear once. Listed slots are available or carry why not.
 */
export function computeDaySlots(input: DaySlotsInput): DaySlots {
  const date = normalizeWireDate(input.date);
  if (!date || isClosedDay(date, input.openingHours, input.specialHours)) {
    return { closed: true, status: SLOT_STATUS_TEXTS.closed, slots: [] };
  }
  const limits = input.channel === "staff" ? null : (input.limits ?? null);
  // Beyond the horizon or after today's cut-off guests see no times at all (the API says why on booking).
  if (limits && onlineDayRefusal(date, input.now, limits, input.timeZone ?? AVAILABILITY_DEFAULTS.timeZone)) {
    return { closed: false, slots: [] };
  }
  const partySize = positiveInteger(input.partySize, "Personenzahl");
  const duration = positiveInteger(
    input.reservationDuration ??
      (input.stayDurations
        ? stayMinutesFor(input.stayDurations, partySize)
        : AVAILABILITY_DEFAULTS.reservationDuration),
    "Reservierungsdauer",
  );
  const interval = positiveInteger(input.slotInterval ?? AVAILABILITY_DEFAULTS.slotInterval, "Zeitraster");
  const leadTime = input.leadTimeMinutes ?? AVAILABILITY_DEFAULTS.leadTimeMinutes;
  const timeZone = input.timeZone ?? AVAILABILITY_DEFAULTS.timeZone;
  const occupancy =
    input.occupancy ??
    buildTableOccupancy(input.tables, input.reservations, {
      timeZone,
      reservationDuration: duration,
      combinations: input.combinations,
    });
  const now = input.now.getTime();
  const staff = input.channel === "staff";
  const audience = { online: !staff };
  const everFits = canEverSeat(occupancy, partySize, audience);
  const slots: DaySlot[] = [];
  for (const period of periodsInMinutes(input, date)) {
    const periodStart = wallTimeToInstant(date, period.start, timeZone) ?? Number.NaN;
    const periodEnd = wallTimeToInstant(date, period.end, timeZone) ?? Number.NaN;
    for (let minutes = period.start; minutes < Math.min(period.end, DAY_MINUTES); minutes += interval) {
      const start = wallTimeToInstant(date, minutes, timeZone, true);
      if (start === null || start < periodStart) continue;
      const end = start + duration * MINUTE_MS;
      if (end > periodEnd) continue;
      const slot = { time: minutesToWireTime(minutes), startsAt: new Date(start).toISOString() };
      const endsAt = new Date(end).toISOString();
      const past = staff
        ? start <= now - interval * MINUTE_MS || end <= now
        : start < now + leadTime * MINUTE_MS;
      const assignment = past ? null : findTableAssignment(occupancy, start, end, partySize, audience);
      const limited =
        assignment && limits
          ? onlineSlotLimit(limits, occupancy, { ...assignment, time: slot.time, start, end }, partySize)
          : null;
      if (limited) {
        slots.push({ ...slot, endsAt, available: false, status: limited });
        continue;
      }
      if (assignment) {
        slots.push({ ...slot, endsAt, available: true, status: SLOT_STATUS_TEXTS.available, assignment });
        continue;
      }
      const status = past
        ? SLOT_STATUS_TEXTS.past
        : everFits
          ? SLOT_STATUS_TEXTS.fullyBooked
          : SLOT_STATUS_TEXTS.noFittingTables;
      slots.push({ ...slot, endsAt, available: false, status });
    }
  }
  return { closed: false, slots };
}
