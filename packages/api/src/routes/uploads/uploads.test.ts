import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { restaurants, uploads } from "../../db/schema/index.ts";
import { gradientPng } from "../../seed/banner-png.ts";
import { type Cast, type Role, seedCast } from "../../test/fixtures.ts";
import { expectStatuses, signInAll } from "../../test/roles.ts";
import type { TestClient } from "../../test/test-client.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
let cast: Cast;
let as: Record<Role, TestClient>;
const png = gradientPng([200, 0, 0], [0, 0, 200], 16, 8);

beforeAll(async () => {
  cast = await seedCast(ctx.db);
  as = await signInAll(ctx, cast);
});

function bannerForm(
  bytes: Uint8Array,
  restaurantId = cast.restaurant.id,
  name = "banner.png",
  type = "image/png",
) {
  const form = new FormData();
  form.set("banner", new File([bytes], name, { type }));
  form.set("restaurantId", restaurantId);
  return form;
}

describe("banner upload", () => {
  it("given the owner and a PNG, stores it in the database and serves it with long caching", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 }, (c) =>
      c.request("POST", "/api/upload/banner", { body: bannerForm(png) }),
    );
    expect(await ctx.db.select().from(uploads)).toHaveLength(0);
    const response = await as.owner.request("POST", "/api/upload/banner", { body: bannerForm(png) });
    expect(response.status).toBe(201);
    const bannerUrl = String(response.body.bannerUrl);
    expect(bannerUrl).toMatch(/^\/api\/uploads\//);
    expect((await ctx.client().get(`/api/restaurants/${cast.restaurant.id}`)).body).toMatchObject({
      restaurant: { bannerUrl },
    });
    const image = await ctx.app.request(bannerUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(new Uint8Array(png));
    const etag = image.headers.get("etag") ?? "";
    expect((await ctx.app.request(bannerUrl, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });

  it("given a file that is not an image by its bytes, answers 415 whatever its name says", async () => {
    const response = await as.owner.request("POST", "/api/upload/banner", {
      body: bannerForm(new TextEncoder().encode("<script>alert(1)</script>"), cast.restaurant.id, "bild.png"),
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe("Nur Bilddateien (JPEG, JPG, PNG, WEBP, GIF) sind erlaubt!");
  });

  it("given more than 10 MB, answers 413 with the spec's text", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png.subarray(0, 8));
    const response = await as.owner.request("POST", "/api/upload/banner", { body: bannerForm(big) });
    expect(response.status).toBe(413);
    expect(response.body.message).toBe("Die Datei ist zu groß. Maximale Größe: 10MB");
  });

  it("given no file or JSON instead of multipart, answers 400 or 415", async () => {
    const form = new FormData();
    form.set("restaurantId", cast.restaurant.id);
    expect((await as.owner.request("POST", "/api/upload/banner", { body: form })).status).toBe(400);
    expect((await as.owner.post("/api/upload/banner", { banner: "x" })).status).toBe(415);
    expect((await as.owner.request("POST", "/api/upload/avatar", { body: form })).status).toBe(400);
  });

  it("given delete by restaurant id, removes the banner; strangers change nothing", async () => {
    await expectStatuses(as, { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403 }, (c) =>
      c.delete(`/api/upload/banner/${cast.restaurant.id}`),
    );
    const [before] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(before?.bannerUploadId).not.toBeNull();
    expect((await as.owner.delete(`/api/upload/banner/${cast.restaurant.id}`)).body).toMatchObject({
      success: true,
    });
    const [after] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, cast.restaurant.id));
    expect(after?.bannerUploadId).toBeNull();
    expect(await ctx.db.select().from(uploads)).toHaveLength(0);
    expect((await as.owner.delete("/api/upload/banner/unbekannt")).status).toBe(404);
    expect((await ctx.client().get("/api/uploads/unbekannt")).status).toBe(404);
  });

  it("given a profile image from any signed-in user, stores it and answers its url", async () => {
    const form = new FormData();
    form.set("profileImage", new File([png], "ich.png", { type: "image/png" }));
    const response = await as.customer.request("POST", "/api/upload/profileImage", { body: form });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/api\/uploads\//);
  });
});
