import { TZDate } from "@date-fns/tz";
import { subDays, subMonths } from "date-fns";
import { settingsValidationTexts } from "../texts/settings-validation.ts";

/**
 * How long personal data is kept (DSGVO Art. 5(1)(e)). One configuration for the
 * retention job, the command line and the privacy page. Expired sessions and used or expired single-use
 * links have no period: they go at the next run.
 */
export const RETENTION_PERIODS = {
  /** A reservation's personal data (name, address, phone, requests): months after the visit, by default. */
  reservationMonths: 24,
  /** Mail bodies in the outbox and their `.eml` copies: days after sending (or after queueing, unsent). */
  mailDays: 30,
  /** Client addresses (ip) in the audit log: days after the entry. */
  auditIpDays: 90,
  /** Demo requests from the site: months after they came in. */
  demoRequestMonths: 12,
} as const;

/** The longest reservation period an admin may set for the platform: whole months, 1 to this. */
export const PLATFORM_RESERVATION_MONTHS_MAX = 120;

const isWholeMonths = (months: number, max: number) =>
  Number.isInteger(months) && months >= 1 && months <= max;

/** Why the admin's platform period is refused (German), or null when it is whole months from 1 to 120. */
export function platformRetentionMonthsError(months: number): string | null {
  return isWholeMonths(months, PLATFORM_RESERVATION_MONTHS_MAX)
    ? null
    : settingsValidationTexts.platformRetentionMonthsInvalid(PLATFORM_RESERVATION_MONTHS_MAX);
}

/**
 * Why an owner's period is refused (German), or null: empty (the platform's period) or whole months from 1
 * to the platform's period. The message above the platform's period names it.
 */
export function restaurantRetentionMonthsError(months: number | null, platformMonths: number): string | null {
  if (months === null) return null;
  if (!Number.isInteger(months) || months < 1)
    return settingsValidationTexts.restaurantRetentionMonthsInvalid;
  if (months > platformMonths)
    return settingsValidationTexts.restaurantRetentionMonthsTooLong(platformMonths);
  return null;
}

/** A restaurant may shorten the reservation period, never lengthen it: whole months, 1 to the platform default. */
export function reservationRetentionMonths(
  restaurantMonths?: number | null,
  platformMonths: number = RETENTION_PERIODS.reservationMonths,
): number {
  const platform = Math.max(1, Math.floor(platformMonths));
  if (restaurantMonths == null || !Number.isFinite(restaurantMonths)) return platform;
  return Math.min(platform, Math.max(1, Math.floor(restaurantMonths)));
}

/** The instants before which each kind of data is due; everything at or after its cut-off is kept. */
export interface RetentionCutoffs {
  /** Reservations that ended before this lose their personal data. */
  reservationsEndedBefore: Date;
  /** Mails sent (or, never sent, queued) before this lose their body and file. */
  mailsBefore: Date;
  /** Audit entries written before this lose their client address. */
  auditIpBefore: Date;
  /** Demo requests received before this are deleted. */
  demoRequestsBefore: Date;
  /** Sessions and single-use links that expired at or before this go: `now` itself. */
  expiredBy: Date;
}

/**
 * The cut-offs of a retention run at `now`. Months are calendar months counted in UTC (the 31st
 * becomes the month's last day, as date-fns does); the restaurant's months are clamped by
 * `reservationRetentionMonths`.
 */
export function retentionCutoffs(
  now: Date,
  options: { restaurantReservationMonths?: number | null; platformReservationMonths?: number } = {},
): RetentionCutoffs {
  const utc = new TZDate(now.getTime(), "UTC");
  const instant = (date: Date) => new Date(date.getTime());
  const months = reservationRetentionMonths(
    options.restaurantReservationMonths,
    options.platformReservationMonths,
  );
  return {
    reservationsEndedBefore: instant(subMonths(utc, months)),
    mailsBefore: instant(subDays(utc, RETENTION_PERIODS.mailDays)),
    auditIpBefore: instant(subDays(utc, RETENTION_PERIODS.auditIpDays)),
    demoRequestsBefore: instant(subMonths(utc, RETENTION_PERIODS.demoRequestMonths)),
    expiredBy: new Date(now.getTime()),
  };
}
