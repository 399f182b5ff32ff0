import { sql } from "drizzle-orm";
import { guestProfiles } from "../db/schema/index.ts";

/**
 * The profile columns a save of the block writes: for a new row (`inserted`) and for an existing one
 * (`updated`). Nothing when the body leaves `blocked` out. A block keeps its first `blockedAt` when staff
 * save it again (to edit the reason), so the stamp says since when the guest is blocked.
 */
export function blockChangeOf(blocked: boolean | undefined, reason: string | undefined, at: Date) {
  // A reason alone means nothing: it belongs to a block, which the body then has to name.
  if (blocked === undefined) return { inserted: {}, updated: {} };
  if (!blocked) {
    const lifted = { blocked: false, blockedReason: "", blockedAt: null };
    return { inserted: lifted, updated: lifted };
  }
  return {
    inserted: { blocked: true, blockedReason: reason ?? "", blockedAt: at },
    updated: {
      blocked: true,
      ...(reason !== undefined ? { blockedReason: reason } : {}),
      blockedAt: sql`coalesce(${guestProfiles.blockedAt}, ${at.toISOString()}::timestamptz)`,
    },
  };
}
