import {
  apiAnswerTexts,
  IMAGE_UPLOAD_MAX_BYTES,
  imageMimeTypeOf,
  restaurantSettingsTexts,
  sniffImageType,
  validationTexts,
} from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { AppRouteHandler, SessionUser } from "../../app/types.ts";
import { findRestaurant, findRestaurantOfUser, requireManager, requireUser } from "../../auth/access.ts";
import { limitUploads } from "../../auth/attempt-limits.ts";
import type { Db } from "../../db/client.ts";
import { restaurants, uploads } from "../../db/schema/index.ts";
import { ApiError, badRequest, notFound } from "../../lib/errors.ts";
import { bannerUrlOf } from "../restaurants/restaurants.dto.ts";
import {
  deleteUploads,
  enforceUploadQuota,
  lockUploadScope,
  profileImagesOf,
  type UploadScope,
} from "./upload-quota.ts";
import type { deleteBanner, getUpload, upload } from "./uploads.routes.ts";

/** The scope a user's profile image counts against: their restaurant (owner or sub-user), else the account. */
async function scopeOfUser(db: Db, user: SessionUser): Promise<UploadScope> {
  if (user.role === "Gastro") {
    try {
      return { kind: "restaurant", restaurant: await findRestaurantOfUser(db, user.id) };
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  return { kind: "account", userId: user.id };
}

export const uploadHandler: AppRouteHandler<typeof upload> = async (c) => {
  const caller = requireUser(c);
  const { type } = c.req.valid("param");
  const { db, now } = c.var.deps;
  await limitUploads(c, caller.id);
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(415, apiAnswerTexts.uploads.notMultipart);
  }
  const form = await c.req.parseBody();
  const file = form[type === "banner" ? "banner" : "profileImage"];
  if (!(file instanceof File)) throw badRequest(apiAnswerTexts.uploads.noFile);
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw new ApiError(413, validationTexts.uploadTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImageType(bytes);
  if (!kind) throw new ApiError(415, validationTexts.uploadTypeInvalid);

  const image = {
    ownerUserId: caller.id,
    contentType: imageMimeTypeOf(kind),
    size: bytes.length,
    data: Buffer.from(bytes),
    createdAt: now(),
  };

  if (type === "profileImage") {
    // One profile image per user: a new one replaces (deletes) the previous one.
    const scope = await scopeOfUser(db, caller);
    const id = await db.transaction(async (tx) => {
      await lockUploadScope(tx, scope);
      const previous = await profileImagesOf(tx, caller.id);
      await enforceUploadQuota(tx, scope, bytes.length, previous);
      const [row] = await tx.insert(uploads).values(image).returning({ id: uploads.id });
      if (!row) throw new Error("insert returned nothing");
      await deleteUploads(
        tx,
        previous.map((old) => old.id),
      );
      return row.id;
    });
    const url = `/api/uploads/${id}`;
    return c.json({ success: true as const, message: apiAnswerTexts.uploads.imageUploaded, url }, 201);
  }

  const restaurantId = form.restaurantId;
  const restaurant =
    typeof restaurantId === "string" && restaurantId !== ""
      ? await findRestaurant(db, restaurantId)
      : await findRestaurantOfUser(db, caller.id);
  requireManager(c, restaurant);
  const scope: UploadScope = { kind: "restaurant", restaurant };
  const uploadId = await db.transaction(async (tx) => {
    await lockUploadScope(tx, scope);
    // Read again under the lock: the banner this one replaces (and deletes).
    const [current] = await tx
      .select({ bannerUploadId: restaurants.bannerUploadId })
      .from(restaurants)
      .where(eq(restaurants.id, restaurant.id));
    const replaced = current?.bannerUploadId
      ? await tx
          .select({ id: uploads.id, size: uploads.size })
          .from(uploads)
          .where(eq(uploads.id, current.bannerUploadId))
      : [];
    await enforceUploadQuota(tx, scope, bytes.length, replaced);
    const [row] = await tx.insert(uploads).values(image).returning({ id: uploads.id });
    if (!row) throw new Error("insert returned nothing");
    await tx
      .update(restaurants)
      .set({ bannerUploadId: row.id, updatedAt: now() })
      .where(eq(restaurants.id, restaurant.id));
    await deleteUploads(
      tx,
      replaced.map((old) => old.id),
    );
    return row.id;
  });
  const url = bannerUrlOf(uploadId) ?? "";
  return c.json(
    { success: true as const, message: restaurantSettingsTexts.bannerUploaded, bannerUrl: url, url },
    201,
  );
};

export const deleteBannerHandler: AppRouteHandler<typeof deleteBanner> = async (c) => {
  requireUser(c);
  const { db, now } = c.var.deps;
  const restaurant = await findRestaurant(db, c.req.valid("param").id);
  requireManager(c, restaurant);
  if (restaurant.bannerUploadId) {
    const uploadId = restaurant.bannerUploadId;
    await db.transaction(async (tx) => {
      await tx
        .update(restaurants)
        .set({ bannerUploadId: null, updatedAt: now() })
        .where(eq(restaurants.id, restaurant.id));
      await tx.delete(uploads).where(eq(uploads.id, uploadId));
    });
  }
  return c.json({ success: true, message: restaurantSettingsTexts.bannerDeleted }, 200);
};

/** Uploads never change (a new banner gets a new id), so they may be cached for a year. */
export const getUploadHandler: AppRouteHandler<typeof getUpload> = async (c) => {
  const { id } = c.req.valid("param");
  const etag = `"${id}"`;
  const cache = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag };
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, cache);
  const [row] = await c.var.deps.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row) throw notFound(apiAnswerTexts.uploads.imageNotFound);
  return c.body(new Uint8Array(row.data), 200, {
    ...cache,
    "Content-Type": row.contentType,
    "Content-Length": String(row.size),
  });
};
