import {
  PLATFORM_RESERVATION_MONTHS_MAX,
  type PlatformRetention,
  platformRetentionMonthsSchema,
  RETENTION_PERIODS,
} from "@tischservice/core";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../db/client.ts";
import { appSettings } from "../db/schema/index.ts";

/** The `app_settings` key of the platform's reservation period an admin set: `{ months }`. */
export const RETENTION_RESERVATION_MONTHS_KEY = "retention:reservationMonths";

const storedSchema = z.object({ months: platformRetentionMonthsSchema });

/**
 * The platform's reservation retention period as stored, with when it was set; the built-in default
 * (`RETENTION_PERIODS.reservationMonths`) while no admin has set one or the stored value does not parse.
 */
export async function platformRetention(db: Db | Tx): Promise<PlatformRetention> {
  const [row] = await db
    .select({ value: appSettings.value, updatedAt: appSettings.updatedAt })
    .from(appSettings)
    .where(eq(appSettings.key, RETENTION_RESERVATION_MONTHS_KEY))
    .limit(1);
  const parsed = storedSchema.safeParse(row?.value);
  return {
    reservationMonths: parsed.success ? parsed.data.months : RETENTION_PERIODS.reservationMonths,
    defaultReservationMonths: RETENTION_PERIODS.reservationMonths,
    maxReservationMonths: PLATFORM_RESERVATION_MONTHS_MAX,
    updatedAt: parsed.success && row ? row.updatedAt.toISOString() : null,
  };
}

/** The platform's reservation period in months (the stored setting, else 24). */
export async function platformReservationMonths(db: Db | Tx): Promise<number> {
  return (await platformRetention(db)).reservationMonths;
}

/** Stores the platform's period (validated by the caller) and answers the new setting. */
export async function setPlatformReservationMonths(
  tx: Tx,
  months: number,
  at: Date,
): Promise<PlatformRetention> {
  const value = { months };
  await tx
    .insert(appSettings)
    .values({ key: RETENTION_RESERVATION_MONTHS_KEY, value, updatedAt: at })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: at } });
  return platformRetention(tx);
}
