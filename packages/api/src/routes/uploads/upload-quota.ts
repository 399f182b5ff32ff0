import { checkUploadQuota, uploadQuotaErrorCodes, uploadQuotaTexts } from "@tischservice/core";
import { and, count, eq, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import type { Restaurant } from "../../auth/access.ts";
import type { Tx } from "../../db/client.ts";
import { restaurants, uploads, users } from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";

/**
 * Whose images an upload counts against: a restaurant (its banner and the profile images of its owner and
 * sub-users), or one account without a restaurant (customers, admins).
 */
export type UploadScope =
  | { kind: "restaurant"; restaurant: Restaurant }
  | { kind: "account"; userId: string };

/**
 * Serialises the uploads of one scope until the transaction ends, so that two uploads at once cannot both
 * pass the quota (or both keep a profile image that should have been replaced).
 */
export async function lockUploadScope(tx: Tx, scope: UploadScope): Promise<void> {
  const key = scope.kind === "restaurant" ? `r:${scope.restaurant.id}` : `u:${scope.userId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('uploads'), hashtext(${key}))`);
}

/** Ids of uploads that are some restaurant's banner (never a profile image). */
const bannerIds = (tx: Tx) =>
  tx
    .select({ id: restaurants.bannerUploadId })
    .from(restaurants)
    .where(isNotNull(restaurants.bannerUploadId));

/** What the scope stores now: number of files and their bytes. */
async function usageOf(tx: Tx, scope: UploadScope): Promise<{ files: number; bytes: number }> {
  const totals = { files: count(), bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` };
  if (scope.kind === "account") {
    const [row] = await tx.select(totals).from(uploads).where(eq(uploads.ownerUserId, scope.userId));
    return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
  }
  const ownerId = scope.restaurant.ownerId;
  const [current] = await tx
    .select({ bannerUploadId: restaurants.bannerUploadId })
    .from(restaurants)
    .where(eq(restaurants.id, scope.restaurant.id));
  const [row] = await tx
    .select(totals)
    .from(uploads)
    .leftJoin(users, eq(users.id, uploads.ownerUserId))
    .where(
      or(
        current?.bannerUploadId ? eq(uploads.id, current.bannerUploadId) : undefined,
        eq(users.id, ownerId),
        eq(users.parentUserId, ownerId),
      ),
    );
  return { files: row?.files ?? 0, bytes: Number(row?.bytes ?? 0) };
}

/** A user's profile images: their uploads that are no restaurant's banner. */
export function profileImagesOf(tx: Tx, userId: string) {
  return tx
    .select({ id: uploads.id, size: uploads.size })
    .from(uploads)
    .where(and(eq(uploads.ownerUserId, userId), notInArray(uploads.id, bannerIds(tx))));
}

/** Deletes uploads by id (the images an upload replaced). */
export async function deleteUploads(tx: Tx, ids: readonly string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(uploads).where(inArray(uploads.id, [...ids]));
}

/**
 * Refuses an upload of `newBytes` that would take the scope beyond core's quota once `replaced` is gone:
 * 413 for the total size, 409 for the number of files (German message and `code`); nothing is stored.
 */
export async function enforceUploadQuota(
  tx: Tx,
  scope: UploadScope,
  newBytes: number,
  replaced: ReadonlyArray<{ size: number }>,
): Promise<void> {
  const used = await usageOf(tx, scope);
  const check = checkUploadQuota({
    usedBytes: used.bytes,
    usedFiles: used.files,
    replacedBytes: replaced.reduce((sum, row) => sum + row.size, 0),
    replacedFiles: replaced.length,
    newBytes,
  });
  if (check.ok) return;
  if (check.reason === "bytes") {
    throw new ApiError(413, uploadQuotaTexts.bytesExceeded, { code: uploadQuotaErrorCodes.bytesExceeded });
  }
  throw new ApiError(409, uploadQuotaTexts.filesExceeded, { code: uploadQuotaErrorCodes.filesExceeded });
}
