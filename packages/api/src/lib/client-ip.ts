import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** What these functions read of the app's settings; any app whose `deps` carry them can use them. */
export interface ProxySettings {
  /** Trusted reverse-proxy hops (`TRUST_PROXY`). */
  trustProxy: number;
  /** The origin links in mails point to. */
  publicOrigin: string;
}

/** Bindings with the proxy settings in `deps` (the app's own bindings are one). */
export type ProxyAwareBindings = { Variables: { deps: ProxySettings } };

/**
 * The entry of a forwarding header (`X-Forwarded-For`, `-Proto`) that the trusted proxies wrote: each
 * proxy appends what it saw, so with `hops` trusted proxies the `hops`-th entry from the right is the one
 * the outermost trusted proxy added. Entries further left come from the client and are never used.
 */
export function trustedForwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (hops < 1 || !header) return undefined;
  const entries = header
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/** The caller's IP for rate limits and the audit log: the socket's, or what the trusted proxies saw. */
export function clientIp<E extends ProxyAwareBindings>(c: Context<E>): string {
  const forwarded = trustedForwardedEntry(c.req.header("x-forwarded-for"), c.get("deps").trustProxy);
  if (forwarded) return forwarded;
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-memory requests (tests) have no socket
  }
}

/** Whether the browser talks https to us: the public origin says so, the URL, or a trusted proxy. */
export function isHttpsRequest<E extends ProxyAwareBindings>(c: Context<E>): boolean {
  // `c.get`: `c.var` copies every variable into a new object on each access.
  const deps = c.get("deps");
  if (deps.publicOrigin.startsWith("https:")) return true;
  const proto = trustedForwardedEntry(c.req.header("x-forwarded-proto"), deps.trustProxy);
  if (proto !== undefined) return proto.toLowerCase() === "https";
  // The request's URL is absolute; its scheme is all that counts here (no URL parse per request).
  return HTTPS_URL.test(c.req.url);
}

const HTTPS_URL = /^https:/i;
