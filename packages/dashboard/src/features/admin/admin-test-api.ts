import { type FakeResponse, type Route, stubApi, stubEventSource } from "../../test/fake-api.ts";
import { adminUser } from "../../test/fixtures.ts";

/** The figures of `GET /api/admin/overview` a test sets; the server's uptime, version and database stay. */
export interface OverviewFigures {
  users: number;
  restaurants: number;
  activeSessions?: number;
  uptimeSeconds?: number;
  /** The demo data's accounts and restaurants (absent on a server without demo data). */
  demo?: { users: number; restaurants: number };
}

/** Test data: the fake API's answer to the admin dashboard's overview. */
export function adminOverview({
  activeSessions = 1,
  uptimeSeconds = 60,
  ...figures
}: OverviewFigures): FakeResponse {
  return {
    body: {
      success: true,
      data: { activeSessions, uptimeSeconds, version: "1.0.0", db: "pglite", ...figures },
    },
  };
}

/** The fake API of a signed-in administrator: their session and the health check, then `routes`. */
export function adminApi(routes: Record<string, Route>) {
  stubEventSource();
  return stubApi({
    "GET /api/users/me": () => ({ body: { success: true, user: adminUser } }),
    "GET /api/health": () => ({ body: { ok: true, db: "pglite" } }),
    ...routes,
  });
}
