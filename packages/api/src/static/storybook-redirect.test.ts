import { describe, expect, it } from "vitest";
import { seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";

const STORYBOOK_PORT = 43_117;
const storybookOrigin = `http://localhost:${STORYBOOK_PORT}`;
// As in production without STORYBOOK_PORT: no Storybook port given.
const ctx = await setupTestContext();
const withStorybook = ctx.build({ storybookPort: STORYBOOK_PORT });
const cast = await seedCast(ctx.db);

describe("/storybook/ on the main server", () => {
  it("given Storybook's own port, redirects every Storybook path there, on the same host name", async () => {
    for (const [path, location] of [
      ["/storybook", `${storybookOrigin}/`],
      ["/storybook/", `${storybookOrigin}/`],
      [
        "/storybook/iframe.html?id=ui-button--default",
        `${storybookOrigin}/iframe.html?id=ui-button--default`,
      ],
    ] as const) {
      const response = await withStorybook.request(`http://localhost${path}`);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe(location);
    }
    const byAddress = await withStorybook.request("http://127.0.0.1:3001/storybook/");
    expect(byAddress.headers.get("location")).toBe(`http://127.0.0.1:${STORYBOOK_PORT}/`);
  });

  it("given no Storybook port (production without STORYBOOK_PORT), answers 404 and serves nothing", async () => {
    const production = ctx.build({
      staticRoots: { site: "/nirgends", dashboard: "/nirgends", widgetDir: "/nirgends" },
    });
    for (const path of ["/storybook", "/storybook/", "/storybook/index.html", "/storybook/iframe.html"]) {
      const response = await production.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("location"), path).toBeNull();
    }
  });
});

describe("Storybook's origin and the API", () => {
  it("given the owner's cookie on a change from Storybook's origin, refuses it and changes nothing", async () => {
    const owner = await ctx.as("owner", cast, withStorybook);
    const path = `/api/restaurants/${cast.restaurant.id}`;
    const changed = await owner.put(
      path,
      { name: "Aus Storybook" },
      { headers: { Origin: storybookOrigin } },
    );
    expect(changed.status).toBe(403);
    expect(changed.headers.get("access-control-allow-credentials")).toBeNull();
    expect(changed.headers.get("access-control-allow-origin")).toBeNull();
    const signOut = await owner.post("/api/users/logout-all", undefined, {
      headers: { Origin: storybookOrigin },
    });
    expect(signOut.status).toBe(403);
    expect((await owner.get(path)).body).toMatchObject({ data: { name: "Restaurant A" } });
    expect((await owner.get("/api/users/me")).status).toBe(200);
  });

  it("given a read or a preflight from Storybook's origin with the owner's cookie, grants no credentials", async () => {
    const owner = await ctx.as("owner", cast, withStorybook);
    const reads = [
      await owner.get("/api/users/me", { headers: { Origin: storybookOrigin } }),
      await owner.get(`/api/reservations/restaurant/${cast.restaurant.id}`, {
        headers: { Origin: storybookOrigin },
      }),
      // The widget's public calls allow any origin, but never with credentials.
      await owner.get(`/api/restaurants/${cast.restaurant.id}`, { headers: { Origin: storybookOrigin } }),
      await owner.request("OPTIONS", `/api/restaurants/${cast.restaurant.id}`, {
        headers: {
          Origin: storybookOrigin,
          "Access-Control-Request-Method": "PUT",
          "Access-Control-Request-Headers": "content-type",
        },
      }),
    ];
    for (const response of reads) {
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      expect(response.headers.get("access-control-allow-origin")).not.toBe(storybookOrigin);
    }
  });
});
