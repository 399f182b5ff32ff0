import { IMAGE_UPLOAD_MAX_BYTES, imageMimeTypeOf, sniffImageType, validationTexts } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { findRestaurant, findRestaurantOfUser, requireManager, requireUser } from "../../auth/access.ts";
import { restaurants, uploads } from "../../db/schema/index.ts";
import { ApiError, badRequest, notFound } from "../../lib/errors.ts";
import type { AppRouteHandler } from "../../lib/types.ts";
import { bannerUrlOf } from "../restaurants/restaurants.dto.ts";
import type { deleteBanner, getUpload, upload } from "./uploads.routes.ts";

export const uploadHandler: AppRouteHandler<typeof upload> = async (c) => {
  const caller = requireUser(c);
  const { type } = c.req.valid("param");
  const { db, now } = c.var.deps;
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(415, "Bitte senden Sie die Datei als multipart/form-data.");
  }
  const form = await c.req.parseBody();
  const file = form[type === "banner" ? "banner" : "profileImage"];
  if (!(file instanceof File)) throw badRequest("Bitte wählen Sie eine Bilddatei aus.");
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) throw new ApiError(413, validationTexts.uploadTooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImageType(bytes);
  if (!kind) throw new ApiError(415, validationTexts.uploadTypeInvalid);

  if (type === "profileImage") {
    const [row] = await db
      .insert(uploads)
      .values({
        ownerUserId: caller.id,
        contentType: imageMimeTypeOf(kind),
        size: bytes.length,
        data: Buffer.from(bytes),
        createdAt: now(),
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error("insert returned nothing");
    const url = `/api/uploads/${row.id}`;
    return c.json({ success: true as const, message: "Bild erfolgreich hochgeladen.", url }, 201);
  }

  const restaurantId = form.restaurantId;
  const restaurant =
    typeof restaurantId === "string" && restaurantId !== ""
      ? await findRestaurant(db, restaurantId)
      : await findRestaurantOfUser(db, caller.id);
  requireManager(c, restaurant);
  const uploadId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(uploads)
      .values({
        ownerUserId: caller.id,
        contentType: imageMimeTypeOf(kind),
        size: bytes.length,
        data: Buffer.from(bytes),
        createdAt: now(),
      })
      .returning({ id: uploads.id });
    if (!row) throw new Error("insert returned nothing");
    await tx
      .update(restaurants)
      .set({ bannerUploadId: row.id, updatedAt: now() })
      .where(eq(restaurants.id, restaurant.id));
    if (restaurant.bannerUploadId) await tx.delete(uploads).where(eq(uploads.id, restaurant.bannerUploadId));
    return row.id;
  });
  const url = bannerUrlOf(uploadId) ?? "";
  return c.json(
    { success: true as const, message: "Banner erfolgreich hochgeladen.", bannerUrl: url, url },
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
  return c.json({ success: true, message: "Banner gelöscht." }, 200);
};

/** Uploads never change (a new banner gets a new id), so they may be cached for a year. */
export const getUploadHandler: AppRouteHandler<typeof getUpload> = async (c) => {
  const { id } = c.req.valid("param");
  const etag = `"${id}"`;
  const cache = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag };
  if (c.req.header("if-none-match") === etag) return c.body(null, 304, cache);
  const [row] = await c.var.deps.db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
  if (!row) throw notFound("Bild nicht gefunden.");
  return c.body(new Uint8Array(row.data), 200, {
    ...cache,
    "Content-Type": row.contentType,
    "Content-Length": String(row.size),
  });
};
