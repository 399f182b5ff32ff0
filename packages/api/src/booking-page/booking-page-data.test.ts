import { bookingPageSchema } from "@tischservice/core";
import { beforeAll, describe, expect, it } from "vitest";
import { seedBookingPages, TRICKY_NAME } from "../test/booking-page-fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";

const ORIGIN = "https://tisch.example";
const ctx = await setupTestContext({ publicOrigin: ORIGIN });
let seeded: Awaited<ReturnType<typeof seedBookingPages>>;
beforeAll(async () => {
  seeded = await seedBookingPages(ctx.db);
});

describe("GET /api/booking-pages/{slug}", () => {
  it("given a slug, answers the page's data in the documented shape", async () => {
    const response = await ctx.client().get(`/api/booking-pages/${seeded.listed.slug}`);
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
    const page = bookingPageSchema.parse(response.body.data);
    expect(page).toMatchObject({
      restaurantId: seeded.listed.id,
      slug: seeded.listed.slug,
      name: TRICKY_NAME,
      cuisine: "Bayerisch",
      bannerUrl: `/api/uploads/${seeded.listed.bannerId}`,
      url: `${ORIGIN}/r/${seeded.listed.slug}`,
      indexable: true,
    });
    expect(page.openingHours.map((day) => day.weekday)).toEqual([
      "monday",
      "tuesday",
      "wednesday",
      "thursday",
      "friday",
      "saturday",
      "sunday",
    ]);
    expect(page.specialDays).toEqual([
      { title: "Betriebsferien", from: "2026-05-20", to: "2026-05-22", closed: true, periods: [] },
      {
        title: "Pfingstmontag",
        from: "2026-05-25",
        to: "2026-05-25",
        closed: false,
        periods: [{ start: "11:00", end: "15:00" }],
      },
    ]);
    expect(page.menuHighlights.map((item) => item.name)).toEqual(["Schweinebraten", "Obatzda", "Helles"]);
  });

  it("given an unlisted or demo restaurant, says it is not indexable", async () => {
    for (const restaurant of [seeded.hidden, seeded.demo]) {
      const response = await ctx
        .client()
        .get<{ data: { indexable: boolean } }>(`/api/booking-pages/${restaurant.slug}`);
      expect(response.status).toBe(200);
      expect(response.body.data.indexable).toBe(false);
    }
  });

  it("given an unknown slug or an unconfirmed owner's restaurant, 404; a malformed slug, 400", async () => {
    for (const slug of ["gibtsnicht", seeded.unconfirmed.slug]) {
      const response = await ctx.client().get(`/api/booking-pages/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(response.body).toMatchObject({ success: false, code: "not_found" });
    }
    const malformed = await ctx.client().get("/api/booking-pages/Nicht-Gueltig");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, code: "validation" });
  });

  it("given an anonymous read, is cacheable briefly with an ETag, and 304 to the same ETag", async () => {
    const path = `/api/booking-pages/${seeded.listed.slug}`;
    const first = await ctx.app.request(path);
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const tag = first.headers.get("etag") ?? "";
    expect(tag).not.toBe("");
    const again = await ctx.app.request(path, { headers: { "If-None-Match": tag } });
    expect(again.status).toBe(304);
  });

  it("given the OpenAPI document, describes the route with its answer", async () => {
    const response = await ctx
      .client()
      .get<{ paths: Record<string, { get?: { responses: object } }> }>("/api/openapi.json");
    const route = response.body.paths["/api/booking-pages/{slug}"];
    expect(Object.keys(route?.get?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "404"]));
  });
});
