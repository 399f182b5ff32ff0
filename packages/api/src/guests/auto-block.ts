import { guestBlockTexts, shouldAutoBlockGuest } from "@tischservice/core";
import { and, count, eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { guestProfiles, reservations, restaurantConfigs } from "../db/schema/index.ts";

/**
 * After staff marked a no-show, in the same transaction: blocks the guest's online bookings when the
 * restaurant asks for it (`autoBlockNoShows`) and the guest has now reached that many no-shows here
 * (core's `shouldAutoBlockGuest`). Upserts the profile, since most guests have none. `true` when it
 * blocked, so the caller can announce the changed guest.
 */
export async function autoBlockAfterNoShow(
  tx: Tx,
  restaurantId: string,
  guestKey: string,
  at: Date,
): Promise<boolean> {
  if (guestKey === "") return false;
  const [config] = await tx
    .select({ threshold: restaurantConfigs.autoBlockNoShows })
    .from(restaurantConfigs)
    .where(eq(restaurantConfigs.restaurantId, restaurantId))
    .limit(1);
  const threshold = config?.threshold ?? null;
  if (threshold === null) return false;
  // Two no-shows of the same guest marked at once must not both count only themselves and miss the
  // threshold: the guest's changes take turns, and the later one counts the earlier, committed one.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`guest-block:${restaurantId}`}), hashtext(${guestKey}))`,
  );
  const [profile] = await tx
    .select({ blocked: guestProfiles.blocked })
    .from(guestProfiles)
    .where(and(eq(guestProfiles.restaurantId, restaurantId), eq(guestProfiles.key, guestKey)))
    .limit(1);
  const [counted] = await tx
    .select({ noShows: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.restaurantId, restaurantId),
        eq(reservations.guestKey, guestKey),
        eq(reservations.status, "no_show"),
      ),
    );
  const noShows = counted?.noShows ?? 0;
  if (!shouldAutoBlockGuest({ threshold, noShows, blocked: profile?.blocked ?? false })) return false;
  const block = { blocked: true, blockedReason: guestBlockTexts.autoBlockReason(noShows), blockedAt: at };
  await tx
    .insert(guestProfiles)
    .values({ restaurantId, key: guestKey, ...block, updatedAt: at })
    .onConflictDoUpdate({ target: [guestProfiles.restaurantId, guestProfiles.key], set: block });
  return true;
}
