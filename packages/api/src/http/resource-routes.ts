import { createRoute, type RouteConfig } from "@hono/zod-openapi";

/** What a route declares besides its method, path and tags: its summary first, then the rest. */
type RouteDetails = Omit<RouteConfig, "method" | "path" | "tags"> & { summary: string };

/**
 * The route definitions of one resource, all under its OpenAPI tags: `route.get(path, { summary, request,
 * responses })` is `createRoute` with the method, path and tags filled in, ahead of the summary (the order
 * the OpenAPI document lists them in), so each definition states only what is its own.
 */
export function resourceRoutes(tags: string[]) {
  const define =
    <M extends RouteConfig["method"]>(method: M) =>
    <P extends string, D extends RouteDetails>(path: P, details: D) =>
      createRoute({ method, path, tags, ...details });
  return {
    get: define("get"),
    post: define("post"),
    put: define("put"),
    patch: define("patch"),
    delete: define("delete"),
  };
}
