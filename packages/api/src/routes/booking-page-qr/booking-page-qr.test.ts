import { bookingPageUrl } from "@tischservice/core";
import { describe, expect, it } from "vitest";
import { bookingPageQrPng, bookingPageQrSvg } from "../../booking-page/booking-page-qr.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ORIGIN = "https://tisch.example";
const ctx = await setupTestContext({ publicOrigin: ORIGIN });
const { cast, as } = signedInCast(ctx);
const svgPath = () => `/api/restaurants/${cast.restaurant.id}/booking-page-qr.svg`;
const pngPath = () => `/api/restaurants/${cast.restaurant.id}/booking-page-qr.png`;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("GET /api/restaurants/{restaurantId}/booking-page-qr.svg", () => {
  it("answers the owner with an SVG of the page's address, kept privately and asked again", async () => {
    const response = await as.owner.get(svgPath());
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(response.text).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.text).toMatch(/<path [^>]*d="M/);
    // The same bytes as the library draws for the page's address: the code encodes exactly that URL.
    const url = bookingPageUrl(ORIGIN, cast.restaurant.slug);
    expect(url).toBe(`https://tisch.example/r/${cast.restaurant.slug}`);
    expect(response.text).toBe(await bookingPageQrSvg(url));
    expect(response.text).not.toBe(await bookingPageQrSvg(`${url}x`));
  });

  it("answers the owner and admins; sub-users, other owners and customers 403, anonymous 401", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403, owner: 200, admin: 200 },
      (client) => client.get(svgPath()),
    );
  });

  it("given an unknown restaurant, answers 404", async () => {
    const response = await as.admin.get("/api/restaurants/unbekannt/booking-page-qr.svg");
    expect(response.status).toBe(404);
  });

  it("given ?download=1, answers it as a file named after the slug", async () => {
    const response = await as.owner.get(`${svgPath()}?download=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="buchungsseite-${cast.restaurant.slug}-qr.svg"`,
    );
  });

  it("given another value of download, refuses it with 400", async () => {
    expect((await as.owner.get(`${svgPath()}?download=ja`)).status).toBe(400);
  });

  it("carries an ETag and answers 304 to it, but still only to the owner", async () => {
    const first = await as.owner.get(svgPath());
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await as.owner.get(svgPath(), { headers: { "If-None-Match": tag ?? "" } });
    expect(again.status).toBe(304);
    expect(again.text).toBe("");
    const stranger = await as.otherOwner.get(svgPath(), { headers: { "If-None-Match": tag ?? "" } });
    expect(stranger.status).toBe(403);
  });
});

describe("GET /api/restaurants/{restaurantId}/booking-page-qr.png", () => {
  it("answers the owner with a PNG of the page's address", async () => {
    const response = await ctx.app.request(pngPath(), {
      headers: { Cookie: [...as.owner.cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    const expected = await bookingPageQrPng(bookingPageUrl(ORIGIN, cast.restaurant.slug));
    expect(Buffer.from(bytes).equals(expected)).toBe(true);
  });

  it("answers anonymous 401 and other owners 403; downloads and 304s as the SVG", async () => {
    await expectStatuses(as, { anonymous: 401, otherOwner: 403, subuser: 403 }, (client) =>
      client.get(pngPath()),
    );
    const download = await as.owner.get(`${pngPath()}?download=1`);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="buchungsseite-${cast.restaurant.slug}-qr.png"`,
    );
    const tag = download.headers.get("etag") ?? "";
    expect(tag).not.toBe("");
    expect((await as.owner.get(pngPath(), { headers: { "If-None-Match": tag } })).status).toBe(304);
  });
});

describe("OpenAPI document", () => {
  it("describes both QR routes with their image types", async () => {
    const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const svg = doc.paths["/api/restaurants/{restaurantId}/booking-page-qr.svg"]?.get;
    const png = doc.paths["/api/restaurants/{restaurantId}/booking-page-qr.png"]?.get;
    expect(Object.keys(svg?.responses["200"]?.content ?? {})).toEqual(["image/svg+xml"]);
    expect(Object.keys(png?.responses["200"]?.content ?? {})).toEqual(["image/png"]);
  });
});
