import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppBindings } from "./types.ts";

/** The caller's IP for rate limits: the socket's, or the proxy's first `X-Forwarded-For` when trusted. */
export function clientIp(c: Context<AppBindings>): string {
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-memory requests (tests) have no socket
  }
}
